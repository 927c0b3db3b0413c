import { Radio, Tag } from 'antd';
import type { AccommodationOption } from '@skiclub/shared/schemas';
import { isFull, optionPriceTexts, roomMakeup, roomsLeftText } from '../hooks/registrationForm';

/** Props of {@link AccommodationOptions} (an antd form control: `value`/`onChange` from Form.Item). */
export interface AccommodationOptionsProps {
  options: AccommodationOption[];
  value?: string;
  onChange?: (id: string) => void;
  id?: string;
}

/**
 * The accommodation options of a camp as radio cards: konaklamaTipiAdi and odaTipiAdi,
 * the room make-up ('2 yetişkin + 1 çocuk (0-6)'), the price in TL/€/$ and the rooms left. An
 * option with no room left is shown but disabled, tagged 'Dolu'.
 */
export function AccommodationOptions({ options, value, onChange, id }: AccommodationOptionsProps) {
  return (
    <Radio.Group id={id} className="camp-opts" value={value} onChange={(e) => onChange?.(String(e.target.value))}>
      {options.map((o) => {
        const full = isFull(o);
        return (
          <Radio key={o.id} value={o.id} disabled={full} className={`camp-opt${full ? ' camp-opt--full' : ''}`}>
            <span className="camp-opt__head">
              <span className="camp-opt__name">{o.konaklamaTipiAdi}</span>
              <Tag className="camp-opt__rooms" color={full ? 'red' : o.kalanOdaSayisi <= 2 ? 'orange' : 'blue'}>
                {roomsLeftText(o)}
              </Tag>
            </span>
            {o.odaTipiAdi && <span className="camp-opt__room">{o.odaTipiAdi}</span>}
            <span className="camp-opt__makeup">{roomMakeup(o)}</span>
            <span className="camp-opt__prices">
              {optionPriceTexts(o).map((p) => (
                <strong key={p}>{p}</strong>
              ))}
            </span>
          </Radio>
        );
      })}
    </Radio.Group>
  );
}
