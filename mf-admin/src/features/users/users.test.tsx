import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { failAnswer, okAnswer } from '@skiclub/shared/testing';
import type { AdminUser, UserRole } from '@skiclub/shared/schemas/admin';
import { sessionStore } from '@skiclub/shared/session';
import { payloadOf, resolveReply, serveAdminApi, type RouteReply } from '../crud/testing/adminApi';
import { bodyRows, cells, columnHeader, headerTexts, renderScreen, uuid } from '../crud/testing/screenTesting';
import { UsersScreen, toggledRoles } from '.';

configure({ defaultHidden: true });

function user(n: number, over: Partial<AdminUser> = {}): AdminUser {
  return {
    id: uuid(n),
    ad: 'Üye',
    soyad: String(n),
    kullaniciAdi: `uye${n}`,
    email: `uye${n}@example.com`,
    gsm: '05321234567',
    roller: ['Uye'],
    aktif: true,
    emailOnaylandi: false,
    olusturmaTarihi: '2026-11-09T12:00:00.000Z',
    ...over,
  };
}

const ME = user(1, { ad: 'Mehmet', soyad: 'Demir', kullaniciAdi: 'admin', email: 'admin@example.com', roller: ['Admin'], emailOnaylandi: true });
const AYSE = user(2, { ad: 'Ayşe', soyad: 'Yılmaz', kullaniciAdi: 'uye', email: 'ayse@example.com', emailOnaylandi: true, olusturmaTarihi: '2026-10-03T12:00:00.000Z' });
const OTHER_ADMIN = user(3, { ad: 'Zeynep', soyad: 'Kaya', roller: ['Admin'], aktif: false });

const api = serveAdminApi();

/** Answers replacing the defaults of {@link serveUsers}. */
interface UsersAnswers {
  list?: RouteReply;
  setActive?: RouteReply;
}

/**
 * The users on the stand-in API: GET /api/hesap/kullanicilar pages on the "server" (the rows whose
 * name or user name holds `arama`, page `page` of `pageSize`; the sort is not applied), and the
 * three operations answer with the updated user (the password reset with nothing). `answers`
 * replaces an answer.
 * @returns spies of the calls received: list(query parameters), setRoles(id, roller),
 * setActive(id, aktif), sendPasswordReset(id)
 */
function serveUsers(items: AdminUser[], answers: UsersAnswers = {}) {
  const calls = {
    list: vi.fn<(params: Record<string, string>) => void>(),
    setRoles: vi.fn<(id: string, roller: UserRole[]) => void>(),
    setActive: vi.fn<(id: string, aktif: boolean) => void>(),
    sendPasswordReset: vi.fn<(id: string) => void>(),
  };
  const row = (id: unknown) => items.find((u) => u.id === id)!;
  const routes = api().routes;
  routes['GET /api/hesap/kullanicilar'] = (req) => {
    calls.list(Object.fromEntries(req.searchParams));
    return resolveReply(answers.list, req, () => {
      const page = Number(req.searchParams.get('page') ?? 1);
      const pageSize = Number(req.searchParams.get('pageSize') ?? 10);
      const arama = (req.searchParams.get('arama') ?? '').toLocaleLowerCase('tr-TR');
      const hits = items.filter((u) => `${u.ad} ${u.soyad} ${u.kullaniciAdi}`.toLocaleLowerCase('tr-TR').includes(arama));
      return okAnswer({ items: hits.slice((page - 1) * pageSize, page * pageSize), totalCount: hits.length, page, pageSize, totalPages: Math.ceil(hits.length / pageSize) });
    });
  };
  routes['POST /api/hesap/rol-guncelle'] = (req) => {
    const { kullaniciId, roller } = payloadOf<{ kullaniciId: string; roller: UserRole[] }>(req.body);
    calls.setRoles(kullaniciId, roller);
    return okAnswer({ ...row(kullaniciId), roller });
  };
  routes['POST /api/hesap/aktiflik-guncelle'] = (req) => {
    const { kullaniciId, aktif } = payloadOf<{ kullaniciId: string; aktif: boolean }>(req.body);
    calls.setActive(kullaniciId, aktif);
    return resolveReply(answers.setActive, req, () => okAnswer({ ...row(kullaniciId), aktif }));
  };
  routes['POST /api/hesap/sifre-sifirla'] = (req) => {
    const { kullaniciId } = payloadOf<{ kullaniciId: string }>(req.body);
    calls.sendPasswordReset(kullaniciId);
    return okAnswer(null);
  };
  return calls;
}

/** Serves `items` ({@link serveUsers}) and renders the screen on its real service. */
const show = (items: AdminUser[], answers: UsersAnswers = {}) => {
  const calls = serveUsers(items, answers);
  renderScreen(<UsersScreen />);
  return calls;
};
const rowOf = (name: string) => bodyRows().find((r) => within(r).queryByText(name))!;

