import type { ProColumns } from '@ant-design/pro-components';
import { ADMIN_MESSAGES, countryResource, type Country } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/ulkeler',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Ülkeler' },
  order: 10,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Ülkeler',
  backgroundTitle: 'ÜLKE',
  description: 'Ülke tanımlarını ekleyin, güncelleyin ve silin.',
  createTitle: 'Yeni Ülke',
  editTitle: 'Ülkeyi Düzenle',
  tableTitle: 'Ülke Listesi',
  searchPlaceholder: 'Ülke ara',
  loading: 'Ülkeler yükleniyor...',
  loadFailed: 'Ülkeler yüklenirken hata oluştu.',
  added: ADMIN_MESSAGES.countryAdded,
  updated: ADMIN_MESSAGES.countryUpdated,
  deleted: ADMIN_MESSAGES.countryDeleted,
  confirmDelete: ADMIN_MESSAGES.confirmDeleteCountry,
};

/** The table's columns and the form's fields (CrudPage's formColumns: rules from the payload schema). */
const COLUMNS: ProColumns<Country>[] = [
  { dataIndex: 'ulkeAdi', title: 'Ülke Adı', sorter: true, fieldProps: { maxLength: 100, autoComplete: 'off', placeholder: 'Örn. Türkiye' } },
  activeColumn<Country>(),
];

/**
 * /admin/ulkeler (admin spec §2, §5, §8, §9): 'Ülke Adı' (required, at least 2 characters, from
 * countryPayloadSchema) and 'Aktif'; table sorted by name; 409 'Bu ülke zaten kayıtlı.' on the name;
 * delete asks with the browser's confirm.
 * Default export: the page of exposed module `admin/CountriesPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function CountriesScreen() {
  return (
    <CrudPage
      resource={countryResource}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ ulkeAdi: '', aktif: true }}
      searchText={(row) => row.ulkeAdi}
      rowLabel={(row) => row.ulkeAdi}
      defaultSort="ulkeAdi"
      conflictField="ulkeAdi"
      confirm="browser"
    />
  );
}

export default CountriesScreen;
