import { ReloadOutlined } from '@ant-design/icons';
import { Button, Radio } from 'antd';
import type { Selection, VariantType } from '../lib/variants';

/** Props of {@link VariantPicker}. */
export interface VariantPickerProps {
  types: VariantType[];
  selection: Selection;
  /** False for an option that cannot combine with the other choices (shown muted). */
  optionAvailable: (typeId: string, valueId: string) => boolean;
  onSelect: (typeId: string, valueId: string) => void;
  onReset: () => void;
}

/**
 * One button group per variant type (e.g. Beden, Renk) and a 'Sıfırla' button
 * (member spec §2 product detail). Options that cannot form an active variant with the other
 * choices stay clickable but look muted.
 */
export function VariantPicker({ types, selection, optionAvailable, onSelect, onReset }: VariantPickerProps) {
  if (types.length === 0) return null;
  return (
    <div className="cat-variants">
      {types.map((t) => {
        const chosen = t.options.find((o) => o.id === selection[t.id]);
        return (
          <div key={t.id} className="cat-variants__type" role="group" aria-label={t.name}>
            <div className="cat-variants__label">
              {t.name}: <strong>{chosen?.name ?? 'Seçiniz'}</strong>
            </div>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              value={selection[t.id] ?? null}
              onChange={(e) => onSelect(t.id, e.target.value as string)}
            >
              {t.options.map((o) => {
                const available = optionAvailable(t.id, o.id);
                return (
                  <Radio.Button
                    key={o.id}
                    value={o.id}
                    className={available ? 'cat-variants__option' : 'cat-variants__option cat-variants__option--unavailable'}
                    title={available ? o.name : `${o.name}: bu seçimle mevcut değil`}
                  >
                    {o.name}
                  </Radio.Button>
                );
              })}
            </Radio.Group>
          </div>
        );
      })}
      <Button type="link" icon={<ReloadOutlined />} onClick={onReset} disabled={Object.keys(selection).length === 0} className="cat-variants__reset">
        Sıfırla
      </Button>
    </div>
  );
}
