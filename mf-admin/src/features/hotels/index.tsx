import { ProFormSelect, ProFormSwitch, ProFormText, type ProColumns } from '@ant-design/pro-components';
import { Form } from 'antd';
import { REFERENCE_MESSAGES as M, hotelPayloadSchema, type Hotel } from '@skiclub/shared/schemas/admin';
import { zodRule } from '@skiclub/shared/ui';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';
import { lookupOptions } from '../lookups/api/lookups';
import { hotelService } from './api/service';

const TEXTS: CrudTexts = {
  title: 'Oteller',
  backgroundTitle: 'OTEL',
  description: 'Kampların yapıldığı otelleri ekleyin, güncelleyin ve silin.',
  createTitle: 'Yeni Otel',
  editTitle: 'Oteli Düzenle',
  tableTitle: 'Otel Listesi',
  searchPlaceholder: 'Otel, şehir veya ülke ara',
  loading: 'Oteller yükleniyor...',
  loadFailed: 'Oteller yüklenirken hata oluştu.',
  added: M.hotelAdded,
  updated: M.hotelUpdated,
  deleted: M.hotelDeleted,
  confirmDelete: 'Bu oteli silmek istediğinizden emin misiniz?',
};

const COLUMNS: ProColumns<Hotel>[] = [
  { dataIndex: 'otelAdi', title: 'Otel Adı', sorter: true },
  { dataIndex: 'sehirAdi', title: 'Şehir', sorter: true },
  { dataIndex: 'ulkeAdi', title: 'Ülke', sorter: true },
  activeColumn<Hotel>(),
];

/** The hotel form's fields: country → city cascade (a new country clears the city), name, active. */
function HotelFields() {
  const form = Form.useFormInstance();
  return (
    <>
      <ProFormSelect
        name="ulkeId"
        label="Ülke"
        required
        showSearch
        request={() => lookupOptions('countries')}
        rules={[zodRule(hotelPayloadSchema, 'ulkeId')]}
        fieldProps={{ optionFilterProp: 'label', fetchDataOnSearch: false, onChange: () => form.setFieldValue('sehirId', undefined) }}
        placeholder="Ülke seçiniz"
      />
      <ProFormSelect
        name="sehirId"
        label="Şehir"
        required
        showSearch
        dependencies={['ulkeId']}
        request={async ({ ulkeId }: { ulkeId?: string }) => (ulkeId ? lookupOptions('cities', (city) => city.ulkeId === ulkeId) : [])}
        rules={[zodRule(hotelPayloadSchema, 'sehirId')]}
        fieldProps={{ optionFilterProp: 'label', fetchDataOnSearch: false }}
        placeholder="Önce ülke seçiniz"
      />
      <ProFormText name="otelAdi" label="Otel Adı" required rules={[zodRule(hotelPayloadSchema, 'otelAdi')]} fieldProps={{ maxLength: 150, autoComplete: 'off' }} />
      <ProFormSwitch name="aktif" label="Aktif" fieldProps={{ checkedChildren: 'Aktif', unCheckedChildren: 'Pasif' }} />
    </>
  );
}

/**
 * /admin/oteller (admin spec §2, §5, §8): country and city ('Ülke seçimi zorunludur.', 'Şehir
 * seçimi zorunludur.'; choosing a country lists its cities and clears the city), 'Otel Adı'
 * ('Otel adı en az 2 karakter olmalıdır.'), 'Aktif'; delete asks in a modal.
 * Default export: the page of exposed module `admin/HotelsPage` (src/app/routes.ts; the shell
 * guards it, Admin only).
 */
export function HotelsScreen() {
  return (
    <CrudPage<Hotel, typeof hotelPayloadSchema>
      service={hotelService}
      schema={hotelPayloadSchema}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ otelAdi: '', aktif: true }}
      searchText={(row) => `${row.otelAdi} ${row.sehirAdi} ${row.ulkeAdi}`}
      rowLabel={(row) => row.otelAdi}
      conflictField="otelAdi"
      fields={<HotelFields />}
    />
  );
}

export default HotelsScreen;
