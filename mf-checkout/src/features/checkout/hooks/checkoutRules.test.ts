// Pure rules of /odeme (member spec §3, §5 Checkout).
import { makeCart, makeItem } from '../../cart/hooks/cartFixtures';
import { billingFieldErrors, buildOrderPayload, canCompletePayment, isCheckoutFormComplete, type CheckoutValues } from './checkoutRules';

const valid: CheckoutValues = {
  ad: ' Ayşe ',
  soyad: 'Yılmaz',
  email: 'ayse@example.com',
  telefon: '05321234567',
  adres: 'Cumhuriyet Cad. No: 5',
  sehir: 'Erzurum',
  odemeYontemi: 'kart',
  CardHolderName: 'Ayşe Işık',
  Pan: '4155650100416111',
  Expiry: '1230',
  Cvv2: '123',
  mesafeliSatis: true,
  onBilgilendirme: true,
};

describe('checkout rules', () => {
  it('needs every field rule and both consents', () => {
    expect(isCheckoutFormComplete(valid)).toBe(true);
    expect(isCheckoutFormComplete({ ...valid, postaKodu: '' })).toBe(true);
    for (const broken of [
      { ad: '' },
      { soyad: ' ' },
      { email: 'ayse@' },
      { telefon: '123456789' },
      { adres: '' },
      { sehir: '' },
      { CardHolderName: '' },
      { Pan: '4155650100416112' },
      { Expiry: '1320' },
      { Expiry: '0120' },
      { Cvv2: '12' },
      { mesafeliSatis: false },
      { onBilgilendirme: false },
      { notlar: 'x'.repeat(501) },
    ] as Partial<CheckoutValues>[]) {
      expect(isCheckoutFormComplete({ ...valid, ...broken }), JSON.stringify(broken)).toBe(false);
    }
  });

  it('also needs a valid, non-empty cart', () => {
    expect(canCompletePayment(valid, makeCart([makeItem()]))).toBe(true);
    expect(canCompletePayment(valid, makeCart([]))).toBe(false);
    expect(canCompletePayment(valid, makeCart([makeItem({ miktar: 9, mevcutStok: 2, stokYeterli: false })]))).toBe(false);
    expect(canCompletePayment(valid, undefined)).toBe(false);
  });

  it('sends the addresses as JSON text, TL and the note; never prices or the card', () => {
    const body = buildOrderPayload({ ...valid, postaKodu: ' 25000 ', notlar: '  Zile basmayın. ' });
    expect(Object.keys(body).sort()).toEqual(['faturaAdresi', 'notlar', 'paraBirimi', 'teslimatAdresi']);
    expect(JSON.parse(body.teslimatAdresi)).toEqual({
      ad: 'Ayşe',
      soyad: 'Yılmaz',
      adSoyad: 'Ayşe Yılmaz',
      adres: 'Cumhuriyet Cad. No: 5',
      sehir: 'Erzurum',
      postaKodu: '25000',
      telefon: '05321234567',
      ulke: 'Türkiye',
    });
    expect(JSON.parse(body.faturaAdresi)).toMatchObject({ email: 'ayse@example.com', adSoyad: 'Ayşe Yılmaz' });
    expect(body.notlar).toBe('Zile basmayın.');
    expect(JSON.stringify(body)).not.toContain('4155');
  });

  it("maps the API's address field errors onto the billing fields", () => {
    expect(billingFieldErrors({ 'faturaAdresi.ad': 'Lütfen adınızı girin.', 'teslimatAdresi.ad': 'x', 'teslimatAdresi.sehir': 'Lütfen şehir seçin.', p1: 'Yetersiz stok' })).toEqual([
      { name: 'ad', errors: ['Lütfen adınızı girin.'] },
      { name: 'sehir', errors: ['Lütfen şehir seçin.'] },
    ]);
  });
});
