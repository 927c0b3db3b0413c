import { camps, DOUBLE_ID, FAMILY_ID, FULL_ID, quote } from '../registrationFixtures';
import { amountTexts, findCamp, findOption, fitRows, isFull, quoteView, roomMakeup, roomsLeftText, toPayload } from './registrationForm';

const camp = camps[0]!;

describe('accommodation option texts', () => {
  it('describes the room make-up, leaving out empty groups', () => {
    expect(roomMakeup({ yetiskinSayisi: 2, cocuk06Sayisi: 1, cocuk611Sayisi: 0 })).toBe('2 yetişkin + 1 çocuk (0-6)');
    expect(roomMakeup({ yetiskinSayisi: 1, cocuk06Sayisi: 0, cocuk611Sayisi: 2 })).toBe('1 yetişkin + 2 çocuk (6-11)');
  });

  it("says 'Dolu' for an option with no room left", () => {
    expect(isFull({ kalanOdaSayisi: 0 })).toBe(true);
    expect(roomsLeftText({ kalanOdaSayisi: 0 })).toBe('Dolu');
    expect(roomsLeftText({ kalanOdaSayisi: 1 })).toBe('Son 1 oda');
    expect(roomsLeftText({ kalanOdaSayisi: 7 })).toBe('7 oda kaldı');
  });

  it('shows the non-zero amounts in TL, € and $', () => {
    expect(amountTexts(60000, 1700, 0)).toEqual(['60.000,00 TL', '1.700,00 €']);
    expect(amountTexts(0, 0, 0)).toEqual(['0,00 TL']);
  });
});

describe('toPayload', () => {
  it("sends exactly the option's number of rows", () => {
    const option = findOption(findCamp(camps, camp.kampId), FAMILY_ID);
    const payload = toPayload(
      { kampId: camp.kampId, konaklamaSecenegiId: FAMILY_ID, yetiskinler: [{ adSoyad: 'A' }, { adSoyad: 'B' }, { adSoyad: 'C' }], cocuklar06: [], ekipKodu: 'X' },
      option,
    );
    expect(payload.yetiskinler).toEqual([{ adSoyad: 'A' }, { adSoyad: 'B' }]);
    expect(payload.cocuklar06).toEqual([{}]);
    expect(payload.cocuklar611).toEqual([{}]);
    expect(payload).toMatchObject({ kampId: camp.kampId, konaklamaSecenegiId: FAMILY_ID, aciklama: null, ucusKodu: null, ekipKodu: 'X' });
    expect(toPayload({}, findOption(camp, DOUBLE_ID)).cocuklar06).toEqual([]);
    expect(findOption(camp, FULL_ID)?.kalanOdaSayisi).toBe(0);
    expect(fitRows([{ a: 1 }], 2)).toEqual([{ a: 1 }, {}]);
  });
});

describe('quoteView (the price box)', () => {
  it('shows no discount line and no code message without a code', () => {
    expect(quoteView(quote())).toEqual({ list: ['60.000,00 TL', '1.700,00 €'], discount: null, toPay: ['60.000,00 TL', '1.700,00 €'], code: null });
  });

  it('shows the discount percent and amount of a valid code', () => {
    const v = quoteView(quote({ indirimOrani: 15, indirimTutariTL: 9000, odenecekTL: 51000, odenecekEuro: 1445, ekipKoduDurumu: 'gecerli', ekipKoduMesaji: 'Ekip kodu uygulandı: %15 indirim.' }));
    expect(v.discount).toEqual({ label: 'İndirim (%15)', amount: '-9.000,00 TL' });
    expect(v.toPay).toEqual(['51.000,00 TL', '1.445,00 €']);
    expect(v.code).toEqual({ tone: 'success', text: 'Ekip kodu uygulandı: %15 indirim.' });
  });

  it("gives a refused code's reason as a warning", () => {
    expect(quoteView(quote({ ekipKoduDurumu: 'tukendi', ekipKoduMesaji: 'Bu ekip kodunun kullanım hakkı dolmuş.' })).code).toEqual({ tone: 'warning', text: 'Bu ekip kodunun kullanım hakkı dolmuş.' });
  });
});
