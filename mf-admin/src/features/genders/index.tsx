import type { ProColumns } from '@ant-design/pro-components';
import { REFERENCE_MESSAGES as M, genderResource, type Gender } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/cinsiyetler',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Cinsiyetler' },
  order: 90,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Cinsiyetler',
  backgroundTitle: 'CİNSİYET',
  description: 'Kayıt formlarında seçilen cinsiyetleri ekleyin, güncelleyin ve silin.',
  createTitle: 'Yeni Cinsiyet',
  editTitle: 'Cinsiyeti Düzenle',
  tableTitle: 'Cinsiyet Listesi',
  searchPlaceholder: 'Cinsiyet ara',
  loading: 'Cinsiyetler yükleniyor...',
  loadFailed: 'Cinsiyetler yüklenirken hata oluştu.',
  added: M.genderAdded,
  updated: M.genderUpdated,
  deleted: M.genderDeleted,
  confirmDelete: M.confirmDeleteGender,
};

/** The table's columns and the form's fields (CrudPage's formColumns: rules from genderPayloadSchema). */
const COLUMNS: ProColumns<Gender>[] = [
  { dataIndex: 'cinsiyetAdi', title: 'Cinsiyet Adı', sorter: true, fieldProps: { maxLength: 50, autoComplete: 'off' } },
  activeColumn<Gender>(),
];

/**
 * /admin/cinsiyetler (admin spec §2, §5, §9): 'Cinsiyet Adı' (required, at least 2 characters) and
 * 'Aktif'; sorted by name at first; delete asks with the browser's confirm
 * ('Bu cinsiyeti silmek istediğinizden emin misiniz?').
 * Default export: the page of exposed module `admin/GendersPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function GendersScreen() {
  return (
    <CrudPage
      resource={genderResource}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ cinsiyetAdi: '', aktif: true }}
      searchText={(row) => row.cinsiyetAdi}
      rowLabel={(row) => row.cinsiyetAdi}
      defaultSort="cinsiyetAdi"
      confirm="browser"
      conflictField="cinsiyetAdi"
    />
  );
}

export default GendersScreen;
