/**
 * Fields of the camp form (admin spec §2 Camp, §5): cascading country → city → hotel selects,
 * each with a search box (a new country clears city and hotel, a new city clears the hotel),
 * camp name, start and end dates (shown dd.mm.yyyy, kept and sent as 'YYYY-MM-DD'), fee type,
 * active flag and the image chooser. Rules come from the shared campPayloadSchema, plus the start
 * date rule (not before today; on edit only when the start date changes).
 */
import { ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { DatePicker, Form, type FormRule } from 'antd';
import { CAMP_NAME_MAX, campPayloadSchema, campStartDateError, todayInTurkey } from '@skiclub/shared/schemas/admin';
import { zodRule } from '@skiclub/shared/ui';
import { DAY_PICKER_PROPS, dayTextItem } from '../../crud/components/dayText';
import { lookupOptions } from '../../lookups/api/lookups';
import { CampImageField, type CampImageFieldProps } from './CampImageField';

/** Props of {@link CampFormFields}. */
export interface CampFormFieldsProps {
  /** The edited camp's saved start date ('YYYY-MM-DD'), null in create mode. */
  storedStart: string | null;
  /** The image chooser's state (the screen uploads the file after the save). */
  image: CampImageFieldProps;
}

const searchable = { showSearch: true, optionFilterProp: 'label' } as const;

/** The start date may not be before today in Turkey; an edited camp may keep its old start. */
function startNotPast(storedStart: string | null): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const message = campStartDateError(value, todayInTurkey(), storedStart);
      if (message) throw new Error(message);
    },
  };
}

/** A date field whose form value is the 'YYYY-MM-DD' text. */
function DateField({ name, label, rules, dependencies }: { name: 'baslangicTarihi' | 'bitisTarihi'; label: string; rules: FormRule[]; dependencies?: string[] }) {
  return (
    <Form.Item
      name={name}
      label={label}
      required
      rules={rules}
      dependencies={dependencies}
      {...dayTextItem()}
    >
      <DatePicker {...DAY_PICKER_PROPS} />
    </Form.Item>
  );
}

/** The camp form's fields; rendered inside CrudPage's ProForm. */
export function CampFormFields({ storedStart, image }: CampFormFieldsProps) {
  const form = Form.useFormInstance();
  return (
    <>
      <ProFormSelect
        name="ulkeId"
        label="Ülke"
        required
        placeholder="Ülke seçin"
        rules={[zodRule(campPayloadSchema, 'ulkeId')]}
        request={() => lookupOptions('countries')}
        fieldProps={{ ...searchable, onChange: () => form.setFieldsValue({ sehirId: undefined, otelId: undefined }) }}
      />
      <ProFormSelect
        name="sehirId"
        label="Şehir"
        required
        placeholder="Şehir seçin"
        dependencies={['ulkeId']}
        rules={[zodRule(campPayloadSchema, 'sehirId')]}
        request={async ({ ulkeId }: { ulkeId?: string }) => (ulkeId ? lookupOptions('cities', (c) => c.ulkeId === ulkeId) : [])}
        fieldProps={{ ...searchable, onChange: () => form.setFieldsValue({ otelId: undefined }) }}
      />
      <ProFormSelect
        name="otelId"
        label="Otel"
        required
        placeholder="Otel seçin"
        dependencies={['sehirId']}
        rules={[zodRule(campPayloadSchema, 'otelId')]}
        request={async ({ sehirId }: { sehirId?: string }) => (sehirId ? lookupOptions('hotels', (h) => h.sehirId === sehirId) : [])}
        fieldProps={searchable}
      />
      <ProFormText
        name="kampAdi"
        label="Kamp Adı"
        required
        placeholder="Örn. Palandöken Yılbaşı Kampı"
        rules={[zodRule(campPayloadSchema, 'kampAdi')]}
        fieldProps={{ maxLength: CAMP_NAME_MAX, autoComplete: 'off' }}
      />
      <DateField name="baslangicTarihi" label="Başlangıç Tarihi" rules={[zodRule(campPayloadSchema, 'baslangicTarihi'), startNotPast(storedStart)]} />
      <DateField name="bitisTarihi" label="Bitiş Tarihi" dependencies={['baslangicTarihi']} rules={[zodRule(campPayloadSchema, 'bitisTarihi')]} />
      <ProFormSelect
        name="kampUcretTipiId"
        label="Kamp Ücret Tipi"
        required
        placeholder="Ücret tipi seçin"
        rules={[zodRule(campPayloadSchema, 'kampUcretTipiId')]}
        request={() => lookupOptions('feeTypes')}
        fieldProps={searchable}
      />
      <ProFormSwitch name="aktif" label="Aktif" fieldProps={{ checkedChildren: 'Aktif', unCheckedChildren: 'Pasif' }} />
      <CampImageField {...image} />
    </>
  );
}
