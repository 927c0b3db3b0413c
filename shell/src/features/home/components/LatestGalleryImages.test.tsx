// Home latest gallery pictures against a local HTTP server standing in for the API
// (@skiclub/shared/testing): lightbox, galleries modal, and a failed call leaving nothing.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Gallery } from '@skiclub/shared/schemas';
import { failAnswer, okAnswer, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { LatestGalleryImages } from './LatestGalleryImages';

const routes: TestRoutes = {};
const api = serveApi(routes);

const gallery: Gallery = {
  id: 'g1',
  aktif: true,
  galeriAdi: 'Sömestr Kampı 2026',
  kampId: null,
  kampAdi: null,
  kampBaslangicTarihi: null,
  kampBitisTarihi: null,
  aciklama: null,
  olusturmaTarihi: '2026-02-10T00:00:00Z',
};

function renderGrid() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <LatestGalleryImages />
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
  routes['GET /api/galeri'] = okAnswer([gallery]);
});

describe('home latest gallery pictures (member spec §2 home)', () => {
  it('shows the pictures, opens the lightbox on a click and lists the galleries in a modal', async () => {
    routes['GET /api/galeriresim/son-resimler'] = okAnswer([
      { id: 'r1', galeriId: 'g1', resimYolu: '/uploads/galeri/a.svg' },
      { id: 'r2', galeriId: 'g1', resimYolu: 'galeri/b.svg' },
    ]);
    renderGrid();
    const first = await screen.findByAltText('Sömestr Kampı 2026 - 1. resim');
    expect(first).toHaveAttribute('src', '/uploads/galeri/a.svg');
    expect(screen.getByAltText('Sömestr Kampı 2026 - 2. resim')).toHaveAttribute('src', '/uploads/galeri/b.svg');
    fireEvent.click(first);
    await waitFor(() => expect(document.querySelector('.ant-image-preview')).not.toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /Tüm Galeriler/ }));
    expect(await screen.findByRole('link', { name: 'Sömestr Kampı 2026' })).toHaveAttribute('href', '/galeri/g1');
    expect(api().hits('GET /api/galeriresim/son-resimler')).toBe(1);
  });

  it('leaves the grid out when the call fails', async () => {
    routes['GET /api/galeriresim/son-resimler'] = failAnswer(400, 'Geçersiz istek.');
    const { container } = renderGrid();
    await waitFor(() => expect(api().hits('GET /api/galeriresim/son-resimler')).toBe(1));
    expect(container).toBeEmptyDOMElement();
  });
});
