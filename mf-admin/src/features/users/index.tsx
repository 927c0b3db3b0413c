import { CheckCircleOutlined, CrownOutlined, MailOutlined, SearchOutlined, StopOutlined, UserOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Input, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessageOr } from '@skiclub/shared/errors';
import { formatDate } from '@skiclub/shared/format';
import { ADMIN_ROLE } from '@skiclub/shared/schemas';
import { ADMIN_MESSAGES, MEMBER_ROLE_NAME, USER_MESSAGES as M, USER_PAGE_SIZE, type AdminUser, type UserRole } from '@skiclub/shared/schemas/admin';
import { useCurrentUser } from '@skiclub/shared/session';
import { ActiveBadge, ErrorAlert, InnerPage, useSuccessToast } from '@skiclub/shared/ui';
import type { ListQuery } from '../crud/api/createCrudService';
import '../crud/components/crud.css';
import { userService, type UserService } from './service';

/** Delay between the last key typed in the search box and the list call, in ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Sort cycle of admin spec §2: a new column starts ascending, the same column toggles. */
const SORT_CYCLE: ('ascend' | 'descend')[] = ['ascend', 'descend', 'ascend'];

/** Shown names of the roles (the API keeps 'Uye'). */
const ROLE_LABELS: Record<string, string> = { [ADMIN_ROLE]: 'Admin', [MEMBER_ROLE_NAME]: 'Üye' };

/**
 * The roles after the Admin toggle: Admin removed when present (Üye kept, or given when nothing
 * would be left), else added in front of the user's other roles.
 */
export function toggledAdminRoles(roller: readonly string[]): UserRole[] {
  const known = roller.filter((r): r is UserRole => r === ADMIN_ROLE || r === MEMBER_ROLE_NAME);
  if (known.includes(ADMIN_ROLE)) {
    const rest = known.filter((r) => r !== ADMIN_ROLE);
    return rest.length ? rest : [MEMBER_ROLE_NAME];
  }
  return [ADMIN_ROLE, ...known];
}

/** Full name of a row. */
const fullName = (u: AdminUser) => `${u.ad} ${u.soyad}`;

const DATA_COLUMNS: ProColumns<AdminUser>[] = [
  { dataIndex: 'adSoyad', title: 'Ad Soyad', sorter: true, render: (_d, u) => fullName(u) },
  { dataIndex: 'kullaniciAdi', title: 'Kullanıcı Adı', sorter: true },
  {
    dataIndex: 'email',
    title: 'E-posta',
    sorter: true,
    render: (_d, u) => (
      <Space size={4} wrap>
        <span>{u.email}</span>
        {u.emailOnaylandi ? <Tag color="green">Onaylı</Tag> : <Tag>Onaysız</Tag>}
      </Space>
    ),
  },
  {
    dataIndex: 'roller',
    title: 'Roller',
    sorter: true,
    render: (_d, u) => (
      <Space size={4} wrap>
        {u.roller.map((r) => (
          <Tag key={r} color={r === ADMIN_ROLE ? 'gold' : 'blue'}>
            {ROLE_LABELS[r] ?? r}
          </Tag>
        ))}
      </Space>
    ),
  },
  { dataIndex: 'aktif', title: 'Durum', sorter: true, render: (_d, u) => <ActiveBadge aktif={u.aktif} /> },
  { dataIndex: 'olusturmaTarihi', title: 'Kayıt Tarihi', sorter: true, render: (_d, u) => formatDate(u.olusturmaTarihi) || '-' },
];

/** A failed operation with its 'Tekrar Dene'. */
interface Banner {
  message: string;
  retry: () => void;
}

/** One row action: an icon button behind a Popconfirm; disabled with the own-row tooltip on the admin's own row. */
function RowAction(props: { label: string; tip: string; question: string; icon: ReactNode; danger?: boolean; own: boolean; busy: boolean; onConfirm: () => Promise<void> }) {
  const { label, tip, question, icon, danger, own, busy, onConfirm } = props;
  const button = <Button type="text" danger={danger} icon={icon} aria-label={label} loading={busy} disabled={own} />;
  // A disabled button gets no mouse events: the span carries the tooltip.
  if (own)
    return (
      <Tooltip title={M.ownRow}>
        <span className="adm-users__own-action">{button}</span>
      </Tooltip>
    );
  return (
    <Popconfirm title={question} okText="Evet" cancelText="Vazgeç" okButtonProps={{ danger }} onConfirm={onConfirm}>
      <Tooltip title={tip}>{button}</Tooltip>
    </Popconfirm>
  );
}

/**
 * /admin/kullanicilar (admin spec §2 Users, §3, §7, §8; issue 12 Users): the users table paged
 * (10), searched (ad, soyad, kullanıcı adı, e-posta; page 1 on change) and sorted on the server,
 * with '#' across pages and 'Kayıt bulunamadı.'. Each row offers, after a Popconfirm, the Admin
 * role toggle, the Aktif/Pasif toggle (deactivation ends the user's sessions at once) and
 * 'Şifre sıfırlama e-postası gönder'; the signed-in admin's own row has them disabled with a
 * tooltip. Successes toast and reload; failures show the server's message in a banner with
 * 'Tekrar Dene'. Needs antd's `<App>` above it.
 * @param service the users calls (tests give an in-memory one)
 */
