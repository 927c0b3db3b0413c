import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { http } from '@skiclub/shared/api';
import { sessionStore } from '@skiclub/shared/session';
import { advance } from '@skiclub/shared/testing';
import type { SessionUser } from '@skiclub/shared/schemas';
import { fail, ok, standInApi, type Answer } from '../../../test/apiServer';
import { EmailConfirmErrorPanel } from '../../email-confirm-error/components/EmailConfirmErrorPanel';
import { EmailConfirmPanel } from './EmailConfirmPanel';
import { EmailConfirmedPanel } from '../../email-confirmed/components/EmailConfirmedPanel';

const api = standInApi();

function renderAt(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 2000 }}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/hesap/email-onayla" element={<EmailConfirmPanel />} />
          <Route path="/hesap/email-onaylandi" element={<EmailConfirmedPanel />} />
          <Route path="/hesap/email-onay-hatasi" element={<EmailConfirmErrorPanel />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

const INVALID = 'Geçersiz doğrulama bağlantısı. Lütfen e-postanızdaki bağlantıyı kontrol edin.';

describe('/hesap/email-onayla (member spec §2, §4, §8, §9)', () => {
  it.each(['/hesap/email-onayla', '/hesap/email-onayla?userId=u-1', '/hesap/email-onayla?token=abc'])('%s: says the link is invalid and calls nothing', async (path) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Counts reads the moment they start, before a request could reach the server.
    const gets = vi.spyOn(http, 'get');
    renderAt(path);
    expect(screen.getByText(INVALID)).toBeInTheDocument();
    await advance(100);
    expect(gets).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the loading state, confirms once, then goes to /hesap/email-onaylandi after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let release: (a: Answer) => void = () => undefined;
    api.routes = { 'GET /api/Hesap/email-onayla': () => new Promise<Answer>((r) => (release = r)) };
    renderAt('/hesap/email-onayla?userId=u-1&token=t%2B1');
    expect(screen.getByText('E-posta adresiniz doğrulanıyor, lütfen bekleyin...')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    release(ok(null, 'E-posta adresiniz onaylandı.'));
    expect(await screen.findByText('E-posta adresiniz doğrulandı! Yönlendiriliyorsunuz...')).toBeInTheDocument();
    const [call] = api.calls('GET /api/Hesap/email-onayla');
    expect(call?.searchParams.get('userId')).toBe('u-1');
    expect(call?.searchParams.get('token')).toBe('t+1');
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(screen.queryByText('E-posta Adresiniz Onaylandı')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(screen.getByText('E-posta Adresiniz Onaylandı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Giriş Yap' })).toHaveAttribute('href', '/giris');
    expect(api.requests).toHaveLength(1);
  });

  it('a used, expired or forged token goes to /hesap/email-onay-hatasi with links to /kayit and /', async () => {
    api.routes = { 'GET /api/Hesap/email-onayla': fail(400, 'Doğrulama bağlantısı geçersiz veya süresi dolmuş.') };
    renderAt('/hesap/email-onayla?userId=u-1&token=eski');
    expect(await screen.findByText('E-posta Onaylanamadı')).toBeInTheDocument();
    expect(screen.getByText('Doğrulama bağlantısı geçersiz veya süresi dolmuş.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Yeniden Kayıt Ol' })).toHaveAttribute('href', '/kayit');
    expect(screen.getByRole('link', { name: 'Ana Sayfaya Dön' })).toHaveAttribute('href', '/');
    expect(api.requests).toHaveLength(1);
  });
});

describe('e-mail confirmation for a member who signed in before opening the mail', () => {
  const member: SessionUser = { id: 'u-1', ad: 'Ayşe', soyad: 'Kaya', kullaniciAdi: 'ayse', email: 'ayse@example.com', roller: ['Uye'], expiration: new Date(Date.now() + 3_600_000).toISOString() };
  it('confirms the link, then offers the profile instead of sign-in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    sessionStore.getState().signIn('tok', member, false);
    api.routes = { 'GET /api/Hesap/email-onayla': ok(null, 'E-posta adresiniz onaylandı.') };
    renderAt('/hesap/email-onayla?userId=u-1&token=t1');
    expect(await screen.findByText('E-posta adresiniz doğrulandı! Yönlendiriliyorsunuz...')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(2100);
    });
    expect(screen.getByText('E-posta adresiniz başarıyla onaylandı.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profilime Git' })).toHaveAttribute('href', '/profil');
    expect(screen.queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
  });
});
