import type { FormItemProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { dayjs } from '@skiclub/shared/format';

/** A day as the payload schemas check it and the API takes it: 'YYYY-MM-DD'. */
export const DAY_TEXT = 'YYYY-MM-DD';

/** How the admin date pickers show a day (admin spec §9): dd.mm.yyyy. */
export const SHOWN_DAY = 'DD.MM.YYYY';

/** A form's day picker: dd.mm.yyyy, its placeholder saying so, as wide as the form. */
export const DAY_PICKER_PROPS = { format: SHOWN_DAY, placeholder: 'GG.AA.YYYY', style: { width: '100%' } } as const;

/**
 * Form item props of a date picker whose form value is the {@link DAY_TEXT} text, not a dayjs
 * object, so the zod rule sees what the API will get: the picker is given the day parsed, and a
 * chosen day is stored as its text (a cleared one as `empty`).
 * @param empty what a cleared picker leaves in the form: `undefined` (a required day) or `null`
 *   (a nullable one, e.g. a payment date)
 */
export function dayTextItem(empty: null | undefined = undefined): Pick<FormItemProps, 'getValueProps' | 'normalize'> {
  return {
    getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, DAY_TEXT) : null }),
    normalize: (d: Dayjs | null) => (d ? d.format(DAY_TEXT) : empty),
  };
}
