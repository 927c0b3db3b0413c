import type { ProColumns } from '@ant-design/pro-components';
import type { FormRule } from 'antd';
import { formatDate } from '@skiclub/shared/format';
import { REFERENCE_MESSAGES as M, discountCodePayloadSchema, discountCodeResource, type DiscountCode } from '@skiclub/shared/schemas/admin';
import { zodFieldError } from '@skiclub/shared/ui';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { activeColumn } from '../crud/components/activeColumn';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';
import { DAY_PICKER_PROPS, dayTextItem } from '../crud/components/dayText';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/ekipindirimikodlari',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Ekip İndirim Kodları' },
  order: 110,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Ekip İndirim Kodları',
  backgroundTitle: 'İNDİRİM',
  description: 'Ekiplere verilen indirim kodlarını, oranlarını, geçerlilik tarihlerini ve kullanım sınırlarını yönetin.',
  createTitle: 'Yeni İndirim Kodu',
  editTitle: 'İndirim Kodunu Düzenle',
  tableTitle: 'İndirim Kodu Listesi',
  searchPlaceholder: 'Kod ara',
  loading: 'İndirim kodları yükleniyor...',
  loadFailed: 'İndirim kodları yüklenirken hata oluştu.',
  added: M.discountCodeAdded,
  updated: M.discountCodeUpdated,
  deleted: M.discountCodeDeleted,
  confirmDelete: 'Bu indirim kodunu silmek istediğinizden emin misiniz?',
};

/**
 * The end date's rule: the schema's messages (zodFieldError), then 'Bitiş tarihi başlangıç
 * tarihinden önce olamaz.' checked here too, since the schema's object rule is skipped live while
 * other fields are still empty. One rule, so one message at a time.
 */
const endDateRule: FormRule = (form) => ({
  validator: async (_rule, end: unknown) => {
    const values: Record<string, unknown> = { ...(form.getFieldsValue(true) as Record<string, unknown>), bitisTarihi: end };
    const message = zodFieldError(discountCodePayloadSchema, 'bitisTarihi', values);
    if (message) throw new Error(message);
    const start = values.baslangicTarihi;
    if (typeof end === 'string' && typeof start === 'string' && end && start && end < start) throw new Error(M.endBeforeStart);
  },
});


/**
 * The table's columns and the form's fields (CrudPage's formColumns: rules from
 * discountCodePayloadSchema). The form's maximum is `maksimumKullanim` (form only); the table
 * lists `maksimumKullanimSayisi` beside the usage so far.
 */
const COLUMNS: ProColumns<DiscountCode>[] = [
  { dataIndex: 'kodAdi', title: 'Kod', sorter: true, formItemProps: { label: 'Kod Adı' }, fieldProps: { maxLength: 50, autoComplete: 'off', placeholder: 'Örn. EKIP2026' } },
  {
    dataIndex: 'indirimOrani',
    title: 'İndirim',
    sorter: true,
    align: 'right',
    render: (_dom, row) => `%${row.indirimOrani.toLocaleString('tr-TR')}`,
    valueType: 'digit',
    formItemProps: { label: 'İndirim Oranı (%)' },
    // Turkish decimal comma, as the table's '%12,5': the field shows 12,50 and reads 12,5 typed.
    fieldProps: { precision: 2, decimalSeparator: ',' },
  },
  { dataIndex: 'baslangicTarihi', title: 'Başlangıç', sorter: true, render: (_dom, row) => formatDate(row.baslangicTarihi), valueType: 'date', formItemProps: { label: 'Başlangıç Tarihi', ...dayTextItem() }, fieldProps: DAY_PICKER_PROPS },
  {
    dataIndex: 'bitisTarihi',
    title: 'Bitiş',
    sorter: true,
    render: (_dom, row) => formatDate(row.bitisTarihi),
    valueType: 'date',
    dependencies: ['baslangicTarihi'],
    formItemProps: { label: 'Bitiş Tarihi', ...dayTextItem(), required: true, rules: [endDateRule] },
    fieldProps: DAY_PICKER_PROPS,
  },
  { dataIndex: 'maksimumKullanimSayisi', title: 'Kullanım', sorter: true, align: 'center', render: (_dom, row) => `${row.kullanimSayisi} / ${row.maksimumKullanimSayisi}` },
  { dataIndex: 'maksimumKullanim', title: 'Maksimum Kullanım', hideInTable: true, valueType: 'digit', fieldProps: { precision: 0 } },
  activeColumn<DiscountCode>(),
];

/**
 * /admin/ekipindirimikodlari (admin spec §2, §3, §5, §9): 'Kod Adı' (≥ 2), 'İndirim Oranı (%)'
 * 1–100, start and end dates (required, the end not before the start), 'Maksimum Kullanım' (≥ 1;
 * sent as maksimumKullanim, listed as maksimumKullanimSayisi beside the usage so far, e.g. '3 / 50'),
 * 'Aktif'. A maximum below the usage so far is refused by the API on its field.
 * Default export: the page of exposed module `admin/DiscountCodesPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function DiscountCodesScreen() {
  return (
    <CrudPage
      resource={discountCodeResource}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={{ kodAdi: '', aktif: true }}
      toValues={(row) => ({
        kodAdi: row.kodAdi,
        indirimOrani: row.indirimOrani,
        baslangicTarihi: row.baslangicTarihi,
        bitisTarihi: row.bitisTarihi,
        maksimumKullanim: row.maksimumKullanimSayisi,
        aktif: row.aktif,
      })}
      searchText={(row) => row.kodAdi}
      rowLabel={(row) => row.kodAdi}
      conflictField="kodAdi"
    />
  );
}

export default DiscountCodesScreen;
