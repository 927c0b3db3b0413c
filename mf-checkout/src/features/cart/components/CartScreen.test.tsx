// /sepet against a local HTTP server standing in for the API (@skiclub/shared/testing), through
// the real shared client, cart query and cart mutation.
import { App } from 'antd';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { http } from '@skiclub/shared/api';
import { advance, advanceUntil, answered, failAnswer, okAnswer, serveApi, type TestRoutes } from '@skiclub/shared/testing';
import { makeCart, makeItem } from '../hooks/cartFixtures';
import { CartScreen } from './CartScreen';

const routes: TestRoutes = {};
const api = serveApi(routes);

/** Replaces the server's answers for the next requests. */
function answer(next: TestRoutes) {
  for (const key of Object.keys(routes)) delete routes[key];
  Object.assign(routes, next);
}

const cartReads = () => api().hits('GET /api/sepet');

function renderCart() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/sepet']}>
        <App>
          <CartScreen />
        </App>
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('/sepet load failures (member spec §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [500, 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.'],
    [503, 'Hizmet geçici olarak kullanılamıyor.'],
  ])('a %i shows its status default after 3 attempts', async (status, text) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // Counts the reads the moment they start, before their request reaches the server.
    const reads = vi.spyOn(http, 'get');
    answer({ 'GET /api/sepet': failAnswer(status) });
    renderCart();
    // The read is tried 3 times (500 ms, then 1000 ms apart), then the failure stays on screen.
    await advanceUntil(() => expect(cartReads()).toBe(3));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByText('Sepet yüklenirken hata oluştu')).not.toBeInTheDocument();
    // The 3rd failure is handled (a 4th attempt would be due now), then the longest delay passes.
    await answered(reads);
    await advance(2500);
    expect(reads.mock.calls.filter(([url]) => url === '/api/sepet')).toHaveLength(3);
    expect(cartReads()).toBe(3);
  });

  it("a malformed cart says 'Sepet yüklenirken hata oluştu' instead of crashing", async () => {
    answer({ 'GET /api/sepet': okAnswer({ sepetOgeleri: 'yok' }) });
    renderCart();
    expect(await screen.findByText('Sepet yüklenirken hata oluştu')).toBeInTheDocument();
    expect(api().requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/sepet']);
  });
});

describe('/sepet changes (member spec §5, §8)', () => {
  it("shows the new cart the API answers with, and 'Sepet güncellenirken hata oluştu' for a 500", async () => {
    const item = makeItem({ miktar: 2 });
    answer({
      'GET /api/sepet': okAnswer(makeCart([item])),
      'PUT /api/sepet/guncelle': okAnswer(makeCart([makeItem({ miktar: 3 })]), 'Sepet güncellendi!'),
    });
    renderCart();
    const plus = await screen.findByRole('button', { name: 'Kayak Gözlüğü Pro adedini artır' });
    await userEvent.click(plus);
    expect(await screen.findByText('Sepet güncellendi!')).toBeInTheDocument();
    await waitFor(() => expect((screen.getByLabelText('Kayak Gözlüğü Pro adedi') as HTMLInputElement).value).toBe('3'));
    expect(cartReads()).toBe(1);

    routes['PUT /api/sepet/guncelle'] = failAnswer(500);
    await userEvent.click(screen.getByRole('button', { name: 'Kayak Gözlüğü Pro adedini artır' }));
    expect(await screen.findByText('Sepet güncellenirken hata oluştu')).toBeInTheDocument();
    expect(api().hits('PUT /api/sepet/guncelle')).toBe(2);
  });
});
