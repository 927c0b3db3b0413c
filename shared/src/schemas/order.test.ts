import {
  ORDER_MESSAGES,
  billingAddressSchema,
  buildOrderAddresses,
  fieldErrors,
  isOrderEditable,
  orderCreateSchema,
  orderPageQuerySchema,
  orderPageSchema,
  orderStatusCode,
  orderStatusText,
  orderUpdateSchema,
  parseOrderAddress,
  type BillingAddressForm,
} from '@skiclub/shared/schemas';

const billing: BillingAddressForm = {
  ad: ' Ayşe ',
  soyad: 'Yılmaz',
  email: 'ayse@example.com',
  telefon: '0555 111 22 33',
  adres: 'Cumhuriyet Cad. No: 5',
  sehir: 'Erzurum',
};

function payload(over: Record<string, unknown> = {}) {
  return { ...buildOrderAddresses(billingAddressSchema.parse(billing)), paraBirimi: 'TL', ...over };
}

describe('order status (member spec §4)', () => {
  it('names codes 1-6 and the text forms, anything else Bilinmiyor', () => {
    expect([1, 2, 3, 4, 5, 6].map(orderStatusText)).toEqual(['Beklemede', 'Onaylandı', 'Hazırlanıyor', 'Kargoda', 'Teslim Edildi', 'İptal']);
    expect(orderStatusText('2')).toBe('Onaylandı');
    expect(orderStatusText('ONAYLANDI')).toBe('Onaylandı');
    expect(orderStatusText('onaylandi')).toBe('Onaylandı');
    expect(orderStatusText('Kargoya Verildi')).toBe('Kargoda');
    expect(orderStatusText('kargoda')).toBe('Kargoda');
    expect(orderStatusText('İPTAL EDİLDİ')).toBe('İptal');
    expect(orderStatusText(' teslim  edildi ')).toBe('Teslim Edildi');
    expect(orderStatusText('hazırlanıyor')).toBe('Hazırlanıyor');
    for (const v of [0, 7, 2.5, -1, '', 'iade', null, undefined]) expect(orderStatusText(v), String(v)).toBe('Bilinmiyor');
    expect(orderStatusCode('beklemede')).toBe(1);
  });
  it('only Beklemede and Onaylandı are editable', () => {
    expect([1, 2, 3, 4, 5, 6, 0].map(isOrderEditable)).toEqual([true, true, false, false, false, false, false]);
    expect(isOrderEditable('onaylandı')).toBe(true);
    expect(isOrderEditable(null)).toBe(false);
  });
});

describe('orders whose status arrives as text (member spec §3, §4)', () => {
  const order = (siparisDurumu: unknown) => ({
    id: 'o1',
    siparisNo: 'SP-1',
    toplamTutar: 10,
    paraBirimi: 'TL',
    siparisDurumu,
    siparisDurumuMetni: '',
    odemeDurumu: false,
    odemeTarihi: null,
    olusturmaTarihi: '2026-01-02T10:00:00Z',
    teslimatAdresi: '{}',
    faturaAdresi: '{}',
    notlar: null,
    siparisDetaylari: [],
  });
  it('a page with text statuses parses; each text becomes its code, an unknown one 0 (Bilinmiyor)', () => {
    const page = orderPageSchema.parse({ ogeler: ['kargoya verildi', 'İptal Edildi', 'teslim edildi', '2', 3, 'iade'].map(order), toplam: 6, sayfa: 1, boyut: 10 });
    expect(page.ogeler.map((o) => o.siparisDurumu)).toEqual([4, 6, 5, 2, 3, 0]);
    expect(page.ogeler.map((o) => orderStatusText(o.siparisDurumu))).toEqual(['Kargoda', 'İptal', 'Teslim Edildi', 'Onaylandı', 'Hazırlanıyor', 'Bilinmiyor']);
  });
});

describe('billingAddressSchema (member spec §5 Checkout)', () => {
  it('trims, keeps phone digits and makes the postal code optional', () => {
    expect(billingAddressSchema.parse(billing)).toEqual({ ...billing, ad: 'Ayşe', telefon: '05551112233', postaKodu: '' });
  });
  it('gives the checkout messages verbatim', () => {
    const r = billingAddressSchema.safeParse({ ad: ' ', soyad: '', email: 'x@y', telefon: '12345', adres: '', sehir: '' });
    expect(fieldErrors(r.error!)).toEqual({
      ad: 'Lütfen adınızı girin.',
      soyad: 'Lütfen soyadınızı girin.',
      email: 'Lütfen geçerli bir e-posta girin.',
      telefon: 'Lütfen 10 haneli telefon numarası girin.',
      adres: 'Lütfen adres bilgisi girin.',
      sehir: 'Lütfen şehir seçin.',
    });
    expect(fieldErrors(billingAddressSchema.safeParse({}).error!).sehir).toBe('Lütfen şehir seçin.');
  });
  it('takes 10 or 11 digits only', () => {
    expect(billingAddressSchema.safeParse({ ...billing, telefon: '5551112233' }).success).toBe(true);
    expect(billingAddressSchema.safeParse({ ...billing, telefon: '055511122334' }).success).toBe(false);
    expect(billingAddressSchema.safeParse({ ...billing, telefon: '0555-111-22-33' }).success).toBe(false);
  });
});

