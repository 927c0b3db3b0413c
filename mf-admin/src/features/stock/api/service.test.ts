import { describe, expect, it } from 'vitest';
import { failAnswer, okAnswer, serveApi } from '@skiclub/shared/testing';
import { STOCK_MESSAGES, type StockItem } from '@skiclub/shared/schemas/admin';
import { stockService } from './service';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ROW: StockItem = {
  id: uuid(1),
  adi: 'Kayak Gözlüğü',
  anaResim: null,
  kategori: { id: uuid(9), adi: 'Gözlük' },
  stokMiktari: 4,
  kritikSeviye: 5,
  durum: 'kritik',
  varyantSayisi: 0,
  aktif: true,
  sonGuncelleme: '2026-11-24T09:00:00.000Z',
};
const OZET = { tukendi: 1, kritik: 1, dusuk: 0, normal: 3 };

const server = serveApi({
  'GET /api/urun/stok': (req) => (req.searchParams.get('stokDurumu') === 'bitik' ? failAnswer(422, 'Gönderilen veriler geçersiz.', { stokDurumu: 'Geçersiz değer.' }) : { status: 200, body: { basarili: true, veri: [ROW], ozet: OZET, mesaj: '' } }),
  'GET /api/dogrulama/token': (req) => okAnswer({ token: `belirteç-${req.searchParams.get('action')}` }),
  [`POST /api/urun/${uuid(1)}/stok/ekle`]: okAnswer({ ...ROW, stokMiktari: 7, durum: 'dusuk' }, STOCK_MESSAGES.added),
  [`POST /api/urun/${uuid(2)}/stok/guncelle`]: failAnswer(404, STOCK_MESSAGES.productNotFound),
});

describe('stock service (admin spec §7 Stock)', () => {
  it('reads the list in veri and the level counts in ozet beside it, with the filters as query', async () => {
    expect(await stockService.list({ kategoriId: uuid(9), stokDurumu: 'kritik', arama: 'gözlük' })).toEqual({ items: [ROW], ozet: OZET });
    const sent = server().requests.at(-1)!;
    expect(Object.fromEntries(sent.searchParams)).toEqual({ kategoriId: uuid(9), stokDurumu: 'kritik', arama: 'gözlük' });
  });

  it('a refused list is an AppError with the server message and field errors', async () => {
    await expect(stockService.list({ stokDurumu: 'bitik' as never })).rejects.toMatchObject({ status: 422, message: 'Gönderilen veriler geçersiz.', fieldErrors: { stokDurumu: 'Geçersiz değer.' } });
  });

  it("posts an operation with a fresh 'stok' verification token and returns the new row and message", async () => {
    expect(await stockService.change('ekle', uuid(1), { miktar: 3, kritikSeviye: 5, aciklama: null, varyantId: null })).toEqual({ item: { ...ROW, stokMiktari: 7, durum: 'dusuk' }, mesaj: STOCK_MESSAGES.added });
    const sent = server().requests.at(-1)!;
    expect(sent.body).toEqual({ miktar: 3, kritikSeviye: 5, aciklama: null, varyantId: null, recaptchaToken: 'belirteç-stok' });
    await expect(stockService.change('guncelle', uuid(2), { miktar: 1, kritikSeviye: 5 })).rejects.toMatchObject({ status: 404, message: STOCK_MESSAGES.productNotFound });
  });
});
