import { Steps } from 'antd';
import type { SignUpState } from '../hooks/useSignUp';

/** Texts of the two steps (member spec §2: security check, then the register call). */
export const SIGN_UP_STEP_TEXTS = ['Güvenlik doğrulaması yapılıyor...', 'Kayıt oluşturuluyor...'] as const;

/**
 * Two-step progress of the sign-up (member spec §2, §4): 'Güvenlik doğrulaması' then
 * 'Hesap oluşturma'; the running step shows its text, a failed step turns red. Hidden while idle.
 */
export function SignUpProgress({ state }: { state: SignUpState }) {
  if (state.phase === 'idle') return null;
  const current = state.phase === 'success' ? 2 : state.step;
  const status = state.phase === 'failed' ? 'error' : state.phase === 'success' ? 'finish' : 'process';
  const describe = (i: 0 | 1) => {
    if (current > i) return 'Tamamlandı';
    if (current === i) return state.phase === 'failed' ? 'Başarısız' : SIGN_UP_STEP_TEXTS[i];
    return 'Bekliyor';
  };
  return (
    <div className="acc-signup__progress">
      <Steps
        size="small"
        current={current}
        status={status}
        items={[
          { title: 'Güvenlik doğrulaması', description: describe(0) },
          { title: 'Hesap oluşturma', description: describe(1) },
        ]}
      />
      {state.phase === 'running' && (
        <div className="acc-signup__status" role="status">
          {SIGN_UP_STEP_TEXTS[state.step]}
        </div>
      )}
    </div>
  );
}
