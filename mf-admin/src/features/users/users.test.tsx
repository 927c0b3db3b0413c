import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@skiclub/shared/errors';
import type { AdminUser, UserRole } from '@skiclub/shared/schemas/admin';
import { sessionStore } from '@skiclub/shared/session';
import type { ListQuery } from '../crud/api/createCrudService';
import { bodyRows, cells, columnHeader, headerTexts, renderScreen, uuid } from '../crud/testing/screenTesting';
import { UsersScreen, toggledRoles } from '.';
import type { UserService } from './api/service';

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

/** Pages on the "server": the rows whose name or user name holds the keyword, one page of them. */
function memoryService(items: AdminUser[], overrides: Partial<UserService> = {}) {
  return {
    list: vi.fn((q: ListQuery) => {
      const hits = items.filter((u) => `${u.ad} ${u.soyad} ${u.kullaniciAdi}`.toLocaleLowerCase('tr-TR').includes(q.keyword.toLocaleLowerCase('tr-TR')));
      return Promise.resolve({ rows: hits.slice((q.current - 1) * q.pageSize, q.current * q.pageSize), total: hits.length });
    }),
    setRoles: vi.fn((id: string, roller: UserRole[]) => Promise.resolve({ ...items.find((u) => u.id === id)!, roller })),
    setActive: vi.fn((id: string, aktif: boolean) => Promise.resolve({ ...items.find((u) => u.id === id)!, aktif })),
    sendPasswordReset: vi.fn((_id: string) => Promise.resolve()),
    ...overrides,
  };
}

