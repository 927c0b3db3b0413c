import type { ProColumns } from '@ant-design/pro-components';
import { REFERENCE_MESSAGES as M, accommodationTypeResource, type AccommodationType } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';
import { lookupColumn } from '../lookups/components/lookupColumn';
import { roomTypeOptions } from './api/service';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/konaklamatipleri',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Konaklama Tipleri' },
  order: 50,
} satisfies ScreenRoute;

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

/** A whole-number count field of the form (ProFormDigit); the adults are marked required (1–3, admin spec §5). */
const count = (label: string, o: { min?: number; required?: boolean } = {}) => ({
  valueType: 'digit' as const,
  formItemProps: { label, ...(o.required ? { required: true } : {}) },
  fieldProps: { precision: 0, min: o.min },
});

/**
 * The table's columns and the form's fields (CrudPage's formColumns: rules from the payload schema);
 * the room type picker (listed with its hotel) is form-only and comes first in the form.
 */
const COLUMNS: ProColumns<AccommodationType>[] = [
  // Listed with their hotel (roomTypeOptions), not by name alone.
  { ...lookupColumn<AccommodationType>('odaTipiId', 'Oda Tipi', 'roomTypes', 'Oda tipi seçiniz'), request: roomTypeOptions },
  {
    dataIndex: 'konaklamaTipiAdi',
    title: 'Konaklama Tipi',
    sorter: true,
    formItemProps: { label: 'Konaklama Tipi Adı' },
    fieldProps: { maxLength: 150, autoComplete: 'off', placeholder: 'Örn. 2 Yetişkin + 1 Çocuk' },
  },
  { dataIndex: 'odaTipiAdi', title: 'Oda Tipi', sorter: true, render: (_dom, row) => `${row.otelAdi} – ${row.odaTipiAdi}` },
  { dataIndex: 'yetiskinSayisi', title: 'Yetişkin', sorter: true, align: 'center', ...count('Yetişkin Sayısı', { required: true }) },
  { dataIndex: 'cocuk06Sayisi', title: 'Çocuk (0-6)', sorter: true, align: 'center', ...count('Çocuk (0-6) Sayısı', { min: 0 }) },
  { dataIndex: 'cocuk611Sayisi', title: 'Çocuk (6-11)', sorter: true, align: 'center', ...count('Çocuk (6-11) Sayısı', { min: 0 }) },
  activeColumn<AccommodationType>(),
];

/**
 * /admin/konaklamatipleri (admin spec §2, §5, §9): room type ('Oda tipi seçimi zorunludur.',
 * listed with its hotel), name ('Konaklama tipi adı en az 2 karakter olmalıdır.'), adults 1–3
 * ('Yetişkin sayısı 1 ile 3 arasında olmalıdır.', default 1), children 0-6 and 6-11 (≥ 0, default 0), active.
 * Default export: the page of exposed module `admin/AccommodationTypesPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function AccommodationTypesScreen() {
  return (
    <CrudPage
      resource={accommodationTypeResource}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ konaklamaTipiAdi: '', yetiskinSayisi: 1, cocuk06Sayisi: 0, cocuk611Sayisi: 0, aktif: true }}
      searchText={(row) => `${row.konaklamaTipiAdi} ${row.odaTipiAdi} ${row.otelAdi}`}
      rowLabel={(row) => `${row.otelAdi} ${row.odaTipiAdi} ${row.konaklamaTipiAdi}`}
      conflictField="konaklamaTipiAdi"
    />
  );
}

export default AccommodationTypesScreen;
