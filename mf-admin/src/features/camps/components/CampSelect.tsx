/**
 * The camp picker of the admin forms (admin spec §2, §7, §8, §9): a form field whose select
 * searches GET /api/kamp/ara?q= once at least 2 characters are typed, 300 ms after the last
 * key, and labels camps 'kampAdi (dd.mm.yyyy)'. A camp already chosen when the form enters edit
 * mode is labelled from the admin camp list. Camp lookup failures only log a warning (§8).
 */
import type { ProColumns } from '@ant-design/pro-components';
import { Form, Select, Spin, type FormItemProps } from 'antd';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { CAMP_SEARCH_DEBOUNCE_MS, CAMP_SEARCH_MIN, campLabel, type AdminCamp } from '@skiclub/shared/schemas/admin';
import { findAdminCamp, searchCamps } from '../api/camps';

/** Props of {@link CampSelect}. */
export interface CampSelectProps {
  /** Form field name; default 'kampId'. The value is the camp id (string). */
  name?: FormItemProps['name'];
  /** Field label; default 'Kamp'. */
  label?: ReactNode;
  /** Field rules, e.g. `[zodRule(schema, 'kampId')]`. */
  rules?: FormItemProps['rules'];
  /** Shows the required mark. */
  required?: boolean;
  /** Placeholder; default 'Kamp adı yazın (en az 2 karakter)'. */
  placeholder?: string;
  disabled?: boolean;
  /** Only camps it keeps are offered (e.g. the camps of the chosen hotel). */
  filter?: (camp: AdminCamp) => boolean;
  /** Called with the chosen camp (undefined when cleared). */
  onCampChange?: (camp: AdminCamp | undefined) => void;
}

/** Props antd's Form.Item gives its control. */
interface ControlProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
}

function CampSearchSelect({ value, onChange, id, placeholder, disabled, filter, onCampChange }: ControlProps & Omit<CampSelectProps, 'name' | 'label' | 'rules' | 'required'>) {
  const [found, setFound] = useState<AdminCamp[]>([]);
  const [known, setKnown] = useState<AdminCamp | null>(null);
  const [typed, setTyped] = useState('');
  const [searching, setSearching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0); // number of the newest search: older answers are dropped

  useEffect(() => () => clearTimeout(timer.current), []);

  // Edit mode: a chosen id that no search has listed gets its label from the camp list.
  useEffect(() => {
    if (!value || known?.id === value || found.some((c) => c.id === value)) return;
    let live = true;
    findAdminCamp(value)
      .then((camp) => {
        if (live && camp) setKnown(camp);
      })
      .catch((e: unknown) => console.warn('Kamp bilgisi alınamadı.', e));
    return () => {
      live = false;
    };
  }, [value, known, found]);

  const onSearch = (text: string) => {
    setTyped(text);
    clearTimeout(timer.current);
    const q = text.trim();
    const n = ++latest.current;
    if (q.length < CAMP_SEARCH_MIN) {
      setFound([]);
      setSearching(false);
      return;
    }
    setSearching(true);
    timer.current = setTimeout(() => {
      searchCamps(q)
        .then((camps) => {
          if (n === latest.current) setFound(filter ? camps.filter(filter) : camps);
        })
        .catch((e: unknown) => {
          console.warn('Kamp araması başarısız oldu.', e);
          if (n === latest.current) setFound([]);
        })
        .finally(() => {
          if (n === latest.current) setSearching(false);
        });
    }, CAMP_SEARCH_DEBOUNCE_MS);
  };

  const options = useMemo(() => {
    const camps = known && !found.some((c) => c.id === known.id) ? [known, ...found] : found;
    return camps.map((c) => ({ value: c.id, label: campLabel(c) }));
  }, [found, known]);

  const notFound = searching ? <Spin size="small" /> : typed.trim().length < CAMP_SEARCH_MIN ? `En az ${CAMP_SEARCH_MIN} karakter yazın.` : 'Kamp bulunamadı.';

  return (
    <Select<string>
      id={id}
      showSearch
      allowClear
      filterOption={false}
      value={value ?? undefined}
      placeholder={placeholder ?? `Kamp adı yazın (en az ${CAMP_SEARCH_MIN} karakter)`}
      disabled={disabled}
      options={options}
      onSearch={onSearch}
      notFoundContent={notFound}
      onChange={(v) => {
        const camp = [known, ...found].find((c) => c?.id === v) ?? undefined;
        if (camp) setKnown(camp);
        onChange?.(v ?? undefined);
        onCampChange?.(camp);
      }}
    />
  );
}

/**
 * Camp picker field for ProForm / antd forms (admin spec §7 camp search).
 * @example <CampSelect name="kampId" label="Kamp" required rules={[zodRule(schema, 'kampId')]} />
 */
export function CampSelect({ name = 'kampId', label = 'Kamp', rules, required, ...rest }: CampSelectProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} required={required}>
      <CampSearchSelect {...rest} />
    </Form.Item>
  );
}

/**
 * The camp picker as a form-only column of CrudPage's `columns` (formColumns adds the payload
 * schema's rule and required mark): the search select of {@link CampSelect} under `dataIndex`,
 * kept out of the table, where the row's camp name shows.
 * @returns one column, put where the field comes in the form
 */
export function campColumn<T>(dataIndex = 'kampId', title = 'Kamp'): ProColumns<T> {
  return { dataIndex, title, hideInTable: true, renderFormItem: () => <CampSearchSelect /> };
}