export function UsersScreen({ service = userService }: { service?: UserService }) {
  const toast = useSuccessToast();
  const me = useCurrentUser();
  const table = useRef<ActionType>(undefined);
  const shownPage = useRef(1);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // The list call waits for a pause in typing; the new search starts on page 1.
  useEffect(() => {
    if (typed === keyword) return undefined;
    const timer = setTimeout(() => {
      setPage(1);
      setKeyword(typed);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, keyword]);

  const reload = () => {
    setLoadError(null);
    void table.current?.reload();
  };

  async function request(params: { current?: number; pageSize?: number; keyword?: string }, sorter: Record<string, 'ascend' | 'descend' | null>) {
    const [field, order] = Object.entries(sorter).find(([, o]) => o) ?? [];
    const query: ListQuery = { current: params.current ?? 1, pageSize: params.pageSize ?? USER_PAGE_SIZE, keyword: params.keyword ?? '', sort: field && order ? { field, order } : null };
    setLoading(true);
    try {
      const result = await service.list(query);
      setLoadError(null);
      const lastPage = Math.max(1, Math.ceil(result.total / query.pageSize));
      if (!result.rows.length && query.current > lastPage) setPage(lastPage);
      shownPage.current = query.current;
      return { data: result.rows, total: result.total, success: true };
    } catch (e) {
      setLoadError(e);
      return { data: [], total: 0, success: false };
    } finally {
      setLoading(false);
    }
  }

  /** Runs one operation: toast and reload on success, the banner (with retry) on failure. */
  async function run(key: string, operation: () => Promise<unknown>, success: string): Promise<void> {
    setBanner(null);
    setBusy(key);
    try {
      await operation();
      toast(success);
      reload();
    } catch (e) {
      setBanner({ message: errorMessageOr(e, M.failed), retry: () => void run(key, operation, success) });
    } finally {
      setBusy(null);
    }
  }

  const actions = (u: AdminUser) => {
    const own = u.id === me?.id;
    const name = fullName(u);
    const isAdmin = u.roller.includes(ADMIN_ROLE);
    return (
      <Space size={0}>
        <RowAction
          label={`${name} ${isAdmin ? 'yönetici yetkisini kaldır' : 'yönetici yap'}`}
          tip={isAdmin ? 'Yönetici yetkisini kaldır' : 'Yönetici yap'}
          question={isAdmin ? M.removeAdminConfirm : M.makeAdminConfirm}
          icon={isAdmin ? <UserOutlined /> : <CrownOutlined />}
          own={own}
          busy={busy === `${u.id}:rol`}
          onConfirm={() => run(`${u.id}:rol`, () => service.setRoles(u.id, toggledAdminRoles(u.roller)), M.rolesUpdated)}
        />
        <RowAction
          label={`${name} ${u.aktif ? 'pasifleştir' : 'aktifleştir'}`}
          tip={u.aktif ? 'Pasifleştir' : 'Aktifleştir'}
          question={u.aktif ? M.deactivateConfirm : M.activateConfirm}
          icon={u.aktif ? <StopOutlined /> : <CheckCircleOutlined />}
          danger={u.aktif}
          own={own}
          busy={busy === `${u.id}:aktif`}
          onConfirm={() => run(`${u.id}:aktif`, () => service.setActive(u.id, !u.aktif), u.aktif ? M.deactivated : M.activated)}
        />
        <RowAction
          label={`${name} ${M.resetButton.toLocaleLowerCase('tr-TR')}`}
          tip={M.resetButton}
          question={M.resetConfirm}
          icon={<MailOutlined />}
          own={own}
          busy={busy === `${u.id}:sifre`}
          onConfirm={() => run(`${u.id}:sifre`, () => service.sendPasswordReset(u.id), M.resetSent)}
        />
      </Space>
    );
  };

  const columns: ProColumns<AdminUser>[] = [
    { key: 'index', title: '#', width: 48, render: (_d, _r, index) => (shownPage.current - 1) * USER_PAGE_SIZE + index + 1 },
    ...DATA_COLUMNS.map((c): ProColumns<AdminUser> => ({ ...c, key: String(c.dataIndex), sortDirections: SORT_CYCLE })),
    { key: 'actions', title: 'İşlemler', width: 132, align: 'center', fixed: 'right', render: (_d, u) => actions(u) },
  ];

  return (
    <InnerPage
      title={M.title}
      backgroundTitle="ÜYELER"
      description="Üyeleri arayın; yönetici yetkisi verin veya kaldırın, hesapları aktifleştirin veya pasifleştirin, şifre sıfırlama e-postası gönderin."
      breadcrumb={[{ title: 'Yönetim' }, { title: M.title }]}
    >
      <div className="adm-crud adm-users">
        {banner && (
          <div className="adm-crud__banner">
            <ErrorAlert message={banner.message} onRetry={banner.retry} onClose={() => setBanner(null)} />
          </div>
        )}
        <ProTable<AdminUser>
          className="adm-crud-table"
          rowKey="id"
          actionRef={table}
          columns={columns}
          params={{ keyword }}
          request={request}
          loading={{ spinning: loading, tip: M.loading }}
          search={false}
          options={false}
          cardBordered
          headerTitle="Kullanıcı Listesi"
          toolBarRender={() => [
            <Input
              key="search"
              className="adm-crud-table__search"
              allowClear
              prefix={<SearchOutlined />}
              placeholder="Kullanıcı ara"
              aria-label="Kullanıcı ara"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />,
          ]}
          size="middle"
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: loadError ? <ErrorAlert message={errorMessageOr(loadError, M.loadFailed)} onRetry={reload} /> : loading ? null : ADMIN_MESSAGES.empty }}
          pagination={{ current: page, pageSize: USER_PAGE_SIZE, showSizeChanger: false, showTotal: (total) => `Toplam ${total} kayıt`, onChange: setPage }}
        />
      </div>
    </InnerPage>
  );
}
