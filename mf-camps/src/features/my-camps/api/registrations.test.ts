import { registration } from '../registration.fixture';
import { ownRegistrations, participantCount, paymentStatus, registrationAmounts } from './registrations';

describe('ownRegistrations (member spec §2: only the current user id)', () => {
  const list = [registration({ id: 'a', kullaniciId: 'u1' }), registration({ id: 'b', kullaniciId: 'u2' }), registration({ id: 'c', kullaniciId: 'u1' })];

  it("keeps the current user's registrations, in order", () => {
    expect(ownRegistrations(list, 'u1').map((r) => r.id)).toEqual(['a', 'c']);
    expect(ownRegistrations(list, 'u2').map((r) => r.id)).toEqual(['b']);
  });

  it('gives nothing without a user or a list', () => {
    expect(ownRegistrations(list, null)).toEqual([]);
    expect(ownRegistrations(list, '')).toEqual([]);
    expect(ownRegistrations(undefined, 'u1')).toEqual([]);
    expect(ownRegistrations(list, 'u3')).toEqual([]);
  });
});

describe('paymentStatus (member spec §2, §4)', () => {
  it("shows 'Ödeme Bekliyor' in orange when unpaid", () => {
    expect(paymentStatus({ odemeDurumu: false })).toEqual({ text: 'Ödeme Bekliyor', color: 'orange', paid: false });
  });

  it("shows 'Ödendi' in green when paid", () => {
    expect(paymentStatus({ odemeDurumu: true })).toEqual({ text: 'Ödendi', color: 'green', paid: true });
  });
});

describe('registrationAmounts (member spec §9: TL, euro, USD, 2 decimals)', () => {
  it('lists the non-zero amounts in the order TL, EURO, USD', () => {
    expect(registrationAmounts({ odenecekTL: 45000, odenecekEuro: 0, odenecekUsd: 1250.5 }).map((a) => a.text)).toEqual(['45.000,00 TL', '1.250,50 $']);
    expect(registrationAmounts({ odenecekTL: 0, odenecekEuro: 980, odenecekUsd: 0 })).toEqual([{ currency: 'EURO', text: '980,00 €' }]);
  });

  it('shows 0,00 TL when nothing is due', () => {
    expect(registrationAmounts({ odenecekTL: 0, odenecekEuro: 0, odenecekUsd: 0 })).toEqual([{ currency: 'TL', text: '0,00 TL' }]);
  });
});

describe('participantCount', () => {
  it('adds adults and both child groups', () => {
    const r = registration({
      yetiskinler: [{ adSoyad: 'Ayşe Yılmaz', gsm: '05321234567', tcKimlikNo: '10000000146' }],
      cocuklar06: [{ adSoyad: 'Can Yılmaz', dogumTarihi: '2021-03-04', cinsiyetAdi: 'Erkek' }],
      cocuklar611: [{ adSoyad: 'Ece Yılmaz', dogumTarihi: '2016-05-06', cinsiyetAdi: 'Kız', okulAdi: 'Atatürk İlkokulu', sinifSube: '3-A', kaymaSeviyesiId: null }],
    });
    expect(participantCount(r)).toBe(3);
  });
});

