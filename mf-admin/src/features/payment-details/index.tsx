import { ProFormDependency, ProFormDigit, ProFormSwitch, ProFormText, type ProColumns } from '@ant-design/pro-components';
import { Alert, DatePicker, Form, Space, Tag, Typography, type FormRule } from 'antd';
import { useState } from 'react';
import { MONEY_INPUT_PROPS, formatDate, formatMoney } from '@skiclub/shared/format';
import {
  PAYMENT_DETAIL_MESSAGES as M,
  paymentDetailFieldError,
  paymentDetailResource,
  type PAYMENT_DETAIL_FIELDS,
  type PaymentDetail,
  type PaymentDetailPayload,
} from '@skiclub/shared/schemas/admin';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { CampSelect } from '../camps/components/CampSelect';
import { CrudPage, type CrudTexts } from '../crud/components/CrudPage';
import { DAY_PICKER_PROPS, dayTextItem } from '../crud/components/dayText';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/odemedetaylari',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Ödeme Detayları' },
  order: 120,
} satisfies ScreenRoute;

const TEXTS: CrudTexts = {
  title: 'Ödeme Detayları',
  backgroundTitle: 'ÖDEME',
  description: 'Kamp ödemelerini kaydedin, güncelleyin ve silin. Kartla alınan ödemelerin tutarları değiştirilemez.',
  createTitle: 'Yeni Ödeme Detayı',
  editTitle: 'Ödeme Detayını Düzenle',
  tableTitle: 'Ödeme Listesi',
  searchPlaceholder: 'Ödeme ara',
  loading: 'Ödemeler yükleniyor...',
  loadFailed: M.loadFailed,
  added: M.added,
  updated: M.updated,
  deleted: M.deleted,
  confirmDelete: M.confirmDelete,
};

/** Calendar day (yyyy-mm-dd) of an instant in Turkey, as the API reads a payment date. */
export function turkeyDay(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));
}

/** Paid (with its date, and 'Kart' for a card payment) or pending, as the member side shows it. */
function PaymentState({ row }: { row: PaymentDetail }) {
  if (!row.odemeDurumu) return <Tag color="orange">Beklemede</Tag>;
  return (
    <Space size={4} wrap>
      <Tag color="green">Ödendi</Tag>
      {row.odemeTarihi && <Typography.Text type="secondary">{formatDate(turkeyDay(row.odemeTarihi))}</Typography.Text>}
      {row.bankaReferansNo && <Tag color="blue">Kart</Tag>}
    </Space>
  );
}

/**
 * Form rule of one field (admin spec §5): the whole body is checked in the spec's order and the
 * field shows the message only when it holds the first failure.
 */
function orderedRule(name: keyof typeof PAYMENT_DETAIL_FIELDS): FormRule {
  return (form) => ({
    validator: async (_rule, value: unknown) => {
      const message = paymentDetailFieldError(name, { ...(form.getFieldsValue(true) as Record<string, unknown>), [name]: value });
      if (message) throw new Error(message);
    },
  });
}

const money = (currency: 'TL' | 'EURO' | 'USD') => (value: number) => formatMoney(value, currency);

const COLUMNS: ProColumns<PaymentDetail>[] = [
  { dataIndex: 'kampAdi', title: 'Kamp', sorter: true },
  {
    dataIndex: 'kullaniciId',
    title: 'Kullanıcı ID',
    sorter: true,
    render: (_dom, row) => (
      <Space direction="vertical" size={0}>
        <Typography.Text copyable={{ text: row.kullaniciId }} className="adm-payment__user-id">
          {row.kullaniciId}
        </Typography.Text>
        <Typography.Text type="secondary">
          {row.kullaniciAdSoyad} ({row.kullaniciAdi})
        </Typography.Text>
      </Space>
    ),
  },
  { dataIndex: 'toplamTl', title: 'Toplam TL', sorter: true, align: 'right', render: (_dom, row) => money('TL')(row.toplamTl) },
  { dataIndex: 'toplamEuro', title: 'Toplam EURO', sorter: true, align: 'right', render: (_dom, row) => money('EURO')(row.toplamEuro) },
  { dataIndex: 'toplamUsd', title: 'Toplam USD', sorter: true, align: 'right', render: (_dom, row) => money('USD')(row.toplamUsd) },
  { dataIndex: 'odemeDurumu', title: 'Ödeme', sorter: true, render: (_dom, row) => <PaymentState row={row} /> },
];

const CREATE_VALUES: PaymentDetailPayload = { kampId: undefined, kullaniciId: '', toplamTl: 0, toplamEuro: 0, toplamUsd: 0, odemeDurumu: false, odemeTarihi: null };

