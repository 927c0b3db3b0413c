import { CheckCircleOutlined, CloudOutlined, CloudUploadOutlined, CrownOutlined, MailOutlined, StopOutlined, UserOutlined } from '@ant-design/icons';
import type { ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { errorMessageOr } from '@skiclub/shared/errors';
import { formatDate } from '@skiclub/shared/format';
import { ADMIN_ROLE, RELEASE_MANAGER_ROLE } from '@skiclub/shared/schemas';
import { MEMBER_ROLE_NAME, USER_MESSAGES as M, USER_PAGE_SIZE, USER_ROLES, USER_ROLE_LABELS, type AdminUser, type UserRole } from '@skiclub/shared/schemas/admin';
import { useCurrentUser } from '@skiclub/shared/session';
import { ActiveBadge, useSuccessToast } from '@skiclub/shared/ui';
import type { ScreenRoute } from '@skiclub/shared/routes';
import { AdminListPage, type AdminBanner, type AdminListApi } from '../crud/components/AdminListPage';
import { userService } from './api/service';

/** Where this screen lives (admin spec §2); read from this file's text by the build: literals only ({@link ScreenRoute}). */
export const route = {
  path: '/admin/kullanicilar',
  guard: 'admin',
  menu: { section: 'admin', group: 'user', label: 'Kullanıcılar' },
  order: 190,
} satisfies ScreenRoute;

/** Delay between the last key typed in the search box and the list call, in ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Shown names of the roles (the API keeps 'Uye', 'ReleaseManager'). */
const ROLE_LABELS: Readonly<Record<string, string>> = USER_ROLE_LABELS;

/**
 * The roles after toggling `role` (Admin or ReleaseManager): removed when present (the other roles
 * kept, Üye given when nothing would be left), else added; in the order of USER_ROLES (Admin first).
 */
export function toggledRoles(roller: readonly string[], role: UserRole): UserRole[] {
  const known = roller.filter((r): r is UserRole => (USER_ROLES as readonly string[]).includes(r));
  const next = known.includes(role) ? known.filter((r) => r !== role) : [...known, role];
  if (!next.length) return [MEMBER_ROLE_NAME];
  return USER_ROLES.filter((r) => next.includes(r));
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
 * /admin/kullanicilar (admin spec §2 Users, §3, §7, §8): the users table paged
 * (10), searched (ad, soyad, kullanıcı adı, e-posta; page 1 on change) and sorted on the server,
 * with '#' across pages and 'Kayıt bulunamadı.'. Each row offers, after a Popconfirm, the Admin
 * role toggle, the ReleaseManager role toggle (the release console /yayinlar), the Aktif/Pasif toggle (deactivation ends the user's sessions at once) and
 * 'Şifre sıfırlama e-postası gönder'; the signed-in admin's own row has them disabled with a
 * tooltip. Successes toast and reload; failures show the server's message in a banner with
 * 'Tekrar Dene'. Needs antd's `<App>` above it.
 * Default export: the page of exposed module `admin/UsersPage` (its `route` above; the shell
 * guards it, Admin only). Runs the real {@link userService}.
 */
export function UsersScreen() {
  const toast = useSuccessToast();
  const me = useCurrentUser();
  const list = useRef<AdminListApi<AdminUser>>(null);
  const [banner, setBanner] = useState<AdminBanner | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const reload = () => list.current?.reload();

  /** Runs one operation: toast and reload on success, the banner (with retry) on failure. */
  async function run(key: string, operation: () => Promise<unknown>, success: string): Promise<void> {
    setBanner(null);
    setBusy(key);
    try {
      await operation();
      toast(success);
      reload();
    } catch (e) {
      setBanner({ error: e, message: errorMessageOr(e, M.failed), retry: () => void run(key, operation, success) });
    } finally {
      setBusy(null);
    }
  }

  const actions = (u: AdminUser) => {
    const own = u.id === me?.id;
    const name = fullName(u);
    const isAdmin = u.roller.includes(ADMIN_ROLE);
    const isReleaseManager = u.roller.includes(RELEASE_MANAGER_ROLE);
    return (
      <Space size={0}>
        <RowAction
          label={`${name} ${isAdmin ? 'yönetici yetkisini kaldır' : 'yönetici yap'}`}
          tip={isAdmin ? 'Yönetici yetkisini kaldır' : 'Yönetici yap'}
          question={isAdmin ? M.removeAdminConfirm : M.makeAdminConfirm}
          icon={isAdmin ? <UserOutlined /> : <CrownOutlined />}
          own={own}
          busy={busy === `${u.id}:rol`}
          onConfirm={() => run(`${u.id}:rol`, () => userService.setRoles(u.id, toggledRoles(u.roller, ADMIN_ROLE)), M.rolesUpdated)}
        />
        <RowAction
          label={`${name} ${isReleaseManager ? 'sürüm yöneticisi yetkisini kaldır' : 'sürüm yöneticisi yap'}`}
          tip={isReleaseManager ? 'Sürüm yöneticisi yetkisini kaldır' : 'Sürüm yöneticisi yap'}
          question={isReleaseManager ? M.removeReleaseManagerConfirm : M.makeReleaseManagerConfirm}
          icon={isReleaseManager ? <CloudOutlined /> : <CloudUploadOutlined />}
          own={own}
          busy={busy === `${u.id}:yayin`}
          onConfirm={() => run(`${u.id}:yayin`, () => userService.setRoles(u.id, toggledRoles(u.roller, RELEASE_MANAGER_ROLE)), M.rolesUpdated)}
        />
        <RowAction
          label={`${name} ${u.aktif ? 'pasifleştir' : 'aktifleştir'}`}
          tip={u.aktif ? 'Pasifleştir' : 'Aktifleştir'}
          question={u.aktif ? M.deactivateConfirm : M.activateConfirm}
          icon={u.aktif ? <StopOutlined /> : <CheckCircleOutlined />}
          danger={u.aktif}
          own={own}
          busy={busy === `${u.id}:aktif`}
          onConfirm={() => run(`${u.id}:aktif`, () => userService.setActive(u.id, !u.aktif), u.aktif ? M.deactivated : M.activated)}
        />
        <RowAction
          label={`${name} ${M.resetButton.toLocaleLowerCase('tr-TR')}`}
          tip={M.resetButton}
          question={M.resetConfirm}
          icon={<MailOutlined />}
          own={own}
          busy={busy === `${u.id}:sifre`}
          onConfirm={() => run(`${u.id}:sifre`, () => userService.sendPasswordReset(u.id), M.resetSent)}
        />
      </Space>
    );
  };

  const columns: ProColumns<AdminUser>[] = [...DATA_COLUMNS, { key: 'actions', title: 'İşlemler', width: 168, align: 'center', fixed: 'right', render: (_d, u) => actions(u) }];

  return (
    <AdminListPage<AdminUser>
      header={{
        title: M.title,
        backgroundTitle: 'ÜYELER',
        description: 'Üyeleri arayın; yönetici yetkisi verin veya kaldırın, hesapları aktifleştirin veya pasifleştirin, şifre sıfırlama e-postası gönderin.',
      }}
      pageClassName="adm-users"
      banner={banner}
      onBannerClose={() => setBanner(null)}
      listRef={list}
      texts={{ tableTitle: 'Kullanıcı Listesi', loading: M.loading, loadFailed: M.loadFailed, searchPlaceholder: 'Kullanıcı ara' }}
      columns={columns}
      load={(query) => userService.list(query)}
      searchDebounceMs={SEARCH_DEBOUNCE_MS}
      defaultPageSize={USER_PAGE_SIZE}
    />
  );
}

export default UsersScreen;
