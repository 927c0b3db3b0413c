// Sign-out runs through the real API client against a local HTTP server standing in for
// POST /api/hesap/cikis (@skiclub/shared/testing), so the test sees what the browser would send.
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { http } from '@skiclub/shared/api';
import { clearErrorHistory } from '@skiclub/shared/errors';
import type { SessionUser } from '@skiclub/shared/schemas';
import { sessionStore } from '@skiclub/shared/session';
import { advance, closedUrl, failAnswer, okAnswer, serveApi } from '@skiclub/shared/testing';
import { useSignOut } from './useSignOut';

const expiration = new Date(Date.now() + 3_600_000).toISOString();
const member: SessionUser = { id: 'u-1', ad: 'Ayşe', soyad: 'Kaya', kullaniciAdi: 'ayse', email: 'ayse@example.com', roller: ['Uye'], expiration };

let answer = 200;
const api = serveApi({ 'POST /api/hesap/cikis': () => (answer === 200 ? okAnswer(null, 'Çıkış yapıldı.') : failAnswer(answer)) });
/** What the server received: method, URL and Authorization header of each request. */
const received = () => api().requests.map((r) => ({ method: r.method, url: r.path + r.query, authorization: r.authorization }));

beforeEach(() => {
  answer = 200;
  clearErrorHistory();
});

afterEach(() => {
  sessionStore.getState().clear();
  sessionStore.getState().takeEndReason();
  vi.restoreAllMocks();
});

function renderSignOut() {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/profil']}>{children}</MemoryRouter>;
  return renderHook(() => ({ signOut: useSignOut(), path: useLocation().pathname }), { wrapper });
}

describe('useSignOut (member spec §2)', () => {
  it('clears the session, goes to /giris and revokes the token with POST /api/hesap/cikis', async () => {
    sessionStore.getState().signIn('tok-42', member, true);
    const { result } = renderSignOut();
    act(() => result.current.signOut());
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(result.current.path).toBe('/giris');
    await waitFor(() => expect(received()).toHaveLength(1));
    expect(received()[0]).toEqual({ method: 'POST', url: '/api/hesap/cikis', authorization: 'Bearer tok-42' });
    // No body and so no Content-Type: a form type on an empty body was refused with 415 and the
    // token stayed valid.
    expect(api().requests[0]!.contentType).toBe('');
    expect(api().requests[0]!.raw.length).toBe(0);
  });

  it('still signs out locally when the API refuses (401) or fails (500), without the expired notice', async () => {
    for (const status of [401, 500]) {
      answer = status;
      api().requests.splice(0);
      sessionStore.getState().signIn('tok-old', member, false);
      const { result, unmount } = renderSignOut();
      act(() => result.current.signOut());
      expect(sessionStore.getState().token).toBeNull();
      expect(result.current.path).toBe('/giris');
      await waitFor(() => expect(received()).toHaveLength(1));
      // A refused revocation is not an expired session: /giris must not say so.
      expect(sessionStore.getState().endReason).toBeNull();
      unmount();
    }
  });

  it('still signs out locally when the API cannot be reached', async () => {
    http.defaults.baseURL = await closedUrl();
    sessionStore.getState().signIn('tok', member, true);
    const { result } = renderSignOut();
    act(() => result.current.signOut());
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(result.current.path).toBe('/giris');
  });

  it('sends nothing when nobody was signed in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Counts sends the moment they start, before a request could reach the server.
    const posts = vi.spyOn(http, 'post');
    const { result } = renderSignOut();
    act(() => result.current.signOut());
    expect(result.current.path).toBe('/giris');
    await advance(50);
    expect(posts).not.toHaveBeenCalled();
    expect(received()).toHaveLength(0);
  });
});