/** Edit values of a row: the payment date as its Turkish calendar day. */
const toFormValues = (row: PaymentDetail): PaymentDetailPayload => ({
  kampId: row.kampId,
  kullaniciId: row.kullaniciId,
  toplamTl: row.toplamTl,
  toplamEuro: row.toplamEuro,
  toplamUsd: row.toplamUsd,
  odemeDurumu: row.odemeDurumu,
  odemeTarihi: row.odemeTarihi ? turkeyDay(row.odemeTarihi) : null,
});

const searchText = (row: PaymentDetail) => [row.kampAdi, row.kullaniciId, row.kullaniciAdSoyad, row.kullaniciAdi, row.bankaReferansNo ?? ''].join(' ');

/** A money field: Turkish format, step 0.01, 2 decimals (admin spec §3, §9); a negative amount reaches the rule ('Toplam TL 0 veya daha büyük olmalıdır.'). */
function MoneyField({ name, label, disabled }: { name: 'toplamTl' | 'toplamEuro' | 'toplamUsd'; label: string; disabled: boolean }) {
  return (
    <ProFormDigit
      name={name}
      label={label}
      required
      disabled={disabled}
      rules={[orderedRule(name)]}
      fieldProps={{ ...MONEY_INPUT_PROPS, style: { width: '100%' } }}
    />
  );
}

/**
 * /admin/odemedetaylari (admin spec §2 Payment Detail, §3, §5, §8): camp (search picker), user ID,
 * totals TL/EURO/USD (≥ 0, step 0.01), paid flag and date; validated in the spec's order with only
 * the first failure shown; delete asks in a 'Silme Onayı' modal. A record paid by card (bank
 * reference) keeps its totals, flag and date (fields locked; the API answers 409 too), and a
 * registration's record keeps its camp and user.
 * Default export: the page of exposed module `admin/PaymentDetailsPage` (its `route` above; the shell
 * guards it, Admin only).
 */
export function PaymentDetailsScreen() {
  const [editing, setEditing] = useState<PaymentDetail | null>(null);
  const cardPaid = !!editing?.bankaReferansNo;
  const linked = !!editing?.kampaKayitId;
  return (
    <CrudPage
      resource={paymentDetailResource}
      texts={TEXTS}
      columns={COLUMNS}
      createValues={CREATE_VALUES}
      toValues={toFormValues}
      searchText={searchText}
      rowLabel={(row) => `${row.kampAdi} ${row.kullaniciAdSoyad}`}
      confirm="modal"
      confirmTitle={M.confirmTitle}
      onModeChange={setEditing}
      fields={
        <>
          {(cardPaid || linked) && (
            <Alert
              className="adm-payment__lock"
              type="info"
              showIcon
              message={cardPaid ? `Kartla ödendi (banka referansı ${editing?.bankaReferansNo}): tutarlar ve ödeme durumu değiştirilemez.` : 'Bu ödeme bir kamp kaydına ait: kampı ve kullanıcısı değiştirilemez.'}
              style={{ marginBottom: 16 }}
            />
          )}
          <CampSelect name="kampId" label="Kamp" required disabled={linked} rules={[orderedRule('kampId')]} />
          <ProFormText
            name="kullaniciId"
            label="Kullanıcı ID"
            required
            disabled={linked}
            placeholder="Örn. 3f2b…-…"
            rules={[orderedRule('kullaniciId')]}
            fieldProps={{ maxLength: 36, autoComplete: 'off' }}
          />
          <MoneyField name="toplamTl" label="Toplam TL" disabled={cardPaid} />
          <MoneyField name="toplamEuro" label="Toplam EURO" disabled={cardPaid} />
          <MoneyField name="toplamUsd" label="Toplam USD" disabled={cardPaid} />
          <ProFormSwitch name="odemeDurumu" label="Ödeme Durumu" disabled={cardPaid} fieldProps={{ checkedChildren: 'Ödendi', unCheckedChildren: 'Beklemede' }} />
          <ProFormDependency name={['odemeDurumu']}>
            {({ odemeDurumu }: { odemeDurumu?: boolean }) =>
              odemeDurumu ? (
                <Form.Item
                  name="odemeTarihi"
                  label="Ödeme Tarihi"
                  extra="Boş bırakılırsa bugün kaydedilir."
                  rules={[orderedRule('odemeTarihi')]}
                  {...dayTextItem(null)}
                >
                  <DatePicker {...DAY_PICKER_PROPS} disabled={cardPaid} />
                </Form.Item>
              ) : null
            }
          </ProFormDependency>
        </>
      }
    />
  );
}

export default PaymentDetailsScreen;