/** Clicks a row action and answers its Popconfirm with Evet; returns the question shown. */
async function confirmAction(label: string): Promise<string> {
  fireEvent.click(await screen.findByRole('button', { name: label }));
  const tip = await waitFor(() => {
    const open = Array.from(document.querySelectorAll<HTMLElement>('.ant-popconfirm'))
      .filter((p) => !/hidden|-leave/.test(p.className))
      .at(-1);
    if (!open) throw new Error('no popconfirm');
    return open;
  });
  const question = tip.querySelector('.ant-popconfirm-title')?.textContent ?? '';
  await act(async () => {
    fireEvent.click(within(tip).getByRole('button', { name: 'Evet' }));
  });
  return question;
}

beforeEach(() => {
  sessionStore.getState().signIn('token', { id: ME.id, ad: ME.ad, soyad: ME.soyad, kullaniciAdi: ME.kullaniciAdi, email: ME.email, roller: ['Admin'], expiration: new Date(Date.now() + 3_600_000).toISOString() }, false);
});

describe('toggledRoles', () => {
  it('adds Admin in front, removes it keeping Üye, and never leaves a user without a role', () => {
    expect(toggledRoles(['Uye'], 'Admin')).toEqual(['Admin', 'Uye']);
    expect(toggledRoles(['Admin', 'Uye'], 'Admin')).toEqual(['Uye']);
    expect(toggledRoles(['Admin'], 'Admin')).toEqual(['Uye']);
    // A release manager keeps that role either way.
    expect(toggledRoles(['ReleaseManager'], 'Admin')).toEqual(['Admin', 'ReleaseManager']);
    expect(toggledRoles(['Admin', 'ReleaseManager'], 'Admin')).toEqual(['ReleaseManager']);
  });

  it('gives and takes ReleaseManager, keeping the other roles', () => {
    expect(toggledRoles(['Uye'], 'ReleaseManager')).toEqual(['ReleaseManager', 'Uye']);
    expect(toggledRoles(['Admin', 'Uye'], 'ReleaseManager')).toEqual(['Admin', 'ReleaseManager', 'Uye']);
    expect(toggledRoles(['ReleaseManager', 'Uye'], 'ReleaseManager')).toEqual(['Uye']);
    expect(toggledRoles(['ReleaseManager'], 'ReleaseManager')).toEqual(['Uye']);
  });
});