const show = (service: ReturnType<typeof memoryService>) => {
  renderScreen(<UsersScreen service={service} />);
  return service;
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
afterEach(() => {
  sessionStore.getState().clear();
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
    show(memoryService([ME, AYSE, OTHER_ADMIN]));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(headerTexts()).toEqual(['#', 'Ad Soyad', 'Kullanıcı Adı', 'E-posta', 'Roller', 'Durum', 'Kayıt Tarihi', 'İşlemler']);
    expect(cells(1).slice(0, 7)).toEqual(['2', 'Ayşe Yılmaz', 'uye', 'ayse@example.comOnaylı', 'Üye', 'Aktif', '03.10.2026']);
    expect(cells(2).slice(0, 6)).toEqual(['3', 'Zeynep Kaya', 'uye3', 'uye3@example.comOnaysız', 'Admin', 'Pasif']);
  });

  it("disables the signed-in admin's own actions with a tooltip", async () => {
    show(memoryService([ME, AYSE]));
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
    const service = show(memoryService([AYSE, ...many]));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(service.list).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, keyword: '', sort: null });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(cells(0)[0]).toBe('21');
    expect(service.list).toHaveBeenLastCalledWith(expect.objectContaining({ current: 3 }));
    fireEvent.change(screen.getByLabelText('Kullanıcı ara'), { target: { value: 'ayşe' } });
    await waitFor(() => expect(service.list).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, keyword: 'ayşe', sort: null }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cells(0).slice(0, 2)).toEqual(['1', 'Ayşe Yılmaz']);
    fireEvent.change(screen.getByLabelText('Kullanıcı ara'), { target: { value: 'bulunmayan' } });
    expect(await screen.findByText('Kayıt bulunamadı.')).toBeInTheDocument();
  });

  it('asks the server for the sort: a new column ascending, the same one again descending', async () => {
    const service = show(memoryService([ME, AYSE]));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(columnHeader('Kayıt Tarihi'));
    await waitFor(() => expect(service.list).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'olusturmaTarihi', order: 'ascend' } })));
    fireEvent.click(columnHeader('Kayıt Tarihi'));
    await waitFor(() => expect(service.list).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'olusturmaTarihi', order: 'descend' } })));
  });

  it('gives and takes the Admin role after a Popconfirm, toasts and reloads', async () => {
    const service = show(memoryService([ME, AYSE, OTHER_ADMIN]));
    expect(await confirmAction('Ayşe Yılmaz yönetici yap')).toBe('Bu kullanıcıya yönetici (Admin) yetkisi verilsin mi?');
    await waitFor(() => expect(service.setRoles).toHaveBeenCalledWith(AYSE.id, ['Admin', 'Uye']));
    expect(await screen.findByText('Kullanıcının rolleri güncellendi.')).toBeInTheDocument();
    await waitFor(() => expect(service.list).toHaveBeenCalledTimes(2));
    expect(await confirmAction('Zeynep Kaya yönetici yetkisini kaldır')).toBe('Bu kullanıcının yönetici (Admin) yetkisi kaldırılsın mı?');
    await waitFor(() => expect(service.setRoles).toHaveBeenCalledWith(OTHER_ADMIN.id, ['Uye']));
  });

  it('gives and takes the ReleaseManager role (release console) after a Popconfirm', async () => {
    const manager = user(4, { ad: 'Can', soyad: 'Öz', kullaniciAdi: 'yayin', roller: ['ReleaseManager'] });
    const service = show(memoryService([ME, AYSE, manager]));
    expect(await confirmAction('Ayşe Yılmaz sürüm yöneticisi yap')).toBe('Bu kullanıcıya sürüm yöneticisi (ReleaseManager) yetkisi verilsin mi? Yayın konsolunu (/yayinlar) kullanabilir.');
    await waitFor(() => expect(service.setRoles).toHaveBeenCalledWith(AYSE.id, ['ReleaseManager', 'Uye']));
    expect(await screen.findByText('Kullanıcının rolleri güncellendi.')).toBeInTheDocument();
    expect(await confirmAction('Can Öz sürüm yöneticisi yetkisini kaldır')).toBe('Bu kullanıcının sürüm yöneticisi (ReleaseManager) yetkisi kaldırılsın mı?');
    await waitFor(() => expect(service.setRoles).toHaveBeenCalledWith(manager.id, ['Uye']));
  });

  it('deactivates and activates after a Popconfirm', async () => {
    const service = show(memoryService([ME, AYSE, OTHER_ADMIN]));
    expect(await confirmAction('Ayşe Yılmaz pasifleştir')).toBe('Bu kullanıcı pasifleştirilsin mi? Açık oturumları hemen kapanır.');
    await waitFor(() => expect(service.setActive).toHaveBeenCalledWith(AYSE.id, false));
    expect(await screen.findByText('Kullanıcı pasifleştirildi.')).toBeInTheDocument();
    await confirmAction('Zeynep Kaya aktifleştir');
    await waitFor(() => expect(service.setActive).toHaveBeenCalledWith(OTHER_ADMIN.id, true));
    expect(await screen.findByText('Kullanıcı aktifleştirildi.')).toBeInTheDocument();
  });

  it("sends the reset mail after a Popconfirm: 'Şifre sıfırlama e-postası gönderildi.'", async () => {
    const service = show(memoryService([ME, AYSE]));
    expect(await confirmAction('Ayşe Yılmaz şifre sıfırlama e-postası gönder')).toBe('Kullanıcıya şifre sıfırlama e-postası gönderilsin mi?');
    await waitFor(() => expect(service.sendPasswordReset).toHaveBeenCalledWith(AYSE.id));
    expect(await screen.findByText('Şifre sıfırlama e-postası gönderildi.')).toBeInTheDocument();
  });

  it("a failed operation's banner offers 'Tekrar Dene' (repeating it) only when repeating may help", async () => {
    const setActive = vi
      .fn((_id: string, _aktif: boolean) => Promise.reject(httpError(503, { mesaj: 'Bakım çalışması sürüyor.' })))
      .mockImplementationOnce(() => Promise.reject(httpError(404, { mesaj: 'Kullanıcı bulunamadı.' })));
    show(memoryService([ME, AYSE], { setActive }));
    await confirmAction('Ayşe Yılmaz pasifleştir');
    expect(await screen.findByText('Kullanıcı bulunamadı.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tekrar Dene' })).not.toBeInTheDocument();
    await confirmAction('Ayşe Yılmaz pasifleştir');
    expect(await screen.findByText('Bakım çalışması sürüyor.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(setActive).toHaveBeenCalledTimes(3));
  });

  it("shows 'Kullanıcılar yüklenirken hata oluştu.' with Tekrar Dene", async () => {
    const list = vi.fn((_q: ListQuery) => Promise.reject(httpError(500, null)));
    show(memoryService([], { list }));
    expect(await screen.findByText('Kullanıcılar yüklenirken hata oluştu.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar Dene' }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
