import type { ProColumns } from '@ant-design/pro-components';
import { REFERENCE_MESSAGES as M, cityResource, type AdminCity } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';
import { lookupColumn } from '../lookups/components/lookupColumn';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/sehirler',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Şehirler' },
  order: 20,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Şehirler',
  backgroundTitle: 'ŞEHİR',
  description: 'Ülkelere bağlı şehirleri ekleyin, güncelleyin ve silin.',
  createTitle: 'Yeni Şehir',
  editTitle: 'Şehri Düzenle',
  tableTitle: 'Şehir Listesi',
  searchPlaceholder: 'Şehir veya ülke ara',
  loading: 'Şehirler yükleniyor...',
  loadFailed: 'Şehirler yüklenirken hata oluştu.',
  added: M.cityAdded,
  updated: M.cityUpdated,
  deleted: M.cityDeleted,
  confirmDelete: 'Bu şehri silmek istediğinizden emin misiniz?',
};

/**
 * The table's columns and the form's fields (CrudPage's formColumns: rules from the payload schema);
 * the country picker is form-only and comes first in the form.
 */
const COLUMNS: ProColumns<AdminCity>[] = [
  lookupColumn<AdminCity>('ulkeId', 'Ülke', 'countries', 'Ülke seçiniz'),
  { dataIndex: 'sehirAdi', title: 'Şehir Adı', sorter: true, fieldProps: { maxLength: 100, autoComplete: 'off', placeholder: 'Örn. Erzurum' } },
  { dataIndex: 'ulkeAdi', title: 'Ülke', sorter: true },
  activeColumn<AdminCity>(),
];

/**
 * /admin/sehirler (admin spec §2, §5, §8): country picker with search ('Ülke seçimi zorunludur.'),
 * 'Şehir Adı' ('Şehir adı en az 2 karakter olmalıdır.'), 'Aktif'; delete asks in a modal; the
 * pager shows ellipses past 7 pages with a window of 2 around the current page (81 provinces → 9).
 * Default export: the page of exposed module `admin/CitiesPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function CitiesScreen() {
  return (
    <CrudPage
      resource={cityResource}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ sehirAdi: '', aktif: true }}
      searchText={(row) => `${row.sehirAdi} ${row.ulkeAdi}`}
      rowLabel={(row) => row.sehirAdi}
      conflictField="sehirAdi"
      pageWindow={2}
    />
  );
}

export default CitiesScreen;
