import type { ProColumns } from '@ant-design/pro-components';
import { REFERENCE_MESSAGES as M, roomTypeResource, type RoomType } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';
import { lookupColumn } from '../lookups/components/lookupColumn';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/odatipleri',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Oda Tipleri' },
  order: 40,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Oda Tipleri',
  backgroundTitle: 'ODA TİPİ',
  description: 'Otellerin oda tiplerini ekleyin, güncelleyin ve silin.',
  createTitle: 'Yeni Oda Tipi',
  editTitle: 'Oda Tipini Düzenle',
  tableTitle: 'Oda Tipi Listesi',
  searchPlaceholder: 'Oda tipi veya otel ara',
  loading: 'Oda tipleri yükleniyor...',
  loadFailed: 'Oda tipleri yüklenirken hata oluştu.',
  added: M.roomTypeAdded,
  updated: M.roomTypeUpdated,
  deleted: M.roomTypeDeleted,
  confirmDelete: 'Bu oda tipini silmek istediğinizden emin misiniz?',
};

/**
 * The table's columns and the form's fields (CrudPage's formColumns: rules from the payload schema);
 * the hotel picker is form-only and comes first in the form.
 */
const COLUMNS: ProColumns<RoomType>[] = [
  lookupColumn<RoomType>('otelId', 'Otel', 'hotels', 'Otel seçiniz'),
  { dataIndex: 'odaTipiAdi', title: 'Oda Tipi Adı', sorter: true, fieldProps: { maxLength: 100, autoComplete: 'off', placeholder: 'Örn. Standart Oda' } },
  { dataIndex: 'otelAdi', title: 'Otel', sorter: true },
  activeColumn<RoomType>(),
];

/**
 * /admin/odatipleri (admin spec §2, §5, §8): hotel picker with search ('Otel seçimi zorunludur.'),
 * 'Oda Tipi Adı' ('Oda tipi adı en az 2 karakter olmalıdır.'), 'Aktif'.
 * Default export: the page of exposed module `admin/RoomTypesPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function RoomTypesScreen() {
  return (
    <CrudPage
      resource={roomTypeResource}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ odaTipiAdi: '', aktif: true }}
      searchText={(row) => `${row.odaTipiAdi} ${row.otelAdi}`}
      rowLabel={(row) => `${row.otelAdi} ${row.odaTipiAdi}`}
      conflictField="odaTipiAdi"
    />
  );
}

export default RoomTypesScreen;
