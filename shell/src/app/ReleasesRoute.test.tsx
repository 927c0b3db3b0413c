// /yayinlar in the shell's router: guarded for ReleaseManager or Admin,
// loaded on demand; visitors go to sign in, members home, like the other guarded pages.
import { act, render, screen } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@skiclub/shared/session';
import type { SessionUser } from '@skiclub/shared/schemas';
import { okAnswer, serveApi } from '@skiclub/shared/testing';
import { clearReleasedRoutes, releaseRoutes } from '../features/routing/testing';
import { AppRoutes } from './AppRoutes';
import { guardRedirect } from './Guard';

serveApi({
  'GET /api/yayinlar': okAnswer({ shell: null, remotes: [], autoRollback: { threshold: 5, windowMs: 120000 } }),
});

const user = (roller: string[]): SessionUser => ({
  id: 'u1',
  ad: 'Zeynep',
  soyad: 'Kaya',
  kullaniciAdi: 'yayin',
  email: 'yayin@example.com',
  roller,
  expiration: '2999-01-01T00:00:00Z',
});

function Where() {
  const l = useLocation();
  return <p data-testid="konum">{l.pathname + l.search}</p>;
}

function renderAt(path: string) {
  return render(
    <AntApp>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </SWRConfig>
    </AntApp>,
  );
}

const loc = { pathname: '/yayinlar', search: '' };

describe('the release console route /yayinlar', () => {
  beforeEach(() => releaseRoutes());
  afterEach(() => clearReleasedRoutes());

  it("guard 'release' lets a ReleaseManager or an Admin in, sends a visitor to sign in and a member home", () => {
    expect(guardRedirect('release', null, loc)).toBe('/giris?redirect=%2Fyayinlar');
    expect(guardRedirect('release', { roller: ['Uye'] }, loc)).toBe('/');
    expect(guardRedirect('release', { roller: ['ReleaseManager'] }, loc)).toBeNull();
    expect(guardRedirect('release', { roller: ['Admin'] }, loc)).toBeNull();
    // A release manager is no admin: the admin pages stay closed.
    expect(guardRedirect('admin', { roller: ['ReleaseManager'] }, { pathname: '/admin/ulkeler', search: '' })).toBe('/');
  });

  it('sends a visitor to sign in and a member home', () => {
    const { unmount } = renderAt('/yayinlar');
    expect(screen.getByTestId('konum')).toHaveTextContent('/giris?redirect=%2Fyayinlar');
    unmount();
    act(() => sessionStore.getState().signIn('t', user(['Uye']), false));
    renderAt('/yayinlar');
    expect(screen.getByTestId('konum')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('Yayın Yönetimi')).not.toBeInTheDocument();
  });

  it('renders the console (loaded on demand) for a ReleaseManager', async () => {
    act(() => sessionStore.getState().signIn('t', user(['ReleaseManager']), false));
    renderAt('/yayinlar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yayın Yönetimi' })).toBeInTheDocument();
    expect(screen.getByTestId('konum')).toHaveTextContent('/yayinlar');
    expect(document.title).toBe('Yayın Yönetimi | Kayak Kulübü');
  });
});

