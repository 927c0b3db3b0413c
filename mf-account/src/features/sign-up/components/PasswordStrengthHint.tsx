import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Progress } from 'antd';
import { passwordStrength } from './passwordStrength';

/**
 * Live hint under the password field: a five-part bar, the level ('Zayıf', 'Orta', 'Güçlü') and
 * the parts of the spec's rule still missing. Renders nothing for an empty password.
 */
export function PasswordStrengthHint({ value }: { value: string | undefined }) {
  if (!value) return null;
  const s = passwordStrength(value);
  return (
    <div className="acc-strength" aria-live="polite">
      <div className="acc-strength__bar">
        <Progress percent={s.score * 20} steps={5} size={[28, 6]} strokeColor={s.color} showInfo={false} />
        <span className="acc-strength__level" style={{ color: s.color }}>
          Şifre gücü: {s.level}
        </span>
      </div>
      <ul className="acc-strength__list">
        {s.criteria.map((c) => (
          <li key={c.key} className={c.met ? 'acc-strength__item acc-strength__item--met' : 'acc-strength__item'}>
            {c.met ? <CheckCircleFilled /> : <CloseCircleOutlined />} {c.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
