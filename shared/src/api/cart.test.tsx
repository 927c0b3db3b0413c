import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { CART_KEY, fetchCart, http, sendCartChange, useCartMutation, useCartQuery } from '@skiclub/shared/api';
import { failureMessage } from '@skiclub/shared/errors';
import { advance } from '../testing/clock';
import { failAnswer, okAnswer, serveApi, startTestServer } from '../testing/testServer';

const item = (miktar: number) => ({
  id: '0b6f3c1e-7a43-4c55-9a3e-2b1f1c1d0001',
  urunId: '0b6f3c1e-7a43-4c55-9a3e-2b1f1c1d0002',
  urunVaryantId: null,
  urunAdi: 'Kayak Eldiveni',
  urunSlug: 'kayak-eldiveni',
  varyantAdi: null,
  urunGorselUrl: null,
  birimFiyat: 850,
  miktar,
  toplamFiyat: 850 * miktar,
  paraBirimi: 'TL',
  mevcutStok: 10,
  stokYeterli: true,
  urunAktif: true,
  varyantAktif: true,
});
// The API may leave out paraBirimi, tumUrunlerMevcut and uyariMesajlari: the schema fills them.
const cart = (miktar: number) => ({ sepetOgeleri: miktar ? [item(miktar)] : [], toplamUrunAdedi: miktar, toplamTutar: 850 * miktar });

let failGet = 0;
const api = serveApi({
  'GET /api/sepet': () => (failGet ? failAnswer(failGet) : okAnswer(cart(1))),
  'POST /api/sepet/ekle': (req) => okAnswer(cart(1 + (req.body as { miktar: number }).miktar), 'Ürün sepete eklendi!'),
  'PUT /api/sepet/guncelle': (req) => okAnswer(cart((req.body as { miktar: number }).miktar)),
  'DELETE /api/sepet/temizle': okAnswer(cart(0)),
  'DELETE /api/sepet/0b6f3c1e-7a43-4c55-9a3e-2b1f1c1d0001': okAnswer(cart(0)),
  'DELETE /api/sepet/bozuk': okAnswer({ sepetOgeleri: 'yok' }),
});

beforeEach(() => {
  failGet = 0;
});

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

describe('the shared cart query (one key, fetcher and parser)', () => {
  it('reads GET /api/sepet with the schema defaults', async () => {
    expect(CART_KEY).toBe('/api/sepet');
    await expect(fetchCart()).resolves.toMatchObject({ toplamUrunAdedi: 1, paraBirimi: 'TL', tumUrunlerMevcut: true, uyariMesajlari: [] });
  });

  it('sends each change to its endpoint and reads the cart it answers with', async () => {
    await expect(sendCartChange({ kind: 'update', payload: { id: item(1).id, miktar: 4 } })).resolves.toMatchObject({ toplamUrunAdedi: 4 });
    await expect(sendCartChange({ kind: 'remove', id: item(1).id })).resolves.toMatchObject({ sepetOgeleri: [] });
    await expect(sendCartChange({ kind: 'clear' })).resolves.toMatchObject({ toplamUrunAdedi: 0 });
    expect(api().requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/sepet/guncelle',
      `DELETE /api/sepet/${item(1).id}`,
      'DELETE /api/sepet/temizle',
    ]);
    await expect(sendCartChange({ kind: 'remove', id: 'bozuk' })).rejects.toMatchObject({ kind: 'unexpected', message: 'Beklenmeyen bir hata oluştu.' });
  });

  it("an add (catalog) becomes the cart every reader (checkout, /sepet) sees, with no second read", async () => {
    const { result } = renderHook(
      () => {
        const reader = useCartQuery();
        const { trigger } = useCartMutation();
        return { data: reader.data, trigger };
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.toplamUrunAdedi).toBe(1));
    await act(async () => {
      await result.current.trigger({ kind: 'add', payload: { urunId: item(1).urunId, urunVaryantId: null, miktar: 2, paraBirimi: 'TL' } });
    });
    expect(result.current.data).toMatchObject({ toplamUrunAdedi: 3, toplamTutar: 2550, paraBirimi: 'TL' });
    expect(api().requests.find((r) => r.path === '/api/sepet/ekle')?.body).toEqual({ urunId: item(1).urunId, urunVaryantId: null, miktar: 2, paraBirimi: 'TL' });
    expect(api().hits('GET /api/sepet')).toBe(1);
  });

  it('waits while disabled (signed out)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const gets = vi.spyOn(http, 'get');
    renderHook(() => useCartQuery(false), { wrapper });
    await advance(50);
    expect(gets).not.toHaveBeenCalled();
    gets.mockRestore();
    expect(api().requests).toHaveLength(0);
  });

  it('shows the status default for a failed load: 500 and 503 differ', async () => {
    for (const [status, text] of [
      [500, 'Sunucu hatası oluştu. Lütfen daha sonra tekrar deneyin.'],
      [503, 'Hizmet geçici olarak kullanılamıyor.'],
    ] as const) {
      failGet = status;
      const { result, unmount } = renderHook(
        () => {
          const { error } = useCartQuery();
          return { error };
        },
        { wrapper },
      );
      await waitFor(() => expect(result.current.error).toBeDefined());
      expect(failureMessage(result.current.error, 'cartLoad')).toBe(text);
      unmount();
    }
  });
});

describe('failed cart changes (member spec §8 shop fallbacks)', () => {
  it('name the operation when the server says nothing', async () => {
    const failing = await startTestServer({ 'POST /api/sepet/ekle': failAnswer(500), 'PUT /api/sepet/guncelle': failAnswer(503) });
    http.defaults.baseURL = failing.url;
    try {
      const add = await sendCartChange({ kind: 'add', payload: { urunId: item(1).urunId, urunVaryantId: null, miktar: 1, paraBirimi: 'TL' } }).catch((e: unknown) => e);
      expect(failureMessage(add, 'cartAdd')).toBe('Ürün sepete eklenirken hata oluştu');
      const update = await sendCartChange({ kind: 'update', payload: { id: item(1).id, miktar: 2 } }).catch((e: unknown) => e);
      expect(failureMessage(update, 'cartUpdate')).toBe('Sepet güncellenirken hata oluştu');
    } finally {
      http.defaults.baseURL = api().url;
      await failing.close();
    }
  });
});
