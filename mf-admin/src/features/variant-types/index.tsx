import { UnorderedListOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Tag, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { SHOP_CATALOG_MESSAGES as M, SHOP_DESCRIPTION_MAX, VARIANT_NAME_MAX, variantTypeResource, type VariantType } from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudPageApi, type CrudTexts } from '../crud/components/CrudPage';
import { ColourSwatch } from './components/ColourSwatch';
import { VariantValuesModal } from './components/VariantValuesModal';
import './variantTypes.css';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/varyant-tipleri',
  guard: 'admin',
  menu: { section: 'admin', group: 'shop', label: 'Varyant Tipleri' },
  order: 170,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Varyant Tipleri',
  backgroundTitle: 'VARYANT',
  description: 'Ürün varyant tiplerini (beden, renk, uzunluk …) ve değerlerini yönetin.',
  createTitle: 'Yeni Varyant Tipi',
  editTitle: 'Varyant Tipini Düzenle',
  tableTitle: 'Varyant Tipi Listesi',
  searchPlaceholder: 'Varyant tipi veya değer ara',
  loading: M.variantTypesLoading,
  loadFailed: M.variantTypesFailed,
  added: M.variantTypeAdded,
  updated: M.variantTypeUpdated,
  deleted: M.variantTypeDeleted,
  confirmDelete: M.confirmVariantTypeDelete,
  saveFailed: M.variantTypeSaveFailed,
  deleteFailed: M.variantTypeDeleteFailed,
};

/** How many values the table shows as tags before '+n'. */
const SHOWN_VALUES = 8;

/** The table's columns and the form's fields (CrudPage's formColumns: rules from the payload schema). */
const COLUMNS: ProColumns<VariantType>[] = [
  { dataIndex: 'tipAdi', title: 'Tip Adı', sorter: true, fieldProps: { maxLength: VARIANT_NAME_MAX, autoComplete: 'off', placeholder: 'Örn. Beden' } },
  { dataIndex: 'aciklama', title: 'Açıklama', ellipsis: true, render: (_d, row) => row.aciklama ?? '—', valueType: 'textarea', fieldProps: { maxLength: SHOP_DESCRIPTION_MAX, rows: 3 } },
  {
    key: 'varyantDegerleri',
    title: 'Değerler',
    render: (_d, row) =>
      row.varyantDegerleri.length ? (
        <span className="adm-variant-values">
          {row.varyantDegerleri.slice(0, SHOWN_VALUES).map((v) => (
            <Tag key={v.id} className={v.aktif ? undefined : 'adm-variant-values__passive'}>
              {v.degerKodu && <ColourSwatch code={v.degerKodu} />} {v.degerAdi}
            </Tag>
          ))}
          {row.varyantDegerleri.length > SHOWN_VALUES && <Tag>+{row.varyantDegerleri.length - SHOWN_VALUES}</Tag>}
        </span>
      ) : (
        '—'
      ),
  },
  activeColumn<VariantType>(),
];

/**
 * /admin/varyant-tipleri (admin spec §2, §3, §5, §7, §8): form 'Tip Adı' (required, at most 50),
 * 'Açıklama', 'Aktif'; table '#', tip adı, açıklama, its values as tags (colour swatch for a
 * colour code), durum, and the actions values (opens {@link VariantValuesModal}), edit, delete.
 * 409 'Bu varyant tipi zaten kayıtlı.' lands on the name; a type whose values are used by product
 * variants cannot be deleted (the server's 409 in the banner). Failures without a server message:
 * 'Varyant tipi kaydedilirken hata oluştu.', 'Varyant tipi silinirken hata oluştu.', 'Varyant
 * tipleri yüklenirken hata oluştu.'.
 * Default export: the page of exposed module `admin/VariantTypesPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function VariantTypesScreen() {
  const page = useRef<CrudPageApi>(null);
  const [valuesOf, setValuesOf] = useState<VariantType | null>(null);

  return (
    <>
      <CrudPage
        resource={variantTypeResource}
        texts={TEXTS}
        columns={COLUMNS}
        pageRef={page}
        createValues={{ tipAdi: '', aciklama: '', aktif: true }}
        toValues={(row) => ({ tipAdi: row.tipAdi, aciklama: row.aciklama ?? '', aktif: row.aktif })}
        searchText={(row) => `${row.tipAdi} ${row.aciklama ?? ''} ${row.varyantDegerleri.map((v) => v.degerAdi).join(' ')}`}
        rowLabel={(row) => row.tipAdi}
        defaultSort="tipAdi"
        conflictField="tipAdi"
        rowActions={(row) => (
          <Tooltip title="Değerler">
            <Button type="text" icon={<UnorderedListOutlined />} aria-label={`${row.tipAdi} değerleri`} onClick={() => setValuesOf(row)} />
          </Tooltip>
        )}
      />
      <VariantValuesModal type={valuesOf} onClose={() => setValuesOf(null)} onChanged={() => page.current?.reload()} />
    </>
  );
}

export default VariantTypesScreen;
