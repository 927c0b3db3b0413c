import { DeleteOutlined, EditOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { App, Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useRef, useState } from 'react';
import { assetUrl } from '@skiclub/shared/api';
import { errorMessageOr } from '@skiclub/shared/errors';
import { formatMoney } from '@skiclub/shared/format';
import { ADMIN_MESSAGES, REGISTRATION_ADMIN_MESSAGES as R, type AdminRegistration } from '@skiclub/shared/schemas/admin';
import { ActiveBadge, useSuccessToast } from '@skiclub/shared/ui';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { AdminListPage, type AdminBanner, type AdminListApi } from '../crud/components/AdminListPage';
import { exportRegistrations } from './export';
import { adultLines, child06Lines, child611Lines, registrationSearchText, turkeyDate } from './people';
import { registrationService } from './api/service';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/kampakayitlari',
  guard: 'admin',
  menu: { section: 'admin', group: 'camp', label: 'Kamp Kayıtları' },
  order: 130,
} satisfies ScreenRoute;

const THUMB = { width: 60, height: 45, objectFit: 'cover', borderRadius: 4 } as const;

/** One line per person; '-' for none. */
function People({ lines }: { lines: string[] }) {
  if (!lines.length) return <Typography.Text type="secondary">-</Typography.Text>;
  return (
    <div className="adm-registrations__people">
      {lines.map((line, i) => (
        <div key={i}>{line}</div>
      ))}
    </div>
  );
}

const dash = (text: string | null | undefined) => (text && text.trim() ? text : '-');

/** The 17 data columns of admin spec §2 (with '#' and İşlemler: 19). */
const DATA_COLUMNS: ProColumns<AdminRegistration>[] = [
  { dataIndex: 'kampAdi', title: 'Kamp', sorter: true },
  { dataIndex: 'konaklamaTipiAdi', title: 'Konaklama Tipi', sorter: true, render: (_d, r) => dash(r.konaklamaTipiAdi) },
  { dataIndex: 'kullaniciAdSoyad', title: 'Kullanıcı Ad Soyad', sorter: true },
  { dataIndex: 'kullaniciId', title: 'Kullanıcı ID', sorter: true, render: (_d, r) => <Typography.Text copyable={{ text: r.kullaniciId }}>{r.kullaniciId}</Typography.Text> },
  { dataIndex: 'aciklama', title: 'Açıklama', sorter: true, render: (_d, r) => dash(r.aciklama) },
  { dataIndex: 'ucusKodu', title: 'Uçuş Kodu', sorter: true, render: (_d, r) => dash(r.ucusKodu) },
  { dataIndex: 'ekipKodu', title: 'Ekip Kodu', sorter: true, render: (_d, r) => dash(r.ekipKodu) },
  { dataIndex: 'odenecekTL', title: 'Ödenecek TL', sorter: true, align: 'right', render: (_d, r) => formatMoney(r.odenecekTL, 'TL') },
  { dataIndex: 'odenecekEuro', title: 'Ödenecek EURO', sorter: true, align: 'right', render: (_d, r) => formatMoney(r.odenecekEuro, 'EURO') },
  { dataIndex: 'odenecekUsd', title: 'Ödenecek USD', sorter: true, align: 'right', render: (_d, r) => formatMoney(r.odenecekUsd, 'USD') },
  { dataIndex: 'aktif', title: 'Durum', sorter: true, render: (_d, r) => <ActiveBadge aktif={r.aktif} /> },
  {
    key: 'gorselUrl',
    title: 'Görsel',
    render: (_d, r) => (r.gorselUrl ? <img className="adm-registrations__thumb" src={assetUrl(r.gorselUrl)} alt={r.kampAdi} width={60} height={45} style={THUMB} /> : '-'),
  },
  { key: 'yetiskinler', title: 'Yetişkinler', render: (_d, r) => <People lines={adultLines(r)} /> },
  { key: 'cocuklar06', title: 'Çocuklar (0-6)', render: (_d, r) => <People lines={child06Lines(r)} /> },
  { key: 'cocuklar611', title: 'Çocuklar (6-11)', render: (_d, r) => <People lines={child611Lines(r)} /> },
  {
    dataIndex: 'odemeDurumu',
    title: 'Ödeme Durumu',
    sorter: true,
    render: (_d, r) =>
      r.odemeDurumu ? (
        <Space size={4} wrap>
          <Tag color="green">Ödendi</Tag>
          {r.odemeTarihi && <Typography.Text type="secondary">{turkeyDate(r.odemeTarihi)}</Typography.Text>}
        </Space>
      ) : (
        <Tag color="orange">Beklemede</Tag>
      ),
  },
  { dataIndex: 'olusturmaTarihi', title: 'Kayıt Tarihi', sorter: true, render: (_d, r) => turkeyDate(r.olusturmaTarihi) || '-' },
];

