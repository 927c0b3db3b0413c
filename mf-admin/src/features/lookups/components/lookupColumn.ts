import type { ProColumns } from '@ant-design/pro-components';
import type { FormInstance } from 'antd';
import { lookupOptions, type LookupKind } from '../api/lookups';

/** The search of a lookup picker: typed text filters the loaded options by their label. */
const PICKER = { showSearch: true, optionFilterProp: 'label', fetchDataOnSearch: false } as const;

/**
 * A form-only picker column of a reference screen (admin spec §2: 'Ülke', 'Otel' … with search):
 * a select of the `kind` lookup list (active rows, Turkish order; lookups.ts) for the id field
 * `dataIndex`, kept out of the table (the row's name column shows there). CrudPage's formColumns
 * adds the payload schema's rule and required mark. A column may replace `request` (e.g. the
 * cities of the chosen country, with `dependencies`).
 * @param placeholder e.g. 'Ülke seçiniz'
 * @param options.clears fields a new choice empties (a cascade: a new country clears the city)
 * @returns one column for CrudPage's `columns`, put where the field comes in the form
 */
export function lookupColumn<T>(dataIndex: string, title: string, kind: LookupKind, placeholder: string, options: { clears?: string[] } = {}): ProColumns<T> {
  const { clears } = options;
  return {
    dataIndex,
    title,
    hideInTable: true,
    valueType: 'select',
    request: () => lookupOptions(kind),
    fieldProps: clears
      ? (form: FormInstance) => ({ ...PICKER, placeholder, onChange: () => form.setFieldsValue(Object.fromEntries(clears.map((f) => [f, undefined]))) })
      : { ...PICKER, placeholder },
  };
}
