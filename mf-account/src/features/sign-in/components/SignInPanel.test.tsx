import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { handleUnauthorized, setNavigator } from '@skiclub/shared/api';
import { sessionStore } from '@skiclub/shared/session';
import type { SessionUser } from '@skiclub/shared/schemas';
import { SignInPanel } from './SignInPanel';

const expiration = new Date(Date.now() + 3_600_000).toISOString();
const member: SessionUser = { id: 'u-1', ad: 'Ayşe', soyad: 'Kaya', kullaniciAdi: 'ayse', email: 'ayse@example.com', roller: ['Uye'], expiration };

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SignInPanel />
    </MemoryRouter>,
  );
}

afterEach(() => {
  window.history.pushState({}, '', '/');
});

describe('SignInPanel after a 401 (member spec §4, §8)', () => {
  it("says 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.' once", () => {
    const navigate = vi.fn<(path: string) => void>();
    setNavigator(navigate);
    sessionStore.getState().signIn('tok', member, false);
    window.history.pushState({}, '', '/sepet');
    // What the API client does on any 401 away from /giris.
    handleUnauthorized();
    expect(sessionStore.getState().token).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/giris?redirect=%2Fsepet');

    const first = renderAt('/giris?redirect=%2Fsepet');
    expect(screen.getByText('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.')).toBeInTheDocument();
    first.unmount();

    renderAt('/giris');
    expect(screen.queryByText('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.')).not.toBeInTheDocument();
  });

  it('says nothing on a plain visit or after signing out', () => {
    sessionStore.getState().signIn('tok', member, false);
    sessionStore.getState().clear();
    renderAt('/giris');
    expect(screen.queryByText('Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.')).not.toBeInTheDocument();
  });
});

describe('SignInPanel links (member spec §2)', () => {
  it('leads to password reset and to sign-up', () => {
    renderAt('/giris');
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' })).toHaveAttribute('href', '/sifre-sifirlama');
    expect(screen.getByRole('link', { name: 'Kayıt Ol' })).toHaveAttribute('href', '/kayit');
  });
});