describe('/admin/kullanicilar (UsersScreen)', () => {
  it('shows name, user name, e-mail with its confirmed badge, role tags, Aktif/Pasif and dd.mm.yyyy', async () => {
    show([ME, AYSE, OTHER_ADMIN]);
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(headerTexts()).toEqual(['#', 'Ad Soyad', 'Kullanıcı Adı', 'E-posta', 'Roller', 'Durum', 'Kayıt Tarihi', 'İşlemler']);
    expect(cells(1).slice(0, 7)).toEqual(['2', 'Ayşe Yılmaz', 'uye', 'ayse@example.comOnaylı', 'Üye', 'Aktif', '03.10.2026']);
    expect(cells(2).slice(0, 6)).toEqual(['3', 'Zeynep Kaya', 'uye3', 'uye3@example.comOnaysız', 'Admin', 'Pasif']);
  });

  it("disables the signed-in admin's own actions with a tooltip", async () => {
    show([ME, AYSE]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    const mine = within(rowOf('Mehmet Demir')).getAllByRole('button');
    expect(mine).toHaveLength(4);
    expect(mine.every((b) => b.hasAttribute('disabled'))).toBe(true);
    fireEvent.mouseEnter(mine[1]!.closest('.adm-users__own-action')!);
    expect(await screen.findByText('Kendi hesabınızda bu işlemler yapılamaz.')).toBeInTheDocument();
    expect(within(rowOf('Ayşe Yılmaz')).getAllByRole('button').some((b) => b.hasAttribute('disabled'))).toBe(false);
  });

  it('pages on the server (10 a page, # across pages) and goes back to page 1 on search', async () => {
    const many = Array.from({ length: 23 }, (_v, i) => user(i + 10));
    const service = show([AYSE, ...many]);
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(service.list).toHaveBeenLastCalledWith({ page: '1', pageSize: '10' });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(cells(0)[0]).toBe('21');
    expect(service.list).toHaveBeenLastCalledWith(expect.objectContaining({ page: '3' }));
    fireEvent.change(screen.getByLabelText('Kullanıcı ara'), { target: { value: 'ayşe' } });
    await waitFor(() => expect(service.list).toHaveBeenLastCalledWith({ page: '1', pageSize: '10', arama: 'ayşe' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cells(0).slice(0, 2)).toEqual(['1', 'Ayşe Yılmaz']);
    fireEvent.change(screen.getByLabelText('Kullanıcı ara'), { target: { value: 'bulunmayan' } });
    expect(await screen.findByText('Kayıt bulunamadı.')).toBeInTheDocument();
  });

  it('asks the server for the sort: a new column ascending, the same one again descending', async () => {
    const service = show([ME, AYSE]);
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(columnHeader('Kayıt Tarihi'));
    await waitFor(() => expect(service.list).toHaveBeenLastCalledWith(expect.objectContaining({ sirala: 'olusturmaTarihi', yon: 'asc' })));
    fireEvent.click(columnHeader('Kayıt Tarihi'));
    await waitFor(() => expect(service.list).toHaveBeenLastCalledWith(expect.objectContaining({ sirala: 'olusturmaTarihi', yon: 'desc' })));
  });

  it('gives and takes the Admin role after a Popconfirm, toasts and reloads', async () => {
    const service = show([ME, AYSE, OTHER_ADMIN]);
    expect(await confirmAction('Ayşe Yılmaz yönetici yap')).toBe('Bu kullanıcıya yönetici (Admin) yetkisi verilsin mi?');
    await waitFor(() => expect(service.setRoles).toHaveBeenCalledWith(AYSE.id, ['Admin', 'Uye']));
    expect(await screen.findByText('Kullanıcının rolleri güncellendi.')).toBeInTheDocument();
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(2));
    expect(await confirmAction('Zeynep Kaya yönetici yetkisini kaldır')).toBe('Bu kullanıcının yönetici (Admin) yetkisi kaldırılsın mı?');
    await waitFor(() => expect(service.setRoles).toHaveBeenCalledWith(OTHER_ADMIN.id, ['Uye']));
  });

  it('gives and takes the ReleaseManager role (release console) after a Popconfirm', async () => {
    const manager = user(4, { ad: 'Can', soyad: 'Öz', kullaniciAdi: 'yayin', roller: ['ReleaseManager'] });
    const service = show([ME, AYSE, manager]);
    expect(await confirmAction('Ayşe Yılmaz sürüm yöneticisi yap')).toBe('Bu kullanıcıya sürüm yöneticisi (ReleaseManager) yetkisi verilsin mi? Yayın konsolunu (/yayinlar) kullanabilir.');
    await waitFor(() => expect(service.setRoles).toHaveBeenCalledWith(AYSE.id, ['ReleaseManager', 'Uye']));
    expect(await screen.findByText('Kullanıcının rolleri güncellendi.')).toBeInTheDocument();
    expect(await confirmAction('Can Öz sürüm yöneticisi yetkisini kaldır')).toBe('Bu kullanıcının sürüm yöneticisi (ReleaseManager) yetkisi kaldırılsın mı?');
    await waitFor(() => expect(service.setRoles).toHaveBeenCalledWith(manager.id, ['Uye']));
  });

  it('deactivates and activates after a Popconfirm', async () => {
    const service = show([ME, AYSE, OTHER_ADMIN]);
    expect(await confirmAction('Ayşe Yılmaz pasifleştir')).toBe('Bu kullanıcı pasifleştirilsin mi? Açık oturumları hemen kapanır.');
    await waitFor(() => expect(service.setActive).toHaveBeenCalledWith(AYSE.id, false));
    expect(await screen.findByText('Kullanıcı pasifleştirildi.')).toBeInTheDocument();
    await confirmAction('Zeynep Kaya aktifleştir');
    await waitFor(() => expect(service.setActive).toHaveBeenCalledWith(OTHER_ADMIN.id, true));
    expect(await screen.findByText('Kullanıcı aktifleştirildi.')).toBeInTheDocument();
  });

  it("sends the reset mail after a Popconfirm: 'Şifre sıfırlama e-postası gönderildi.'", async () => {
    const service = show([ME, AYSE]);
    expect(await confirmAction('Ayşe Yılmaz şifre sıfırlama e-postası gönder')).toBe('Kullanıcıya şifre sıfırlama e-postası gönderilsin mi?');
    await waitFor(() => expect(service.sendPasswordReset).toHaveBeenCalledWith(AYSE.id));
    expect(await screen.findByText('Şifre sıfırlama e-postası gönderildi.')).toBeInTheDocument();
  });

  it("a failed operation's banner offers 'Tekrar Dene' (repeating it) only when repeating may help", async () => {
    let tries = 0;
    const { setActive } = show([ME, AYSE], { setActive: () => (++tries === 1 ? failAnswer(404, 'Kullanıcı bulunamadı.') : failAnswer(503, 'Bakım çalışması sürüyor.')) });
    await confirmAction('Ayşe Yılmaz pasifleştir');
    expect(await screen.findByText('Kullanıcı bulunamadı.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tekrar Dene' })).not.toBeInTheDocument();
    await confirmAction('Ayşe Yılmaz pasifleştir');
    expect(await screen.findByText('Bakım çalışması sürüyor.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(setActive).toHaveBeenCalledTimes(3));
  });

  it("shows 'Kullanıcılar yüklenirken hata oluştu.' with Tekrar Dene", async () => {
    const { list } = show([], { list: failAnswer(500) });
    expect(await screen.findByText('Kullanıcılar yüklenirken hata oluştu.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    // The second read fails too: the message shows again.
    expect(await screen.findByText('Kullanıcılar yüklenirken hata oluştu.')).toBeInTheDocument();
  });
});