describe('orderCreateSchema (member spec §7 POST /api/siparis/olustur)', () => {
  it('parses both JSON addresses; delivery has no e-mail, both are in Türkiye', () => {
    const r = orderCreateSchema.parse(payload({ notlar: '  ' }));
    expect(r.teslimatAdresi).toEqual({
      ad: 'Ayşe',
      soyad: 'Yılmaz',
      adSoyad: 'Ayşe Yılmaz',
      adres: 'Cumhuriyet Cad. No: 5',
      sehir: 'Erzurum',
      postaKodu: '',
      telefon: '05551112233',
      ulke: 'Türkiye',
    });
    expect(r.faturaAdresi.email).toBe('ayse@example.com');
    expect(r.notlar).toBeNull();
    expect(r.paraBirimi).toBe('TL');
  });
  it('keys the errors of the inner fields by address', () => {
    const bad = JSON.stringify({ ad: 'A', soyad: 'B', adres: 'C', telefon: '1', email: 'no' });
    const r = orderCreateSchema.safeParse(payload({ faturaAdresi: bad, teslimatAdresi: JSON.stringify({ ad: '', soyad: 'B', adres: 'C', sehir: 'D', telefon: '05551112233' }) }));
    expect(fieldErrors(r.error!)).toEqual({
      'teslimatAdresi.ad': 'Lütfen adınızı girin.',
      'faturaAdresi.email': 'Lütfen geçerli bir e-posta girin.',
      'faturaAdresi.sehir': 'Lütfen şehir seçin.',
      'faturaAdresi.telefon': 'Lütfen 10 haneli telefon numarası girin.',
    });
  });
  it('refuses broken JSON, other currencies, other countries and long notes', () => {
    const r = orderCreateSchema.safeParse(payload({ teslimatAdresi: '{bad', faturaAdresi: '[1]', paraBirimi: 'USD', notlar: 'x'.repeat(501) }));
    expect(fieldErrors(r.error!)).toEqual({
      teslimatAdresi: 'Teslimat Adresi geçerli bir adres değil.',
      faturaAdresi: 'Fatura Adresi geçerli bir adres değil.',
      paraBirimi: "Para birimi 'TL' olmalıdır.",
      notlar: 'Notlar en fazla 500 karakter olabilir.',
    });
    const abroad = JSON.stringify({ ...JSON.parse(payload().teslimatAdresi as string), ulke: 'Almanya' });
    expect(fieldErrors(orderCreateSchema.safeParse(payload({ teslimatAdresi: abroad })).error!)['teslimatAdresi.ulke']).toBe('Teslimat yalnızca Türkiye içindir.');
    expect(fieldErrors(orderCreateSchema.safeParse({}).error!)).toEqual({
      teslimatAdresi: 'Teslimat Adresi alanı zorunludur.',
      faturaAdresi: 'Fatura Adresi alanı zorunludur.',
    });
  });
  it('orderUpdateSchema takes the same addresses and notes', () => {
    const r = orderUpdateSchema.parse({ ...buildOrderAddresses(billingAddressSchema.parse(billing)), notlar: 'Kapıya bırakın' });
    expect(r.notlar).toBe('Kapıya bırakın');
    expect(r.teslimatAdresi.sehir).toBe('Erzurum');
  });
});

describe('parseOrderAddress', () => {
  it('reads a stored address and is safe on anything else', () => {
    const { faturaAdresi } = buildOrderAddresses(billingAddressSchema.parse(billing));
    expect(parseOrderAddress(faturaAdresi)).toMatchObject({ adSoyad: 'Ayşe Yılmaz', email: 'ayse@example.com', ulke: 'Türkiye' });
    expect(parseOrderAddress(JSON.stringify({ ad: 'Ali', soyad: 'Kaya', postaKodu: 25000 }))).toMatchObject({ adSoyad: 'Ali Kaya', postaKodu: '25000', adres: '' });
    for (const t of ['', '{bad', '"text"', '[1]', 'null', null, undefined]) expect(parseOrderAddress(t), String(t)).toBeNull();
  });
});

describe('texts and queries', () => {
  it('holds the spec texts verbatim', () => {
    expect(ORDER_MESSAGES.created).toBe('Sipariş başarıyla oluşturuldu!');
    expect(ORDER_MESSAGES.emptyCart).toBe('Sepetiniz boş! Ürün kataloğuna yönlendiriliyorsunuz...');
    expect(ORDER_MESSAGES.insufficientStock('Kayak Gözlüğü', 2)).toBe('Yetersiz stok: Kayak Gözlüğü (en fazla 2 adet)');
  });
  it('orderPageQuerySchema defaults to page 1 of 10 and caps the size', () => {
    expect(orderPageQuerySchema.parse({})).toEqual({ sayfa: 1, boyut: 10 });
    expect(orderPageQuerySchema.parse({ sayfa: '3', boyut: '5' })).toEqual({ sayfa: 3, boyut: 5 });
    expect(orderPageQuerySchema.safeParse({ boyut: '500' }).success).toBe(false);
  });
});
