import {
  NEWS_MESSAGES,
  fieldErrors,
  newsKeywords,
  newsPageQuerySchema,
  newsPageSchema,
  newsSchema,
} from '@skiclub/shared/schemas';

const item = {
  id: '1',
  baslik: 'Sezon açıldı',
  slug: 'sezon-acildi',
  icerik: 'Birinci satır\nİkinci satır',
  ozet: null,
  anahtarKelimeler: 'kayak, sezon',
  kapakGorselUrl: null,
  yayinlanmaTarihi: '2026-11-20T09:00:00.000Z',
  yayinlayanKullaniciAdi: 'Kulüp Yönetimi',
  aktif: true,
};

describe('news schemas (member spec §3, §7, §9)', () => {
  it('accepts a news item and a page of them', () => {
    expect(newsSchema.parse(item)).toEqual(item);
    expect(newsPageSchema.parse({ items: [item], totalCount: 1, totalPages: 1, page: 1, pageSize: 10 }).items).toHaveLength(1);
  });
  it('defaults page 1 and pageSize 10 and reads numeric strings', () => {
    expect(newsPageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(newsPageQuerySchema.parse({ page: '3', pageSize: '50' })).toEqual({ page: 3, pageSize: 50 });
  });
  it('refuses bad page values with Turkish field messages', () => {
    for (const bad of [{ page: '0' }, { page: '-1' }, { page: '1.5' }, { page: 'abc' }, { page: '' }, { page: ['1', '2'] }]) {
      const r = newsPageQuerySchema.safeParse(bad);
      expect(r.success, JSON.stringify(bad)).toBe(false);
      expect(fieldErrors(r.error!)).toEqual({ page: NEWS_MESSAGES.page });
    }
    const r = newsPageQuerySchema.safeParse({ pageSize: '51' });
    expect(fieldErrors(r.error!)).toEqual({ pageSize: NEWS_MESSAGES.pageSize });
  });
  it('splits keywords', () => {
    expect(newsKeywords(' kayak, kamp ,, Palandöken ')).toEqual(['kayak', 'kamp', 'Palandöken']);
    expect(newsKeywords(null)).toEqual([]);
  });
});
