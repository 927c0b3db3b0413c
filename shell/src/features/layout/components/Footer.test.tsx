// The footer's social links from the site settings (GET /api/site/ayarlar) against a local HTTP
// server standing in for the API (@skiclub/shared/testing).
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { http } from '@skiclub/shared/api';
import { advance, answered, failAnswer, okAnswer, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { Footer } from './Footer';

const routes: TestRoutes = {};
const api = serveApi(routes);

function renderFooter() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => {
  for (const key of Object.keys(routes)) delete routes[key];
});
afterEach(() => vi.restoreAllMocks());

describe('Footer social links (member spec §2)', () => {
  it("links to the club's own pages from the settings and leaves out a network that is not set", async () => {
    routes['GET /api/site/ayarlar'] = okAnswer({ sosyalMedya: { instagram: 'https://www.instagram.com/kayakkulubu', facebook: null, youtube: 'https://www.youtube.com/@kayakkulubu' } });
    renderFooter();
    expect(await screen.findByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/kayakkulubu');
    expect(screen.getByRole('link', { name: 'YouTube' })).toHaveAttribute('href', 'https://www.youtube.com/@kayakkulubu');
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    // Never the networks' home pages.
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toMatch(/^https:\/\/www\.(instagram|facebook|youtube)\.com\/$/);
  });

  it('shows no social section when nothing is set or the settings cannot be read', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const gets = vi.spyOn(http, 'get');
    routes['GET /api/site/ayarlar'] = okAnswer({ sosyalMedya: { instagram: null, facebook: null, youtube: null } });
    const { unmount } = renderFooter();
    await waitFor(() => expect(api().hits('GET /api/site/ayarlar')).toBe(1));
    // The answer is in and rendered before the section is looked for.
    await answered(gets);
    await advance(100);
    expect(screen.queryByText('Bizi Takip Edin')).not.toBeInTheDocument();
    unmount();
    routes['GET /api/site/ayarlar'] = failAnswer(500, 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.');
    renderFooter();
    await waitFor(() => expect(api().hits('GET /api/site/ayarlar')).toBeGreaterThanOrEqual(2));
    expect(screen.queryByText('Bizi Takip Edin')).not.toBeInTheDocument();
    expect(screen.getByText('İletişim')).toBeInTheDocument();
  });
});
