import type { ProColumns } from '@ant-design/pro-components';
import { REFERENCE_MESSAGES as M, hotelResource, type Hotel } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';
import { lookupOptions } from '../lookups/api/lookups';
import { lookupColumn } from '../lookups/components/lookupColumn';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/oteller',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Oteller' },
  order: 30,
} satisfies ScreenRoute;

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

/**
 * The table's columns and the form's fields (CrudPage's formColumns: rules from
 * hotelPayloadSchema). The form asks country → city → name → active: the two pickers are
 * form-only columns (a new country clears the city, and the city picker lists that country's
 * cities); the table shows the names.
 */
const COLUMNS: ProColumns<Hotel>[] = [
  lookupColumn<Hotel>('ulkeId', 'Ülke', 'countries', 'Ülke seçiniz', { clears: ['sehirId'] }),
  {
    ...lookupColumn<Hotel>('sehirId', 'Şehir', 'cities', 'Önce ülke seçiniz'),
    dependencies: ['ulkeId'],
    request: async ({ ulkeId }: { ulkeId?: string }) => (ulkeId ? lookupOptions('cities', (city) => city.ulkeId === ulkeId) : []),
  },
  { dataIndex: 'otelAdi', title: 'Otel Adı', sorter: true, fieldProps: { maxLength: 150, autoComplete: 'off' } },
  { dataIndex: 'sehirAdi', title: 'Şehir', sorter: true },
  { dataIndex: 'ulkeAdi', title: 'Ülke', sorter: true },
  activeColumn<Hotel>(),
];

/**
 * /admin/oteller (admin spec §2, §5, §8): country and city ('Ülke seçimi zorunludur.', 'Şehir
 * seçimi zorunludur.'; choosing a country lists its cities and clears the city), 'Otel Adı'
 * ('Otel adı en az 2 karakter olmalıdır.'), 'Aktif'; delete asks in a modal.
 * Default export: the page of exposed module `admin/HotelsPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function HotelsScreen() {
  return (
    <CrudPage
      resource={hotelResource}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ otelAdi: '', aktif: true }}
      searchText={(row) => `${row.otelAdi} ${row.sehirAdi} ${row.ulkeAdi}`}
      rowLabel={(row) => row.otelAdi}
      conflictField="otelAdi"
    />
  );
}

export default HotelsScreen;
