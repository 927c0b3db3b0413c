import { discountedKurus, kurusToText, textToKurus, toKurus } from './money';

describe('kuruş helpers', () => {
  it('toKurus reads 2-decimal amounts exactly', () => {
    expect(toKurus(1410.31)).toBe(141031);
    expect(toKurus(0.29)).toBe(29);
    expect(toKurus(41250.5)).toBe(4125050);
  });
  it("kurusToText writes the bank's amount ('12500.00')", () => {
    expect(kurusToText(1250000)).toBe('12500.00');
    expect(kurusToText(1001)).toBe('10.01');
    expect(kurusToText(5)).toBe('0.05');
    expect(() => kurusToText(-1)).toThrow();
  });
  it('textToKurus accepts plain amounts only', () => {
    expect(textToKurus('12500.00')).toBe(1250000);
    expect(textToKurus('12500.5')).toBe(1250050);
    expect(textToKurus('12500')).toBe(1250000);
    for (const bad of ['', '12,500.00', '-1.00', '1e3', '12500.001', '12500.', 'abc']) expect(textToKurus(bad), bad).toBeNull();
  });
});

describe('discountedKurus: liste × (100 − oran) / 100, half up to the kuruş', () => {
  it('applies whole and fractional percents', () => {
    expect(discountedKurus(5400000, 10)).toBe(4860000);
    expect(discountedKurus(4125050, 15)).toBe(3506293); // 35 062,925 → 35 062,93
    expect(discountedKurus(4125050, 12.5)).toBe(3609419); // 36 094,1875 → 36 094,19
    expect(discountedKurus(101, 50)).toBe(51); // 0,505 → 0,51
    expect(discountedKurus(5400000, 0)).toBe(5400000);
    expect(discountedKurus(5400000, 100)).toBe(0);
  });
  it('stays exact past 2^53 intermediate products', () => {
    expect(discountedKurus(999_999_999_999, 33.33)).toBe(666_699_999_999); // 999 999 999 999 × 0,6667 = 666 699 999 999,3333
  });
});
