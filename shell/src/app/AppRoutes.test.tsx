import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { releasesStore } from '../features/federation/releasesStore';
import { clearReleasedRoutes, releaseRoutes } from '../features/routing/testing';
import { AppRoutes } from './AppRoutes';

function Where() {
  const l = useLocation();
  return <p data-testid="konum">{l.pathname + l.search}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <Where />
    </MemoryRouter>,
  );
}

describe('the shell router, built from its own pages and the live remotes’ routes', () => {
  afterEach(() => clearReleasedRoutes());

  it('guards a remote page with the guard its route declares: a visitor on /admin/ulkeler goes to sign in', () => {
    releaseRoutes();
    renderAt('/admin/ulkeler');
    expect(screen.getByTestId('konum')).toHaveTextContent('/giris?redirect=%2Fadmin%2Fulkeler');
  });

  it('shows the 404 page for a path no live release declares, and a shell page without any release', async () => {
    releaseRoutes();
    const { unmount } = renderAt('/odeme');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
    unmount();
    clearReleasedRoutes();
    renderAt('/hakkimizda');
    // Shell pages are lazy chunks: the page shows once its chunk has loaded.
    expect(await screen.findByRole('heading', { level: 1, name: 'Hakkımızda' })).toBeInTheDocument();
  });

  it('shows the remote panel with Tekrar Dene, not a 404, while releases.json cannot be read', () => {
    act(() => releasesStore.setState({ releases: {}, status: 'failed' }));
    renderAt('/urunler');
    expect(screen.getByText('Bu bölüm şu anda yüklenemiyor.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tekrar Dene/ })).toBeInTheDocument();
    expect(screen.queryByText('Sayfa Bulunamadı')).not.toBeInTheDocument();
  });
});
