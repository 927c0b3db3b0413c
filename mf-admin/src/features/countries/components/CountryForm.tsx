import { Form, Input, Switch } from 'antd';
import { countryPayloadSchema } from '@skiclub/shared/schemas';
import { zodRule } from '@skiclub/shared/ui';
import { ReferenceFormCard, type ReferenceFormCardProps } from '../../reference/components/ReferenceFormCard';
import { EMPTY_COUNTRY, type CountryFormValues } from '../hooks/countryModel';

const NAME_RULES = [zodRule(countryPayloadSchema, 'ulkeAdi')];

/** Props of {@link CountryForm}: the card's props without titles, values and fields. */
export type CountryFormProps = Omit<ReferenceFormCardProps<CountryFormValues>, 'initialValues' | 'createTitle' | 'editTitle' | 'children'>;

/**
 * Country form (admin spec §2, §5): 'Ülke Adı' validated live by countryPayloadSchema
 * ('Ülke adı alanı zorunludur.', 'Ülke adı en az 2 karakter olmalıdır.') and 'Aktif'.
 */
export function CountryForm(props: CountryFormProps) {
  return (
    <ReferenceFormCard<CountryFormValues> {...props} initialValues={EMPTY_COUNTRY} createTitle="Yeni Ülke" editTitle="Ülkeyi Düzenle">
      <Form.Item<CountryFormValues> label="Ülke Adı" name="ulkeAdi" required rules={NAME_RULES}>
        <Input placeholder="Örn. Türkiye" maxLength={100} autoComplete="off" />
      </Form.Item>
      <Form.Item<CountryFormValues> label="Aktif" name="aktif" valuePropName="checked">
        <Switch checkedChildren="Aktif" unCheckedChildren="Pasif" />
      </Form.Item>
    </ReferenceFormCard>
  );
}
