import type { ProColumns } from '@ant-design/pro-components';
import { REFERENCE_MESSAGES as M, feeTypeResource, type FeeType } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/kampucrettipleri',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Kamp Ücret Tipleri' },
  order: 60,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Kamp Ücret Tipleri',
  backgroundTitle: 'ÜCRET TİPİ',
  description: 'Kamp ücretlerinin tiplerini ekleyin, güncelleyin ve silin.',
  createTitle: 'Yeni Ücret Tipi',
  editTitle: 'Ücret Tipini Düzenle',
  tableTitle: 'Ücret Tipi Listesi',
  searchPlaceholder: 'Ücret tipi ara',
  loading: 'Kamp ücret tipleri yükleniyor...',
  loadFailed: 'Kamp ücret tipleri yüklenirken hata oluştu.',
  added: M.feeTypeAdded,
  updated: M.feeTypeUpdated,
  deleted: M.feeTypeDeleted,
  confirmDelete: 'Bu kamp ücret tipini silmek istediğinizden emin misiniz?',
};

/** The table's columns and the form's fields (CrudPage's formColumns: rules from the payload schema). */
const COLUMNS: ProColumns<FeeType>[] = [
  { dataIndex: 'ad', title: 'Ücret Tipi', sorter: true, formItemProps: { label: 'Ad' }, fieldProps: { maxLength: 50, autoComplete: 'off', placeholder: 'Örn. Kişi Başı' } },
  activeColumn<FeeType>(),
];

/**
 * /admin/kampucrettipleri (admin spec §2, §5): 'Ad' (required, at least 2 characters) and 'Aktif'.
 * Default export: the page of exposed module `admin/FeeTypesPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function FeeTypesScreen() {
  return (
    <CrudPage
      resource={feeTypeResource}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ ad: '', aktif: true }}
      searchText={(row) => row.ad}
      rowLabel={(row) => row.ad}
      conflictField="ad"
    />
  );
}

export default FeeTypesScreen;
