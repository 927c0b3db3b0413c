import { safeRedirect } from './safeRedirect';

describe('safeRedirect (member spec §2: redirect query value or /)', () => {
  it.each([
    ['/kamplarim', '/kamplarim'],
    ['/urun/kayak-botu?renk=mavi#yorumlar', '/urun/kayak-botu?renk=mavi#yorumlar'],
    ['/siparislerim', '/siparislerim'],
    ['/', '/'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['kamplarim'],
    ['//evil.example.com'],
    ['//evil.example.com/kamplarim'],
    ['/\\evil.example.com'],
    ['https://evil.example.com'],
    ['javascript:alert(1)'],
    ['http:/evil'],
    ['/\t/evil.example.com'],
    ['  //evil.example.com'],
  ])('refuses %s and goes home', (value) => {
    expect(safeRedirect(value)).toBe('/');
  });

  it('uses the given fallback', () => {
    expect(safeRedirect('//x', '/profil')).toBe('/profil');
  });
});
