import { ProFormSwitch, ProFormText, type ProColumns } from '@ant-design/pro-components';
import { REFERENCE_MESSAGES as M, feeTypePayloadSchema, type FeeType } from '@skiclub/shared/schemas/admin';
import { ActiveBadge, zodRule } from '@skiclub/shared/ui';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';
import { feeTypeService } from './api/service';

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

const COLUMNS: ProColumns<FeeType>[] = [
  { dataIndex: 'ad', title: 'Ücret Tipi', sorter: true },
  { dataIndex: 'aktif', title: 'Durum', sorter: true, width: 110, render: (_dom, row) => <ActiveBadge aktif={row.aktif} /> },
];

/**
 * /admin/kampucrettipleri (admin spec §2, §5): 'Ad' (required, at least 2 characters) and 'Aktif'.
 * Default export: the page of exposed module `admin/FeeTypesPage` (src/app/routes.ts; the shell
 * guards it, Admin only).
 */
export function FeeTypesScreen() {
  return (
    <CrudPage<FeeType, typeof feeTypePayloadSchema>
      service={feeTypeService}
      schema={feeTypePayloadSchema}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ ad: '', aktif: true }}
      searchText={(row) => row.ad}
      rowLabel={(row) => row.ad}
      conflictField="ad"
      fields={
        <>
          <ProFormText name="ad" label="Ad" required rules={[zodRule(feeTypePayloadSchema, 'ad')]} fieldProps={{ maxLength: 50, autoComplete: 'off' }} placeholder="Örn. Kişi Başı" />
          <ProFormSwitch name="aktif" label="Aktif" fieldProps={{ checkedChildren: 'Aktif', unCheckedChildren: 'Pasif' }} />
        </>
      }
    />
  );
}

export default FeeTypesScreen;