/**
 * /admin/kampakayitlari (admin spec §2 Camp registration, §3, §8, §9): the 19-column table of every
 * registration (people one per line), paged (10), searched and sorted on the client with the
 * shared traits of the reference screens ('#' across pages, search back to page 1, sort cycle,
 * 'Kayıt bulunamadı.'); delete asks in a 'Silme Onayı' modal (paid ones: the API's 409 in the
 * banner); edit only says 'Kayıt düzenleme bu ekranda yapılamaz.'. 'Excel'e Aktar' writes the
 * current filtered and sorted list, every page, to kamp-kayitlari-YYYY-MM-DD.xlsx.
 * Default export: the page of exposed module `admin/RegistrationsPage` (its `route` above; the shell
 * guards it, Admin only). Runs the real {@link registrationService}.
 */
export function RegistrationsScreen() {
  const { modal, message } = App.useApp();
  const toast = useSuccessToast();
  const list = useRef<AdminListApi<AdminRegistration>>(null);
  const [banner, setBanner] = useState<AdminBanner | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);

  const reload = () => list.current?.reload();

  async function remove(row: AdminRegistration): Promise<void> {
    setBanner(null);
    setDeletingId(row.id);
    try {
      await registrationService.remove(row.id);
      toast(R.deleted);
      reload();
    } catch (e) {
      setBanner({ error: e, message: errorMessageOr(e, ADMIN_MESSAGES.deleteFailed), retry: reload });
    } finally {
      setDeletingId(null);
    }
  }

  const askDelete = (row: AdminRegistration) => {
    modal.confirm({ title: R.confirmTitle, content: R.confirmDelete, okText: 'Sil', cancelText: 'Vazgeç', okButtonProps: { danger: true }, onOk: () => remove(row) });
  };

  async function exportList(): Promise<void> {
    setBanner(null);
    // Every row matching the search, in the table's sort (all pages).
    const rows = list.current?.matchingRows() ?? [];
    if (!rows.length) {
      void message.info(R.exportEmpty);
      return;
    }
    setExporting(true);
    try {
      await exportRegistrations(rows);
    } catch (e) {
      console.warn(R.exportFailed, e);
      setBanner({ error: e, message: R.exportFailed, retry: () => void exportList() });
    } finally {
      setExporting(false);
    }
  }

  const label = (r: AdminRegistration) => `${r.kullaniciAdSoyad} ${r.kampAdi}`;
  const columns: ProColumns<AdminRegistration>[] = [
    ...DATA_COLUMNS,
    {
      key: 'actions',
      title: 'İşlemler',
      width: 96,
      align: 'center',
      fixed: 'right',
      render: (_d, row) => (
        <Space size={0}>
          <Tooltip title="Düzenle">
            <Button type="text" icon={<EditOutlined />} aria-label={`${label(row)} düzenle`} onClick={() => void message.info(R.noEditing)} />
          </Tooltip>
          <Tooltip title="Sil">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${label(row)} sil`} loading={deletingId === row.id} onClick={() => askDelete(row)} />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <AdminListPage<AdminRegistration>
      header={{ title: 'Kamp Kayıtları', backgroundTitle: 'KAYIT', description: "Kamplara yapılan kayıtları görüntüleyin, arayın, silin ve Excel'e aktarın." }}
      pageClassName="adm-registrations"
      banner={banner}
      onBannerClose={() => setBanner(null)}
      listRef={list}
      texts={{ tableTitle: 'Kayıt Listesi', loading: R.loading, loadFailed: R.loadFailed, searchPlaceholder: 'Kayıt ara' }}
      columns={columns}
      loadAll={() => registrationService.list()}
      searchText={registrationSearchText}
      toolbarEnd={({ loading, failed }) => (
        <Button icon={<FileExcelOutlined />} loading={exporting} disabled={exporting || loading || failed} onClick={() => void exportList()}>
          {R.exportButton}
        </Button>
      )}
    />
  );
}

export default RegistrationsScreen;
