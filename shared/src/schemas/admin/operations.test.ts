import { describe, expect, it } from 'vitest';
import { adminRegistrationSchema, paymentDetailFieldError, paymentDetailPayloadSchema } from './operations';

const CAMP = '00000000-0000-4000-8000-000000000001';
const USER = '00000000-0000-4000-8000-0000000000AB';

describe('paymentDetailPayloadSchema (admin spec §5: in order, first failure stops)', () => {
  const issues = (value: unknown) => paymentDetailPayloadSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('reports only the first failing rule, camp → user → TL → EURO → USD', () => {
    expect(issues({})).toEqual([['kampId', 'Kamp seçimi zorunludur.']]);
    expect(issues({ kampId: CAMP, toplamTl: -1 })).toEqual([['kullaniciId', 'Kullanıcı ID zorunludur.']]);
    expect(issues({ kampId: CAMP, kullaniciId: USER, toplamTl: -1, toplamEuro: -1 })).toEqual([['toplamTl', 'Toplam TL 0 veya daha büyük olmalıdır.']]);
    expect(issues({ kampId: CAMP, kullaniciId: USER, toplamTl: 0, toplamEuro: 'x', toplamUsd: -1 })).toEqual([['toplamEuro', 'Toplam EURO 0 veya daha büyük olmalıdır.']]);
    expect(issues({ kampId: CAMP, kullaniciId: USER, toplamTl: 0, toplamEuro: 0, toplamUsd: -0.01 })).toEqual([['toplamUsd', 'Toplam USD 0 veya daha büyük olmalıdır.']]);
    expect(issues({ kampId: CAMP, kullaniciId: USER, toplamTl: 1.001, toplamEuro: 0, toplamUsd: 0 })).toEqual([['toplamTl', 'Toplam TL en fazla 2 ondalık basamak içerebilir.']]);
    expect(issues({ kampId: CAMP, kullaniciId: USER, toplamTl: 0, toplamEuro: 0, toplamUsd: 0, odemeTarihi: '2026-02-30' })).toEqual([['odemeTarihi', 'Ödeme tarihi geçersiz.']]);
  });

  it('answers a malformed camp or user id as not found', () => {
    expect(issues({ kampId: 'kamp' })).toEqual([['kampId', 'Kamp bulunamadı.']]);
    expect(issues({ kampId: CAMP, kullaniciId: 'ayse' })).toEqual([['kullaniciId', 'Kullanıcı bulunamadı.']]);
  });

  it('gives the parsed body: trimmed ids, totals to the kuruş, defaults', () => {
    expect(paymentDetailPayloadSchema.parse({ kampId: ` ${CAMP} `, kullaniciId: USER, toplamTl: 0.1 + 0.2, toplamEuro: 1410.31, toplamUsd: 0 })).toEqual({
      kampId: CAMP,
      kullaniciId: USER.toLowerCase(),
      toplamTl: 0.3,
      toplamEuro: 1410.31,
      toplamUsd: 0,
      odemeDurumu: false,
      odemeTarihi: null,
    });
  });

  it('puts the first failure on its field for the form', () => {
    const values = { kampId: CAMP, kullaniciId: '', toplamTl: -1 };
    expect(paymentDetailFieldError('kullaniciId', values)).toBe('Kullanıcı ID zorunludur.');
    expect(paymentDetailFieldError('toplamTl', values)).toBeUndefined();
    expect(paymentDetailFieldError('kampId', values)).toBeUndefined();
  });
});

describe('adminRegistrationSchema', () => {
  it('reads the admin list with or without the registration date and skill level names', () => {
    const row = {
      id: 'r', kampId: 'k', kampAdi: 'Kamp', baslangicTarihi: '2026-12-28', bitisTarihi: '2027-01-03', otelAdi: 'Otel', sehirAdi: 'Erzurum',
      konaklamaSecenegiId: null, konaklamaTipiAdi: null, kullaniciAdSoyad: 'Ayşe Yılmaz', kullaniciId: 'u', aciklama: null, ucusKodu: null, ekipKodu: null,
      odenecekTL: 1, odenecekEuro: 0, odenecekUsd: 0, aktif: true, gorselUrl: null, odemeDurumu: false, odemeDetayId: null, odemeTarihi: null,
      yetiskinler: [], cocuklar06: [], cocuklar611: [{ adSoyad: 'Deniz', dogumTarihi: '2017-11-27', cinsiyetAdi: 'Kız', okulAdi: 'Okul', sinifSube: '3-B', kaymaSeviyesiId: null }],
    };
    expect(adminRegistrationSchema.parse(row).olusturmaTarihi).toBeUndefined();
    const full = adminRegistrationSchema.parse({ ...row, olusturmaTarihi: '2026-11-09T21:30:00.000Z', cocuklar611: [{ ...row.cocuklar611[0], kaymaSeviyesiAdi: 'Başlangıç' }] });
    expect(full.cocuklar611[0]!.kaymaSeviyesiAdi).toBe('Başlangıç');
  });
});
