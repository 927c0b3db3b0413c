import { ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText, type ProColumns } from '@ant-design/pro-components';
import { REFERENCE_MESSAGES as M, accommodationTypePayloadSchema, type AccommodationType } from '@skiclub/shared/schemas/admin';
import { zodRule } from '@skiclub/shared/ui';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';
import { accommodationTypeService, roomTypeOptions } from './api/service';

const TEXTS: CrudTexts = {
  title: 'Konaklama Tipleri',
  backgroundTitle: 'KONAKLAMA',
  description: 'Oda tiplerinin kişi dağılımlarını (yetişkin, 0-6 ve 6-11 yaş çocuk) tanımlayın.',
  createTitle: 'Yeni Konaklama Tipi',
  editTitle: 'Konaklama Tipini Düzenle',
  tableTitle: 'Konaklama Tipi Listesi',
  searchPlaceholder: 'Konaklama tipi, oda tipi veya otel ara',
  loading: 'Konaklama tipleri yükleniyor...',
  loadFailed: 'Konaklama tipleri yüklenirken hata oluştu.',
  added: M.accommodationTypeAdded,
  updated: M.accommodationTypeUpdated,
  deleted: M.accommodationTypeDeleted,
  confirmDelete: 'Bu konaklama tipini silmek istediğinizden emin misiniz?',
};

const COLUMNS: ProColumns<AccommodationType>[] = [
  { dataIndex: 'konaklamaTipiAdi', title: 'Konaklama Tipi', sorter: true },
  { dataIndex: 'odaTipiAdi', title: 'Oda Tipi', sorter: true, render: (_dom, row) => `${row.otelAdi} – ${row.odaTipiAdi}` },
  { dataIndex: 'yetiskinSayisi', title: 'Yetişkin', sorter: true, align: 'center' },
  { dataIndex: 'cocuk06Sayisi', title: 'Çocuk (0-6)', sorter: true, align: 'center' },
  { dataIndex: 'cocuk611Sayisi', title: 'Çocuk (6-11)', sorter: true, align: 'center' },
  activeColumn<AccommodationType>(),
];

const rule = (field: keyof typeof accommodationTypePayloadSchema.shape & string) => [zodRule(accommodationTypePayloadSchema, field)];

/**
 * /admin/konaklamatipleri (admin spec §2, §5, §9): room type ('Oda tipi seçimi zorunludur.',
 * listed with its hotel), name ('Konaklama tipi adı en az 2 karakter olmalıdır.'), adults 1–3
 * ('Yetişkin sayısı 1 ile 3 arasında olmalıdır.', default 1), children 0-6 and 6-11 (≥ 0, default 0), active.
 * Default export: the page of exposed module `admin/AccommodationTypesPage` (src/app/routes.ts; the shell
 * guards it, Admin only).
 */
export function AccommodationTypesScreen() {
  return (
    <CrudPage<AccommodationType, typeof accommodationTypePayloadSchema>
      service={accommodationTypeService}
      schema={accommodationTypePayloadSchema}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ konaklamaTipiAdi: '', yetiskinSayisi: 1, cocuk06Sayisi: 0, cocuk611Sayisi: 0, aktif: true }}
      searchText={(row) => `${row.konaklamaTipiAdi} ${row.odaTipiAdi} ${row.otelAdi}`}
      rowLabel={(row) => `${row.otelAdi} ${row.odaTipiAdi} ${row.konaklamaTipiAdi}`}
      conflictField="konaklamaTipiAdi"
      fields={
        <>
          <ProFormSelect name="odaTipiId" label="Oda Tipi" required showSearch request={roomTypeOptions} rules={rule('odaTipiId')} fieldProps={{ optionFilterProp: 'label', fetchDataOnSearch: false }} placeholder="Oda tipi seçiniz" />
          <ProFormText name="konaklamaTipiAdi" label="Konaklama Tipi Adı" required rules={rule('konaklamaTipiAdi')} fieldProps={{ maxLength: 150, autoComplete: 'off' }} placeholder="Örn. 2 Yetişkin + 1 Çocuk" />
          <ProFormDigit name="yetiskinSayisi" label="Yetişkin Sayısı" required fieldProps={{ precision: 0 }} rules={rule('yetiskinSayisi')} />
          <ProFormDigit name="cocuk06Sayisi" label="Çocuk (0-6) Sayısı" min={0} fieldProps={{ precision: 0 }} rules={rule('cocuk06Sayisi')} />
          <ProFormDigit name="cocuk611Sayisi" label="Çocuk (6-11) Sayısı" min={0} fieldProps={{ precision: 0 }} rules={rule('cocuk611Sayisi')} />
          <ProFormSwitch name="aktif" label="Aktif" fieldProps={{ checkedChildren: 'Aktif', unCheckedChildren: 'Pasif' }} />
        </>
      }
    />
  );
}

export default AccommodationTypesScreen;
