/**
 * Test helper of the /profil tests (imported by tests only): a signed-in member, a profile the
 * stand-in API serves and changes, and the screen rendered with a fresh SWR cache.
 */
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Profile, SessionUser } from '@skiclub/shared/schemas';
import { sessionStore } from '@skiclub/shared/session';
import type { TestServerOptions } from '@skiclub/shared/testing';
import { ProfileScreen } from '../features/profile/components/ProfileScreen';
import { ok, standInApi, type ApiServer } from './apiServer';

/** The signed-in member of the tests. */
export const member: SessionUser = {
  id: 'u-1',
  ad: 'Ayşe',
  soyad: 'Yılmaz',
  kullaniciAdi: 'uye',
  email: 'ayse@example.com',
  roller: ['Uye'],
  expiration: new Date(Date.now() + 3_600_000).toISOString(),
};

/** A fresh copy of the member's profile as GET /api/hesap/profil answers it. */
export function makeProfile(over: Partial<Profile> = {}): Profile {
  return {
    id: 'u-1',
    ad: 'Ayşe',
    soyad: 'Yılmaz',
    kullaniciAdi: 'uye',
    email: 'ayse@example.com',
    emailOnaylandi: false,
    gsm: '05321234567',
    gsmOnaylandi: false,
    biyografi: 'Kayak tutkunu.',
    profilFotoUrl: null,
    kapakFotoUrl: null,
    sosyalMedya: { facebook: '', twitter: '', instagram: '', linkedin: '' },
    ...over,
  };
}

/** Serves `state.profile` on GET /api/hesap/profil (tests change it to play the server). */
export function serveProfile(api: ApiServer, state: { profile: Profile }): void {
  api.routes['GET /api/hesap/profil'] = () => ok(state.profile);
}

/**
 * The stand-in API of a /profil test file: before each test it serves a fresh profile from
 * `state` (tests change `state.profile` to play the server). The DOM setup file unmounts the screen
 * and signs the member out after each test.
 */
export function standInProfileApi(options: TestServerOptions = {}): { api: ApiServer; state: { profile: Profile } } {
  const state = { profile: makeProfile() };
  const api = standInApi((server) => {
    state.profile = makeProfile();
    serveProfile(server, state);
  }, options);
  return { api, state };
}

function Where() {
  const { pathname, search } = useLocation();
  return <p>Giriş sayfası {pathname + search}</p>;
}

/** Signs the member in (unless `signedOut`) and renders /profil. */
export function renderProfile({ signedOut = false } = {}) {
  if (!signedOut) sessionStore.getState().signIn('tok-1', member, false);
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/profil']}>
        <Routes>
          <Route path="/profil" element={<ProfileScreen />} />
          <Route path="/giris" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}
