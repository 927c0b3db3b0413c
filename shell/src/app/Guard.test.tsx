import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sessionStore } from '@skiclub/shared/session';
import { Guard, guardRedirect } from './Guard';

const loc = { pathname: '/sepet', search: '?a=1' };

describe('route guards (member spec §2, admin spec §2)', () => {
  it('public lets anyone in', () => {
    expect(guardRedirect('public', null, loc)).toBeNull();
  });
  it('guest-only sends a signed-in user to /', () => {
    expect(guardRedirect('guest', { roller: [] }, loc)).toBe('/');
    expect(guardRedirect('guest', null, loc)).toBeNull();
  });
  it('login sends a visitor to /giris with the intended path as redirect', () => {
    expect(guardRedirect('login', null, loc)).toBe('/giris?redirect=%2Fsepet%3Fa%3D1');
    expect(guardRedirect('login', { roller: [] }, loc)).toBeNull();
  });
  it('admin sends a visitor to sign in with redirect and a member home (admin spec §6, verbatim rule)', () => {
    expect(guardRedirect('admin', null, { pathname: '/admin/ulkeler', search: '' })).toBe('/giris?redirect=%2Fadmin%2Fulkeler');
    expect(guardRedirect('admin', { roller: ['Uye'] }, loc)).toBe('/');
    expect(guardRedirect('admin', { roller: ['Admin'] }, loc)).toBeNull();
  });

  function Where() {
    const l = useLocation();
    return <p>konum:{l.pathname + l.search}</p>;
  }

  it('redirects in the router, and a guest page is not left when the user signs in on it', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/sepet']}>
        <Routes>
          <Route path="/sepet" element={<Guard guard="login">sepet</Guard>} />
          <Route path="/giris" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('konum:/giris?redirect=%2Fsepet')).toBeInTheDocument();
    unmount();

    render(
      <MemoryRouter initialEntries={['/giris']}>
        <Routes>
          <Route path="/giris" element={<Guard guard="guest">giriş formu</Guard>} />
          <Route path="/" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByText('giriş formu')).toBeInTheDocument();
    act(() => sessionStore.getState().signIn('t', { id: '1', ad: 'A', soyad: 'B', kullaniciAdi: 'ab', email: 'a@b.co', roller: [], expiration: '2999-01-01T00:00:00Z' }, false));
    expect(screen.getByText('giriş formu')).toBeInTheDocument();
    act(() => sessionStore.getState().clear());
  });
});
