import type { ProColumns } from '@ant-design/pro-components';
import { REFERENCE_MESSAGES as M, skillLevelResource, type SkillLevel } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/kaymaseviyeleri',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Kayma Seviyeleri' },
  order: 100,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Kayma Seviyeleri',
  backgroundTitle: 'SEVİYE',
  description: 'Çocuk kayıtlarında seçilen kayma seviyelerini ekleyin, güncelleyin ve silin.',
  createTitle: 'Yeni Kayma Seviyesi',
  editTitle: 'Kayma Seviyesini Düzenle',
  tableTitle: 'Kayma Seviyesi Listesi',
  searchPlaceholder: 'Kayma seviyesi ara',
  loading: 'Kayma seviyeleri yükleniyor...',
  loadFailed: 'Kayma seviyeleri yüklenirken hata oluştu.',
  added: M.skillLevelAdded,
  updated: M.skillLevelUpdated,
  deleted: M.skillLevelDeleted,
  confirmDelete: 'Bu kayma seviyesini silmek istediğinizden emin misiniz?',
};

/** The table's columns and the form's fields (CrudPage's formColumns: rules from the payload schema). */
const COLUMNS: ProColumns<SkillLevel>[] = [
  { dataIndex: 'kaymaSeviyesiAdi', title: 'Kayma Seviyesi', sorter: true, fieldProps: { maxLength: 50, autoComplete: 'off', placeholder: 'Örn. Başlangıç' } },
  activeColumn<SkillLevel>(),
];

/**
 * /admin/kaymaseviyeleri (admin spec §2, §5): 'Kayma Seviyesi' (required, at least 2 characters)
 * and 'Aktif'; listed in the API's order (beginner up).
 * Default export: the page of exposed module `admin/SkillLevelsPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function SkillLevelsScreen() {
  return (
    <CrudPage
      resource={skillLevelResource}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ kaymaSeviyesiAdi: '', aktif: true }}
      searchText={(row) => row.kaymaSeviyesiAdi}
      rowLabel={(row) => row.kaymaSeviyesiAdi}
      conflictField="kaymaSeviyesiAdi"
    />
  );
}

export default SkillLevelsScreen;
