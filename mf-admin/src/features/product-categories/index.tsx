import type { ProColumns } from '@ant-design/pro-components';
import { formatDate } from '@skiclub/shared/format';
import { CATEGORY_NAME_MAX, SHOP_CATALOG_MESSAGES as M, SHOP_DESCRIPTION_MAX, categoryResource, type AdminCategory } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/urun-kategorileri',
  guard: 'admin',
  menu: { section: 'admin', group: 'shop', label: 'Ürün Kategorileri' },
  order: 150,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Ürün Kategorileri',
  backgroundTitle: 'KATEGORİ',
  description: 'Mağaza ürün kategorilerini ekleyin, güncelleyin ve silin.',
  createTitle: 'Yeni Kategori',
  editTitle: 'Kategoriyi Düzenle',
  tableTitle: 'Kategori Listesi',
  searchPlaceholder: 'Kategori ara',
  loading: M.categoriesLoading,
  loadFailed: M.categoriesFailed,
  added: M.categoryAdded,
  updated: M.categoryUpdated,
  deleted: M.categoryDeleted,
  confirmDelete: M.confirmCategoryDelete,
};

/** The table's columns and the form's fields (CrudPage's formColumns: rules from the payload schema). */
const COLUMNS: ProColumns<AdminCategory>[] = [
  { dataIndex: 'kategoriAdi', title: 'Kategori Adı', sorter: true, fieldProps: { maxLength: CATEGORY_NAME_MAX, autoComplete: 'off', placeholder: 'Örn. Kayak Botları' } },
  { dataIndex: 'aciklama', title: 'Açıklama', ellipsis: true, render: (_d, row) => row.aciklama ?? '—', valueType: 'textarea', fieldProps: { maxLength: SHOP_DESCRIPTION_MAX, rows: 3 } },
  { dataIndex: 'urunSayisi', title: 'Ürün Sayısı', sorter: true, align: 'right', width: 120 },
  { dataIndex: 'olusturmaTarihi', title: 'Oluşturma Tarihi', sorter: true, width: 150, render: (_d, row) => formatDate(row.olusturmaTarihi) },
  activeColumn<AdminCategory>(),
];

/**
 * /admin/urun-kategorileri (admin spec §2, §3, §5, §7, §8): form 'Kategori Adı' (required, 2–100
 * characters), 'Açıklama', 'Aktif'; table '#', kategori adı, açıklama, ürün sayısı, oluşturma
 * tarihi (dd.mm.yyyy), durum; sorted by name. 409 'Bu kategori zaten kayıtlı.' lands on the name;
 * deleting a category that holds products shows 'Bu kategoride ürünler bulunduğu için silinemez.'.
 * Load failure 'Kategoriler yüklenirken hata oluştu.'.
 * Default export: the page of exposed module `admin/ProductCategoriesPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function ProductCategoriesScreen() {
  return (
    <CrudPage
      resource={categoryResource}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ kategoriAdi: '', aciklama: '', aktif: true }}
      toValues={(row) => ({ kategoriAdi: row.kategoriAdi, aciklama: row.aciklama ?? '', aktif: row.aktif })}
      searchText={(row) => `${row.kategoriAdi} ${row.aciklama ?? ''}`}
      rowLabel={(row) => row.kategoriAdi}
      defaultSort="kategoriAdi"
      conflictField="kategoriAdi"
    />
  );
}

export default ProductCategoriesScreen;
