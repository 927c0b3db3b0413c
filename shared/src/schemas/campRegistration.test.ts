import {
  CAMP_REGISTRATION_MESSAGES,
  ageInFullYears,
  buildCampRegistrationSchema,
  fieldErrors,
  isIsoDate,
  priceQuoteRequestSchema,
  tcKimlikNoSchema,
  type CampRegistrationPayload,
} from '@skiclub/shared/schemas';

const CAMP_START = '2027-01-15';
const rules = { baslangicTarihi: CAMP_START, yetiskinSayisi: 2, cocuk06Sayisi: 1, cocuk611Sayisi: 1 };
const GENDER = '3f1c7a52-9a0e-4c1b-8d6e-2b7f4a1e9c01';
const LEVEL = '7d2e4b18-5c3a-4f9e-a1b2-c3d4e5f60718';

function payload(over: Partial<CampRegistrationPayload> = {}): CampRegistrationPayload {
  return {
    kampId: '0b6a1c2d-3e4f-4a5b-8c7d-9e0f1a2b3c4d',
    konaklamaSecenegiId: '1c7b2d3e-4f5a-4b6c-9d8e-0f1a2b3c4d5e',
    yetiskinler: [
      { adSoyad: 'Ayşe Yılmaz', gsm: '0555 111 22 33', tcKimlikNo: '10000000146' },
      { adSoyad: 'Mehmet Yılmaz', gsm: '05551112234', tcKimlikNo: '12345678950' },
    ],
    cocuklar06: [{ adSoyad: 'Ela Yılmaz', dogumTarihi: '2022-03-01', cinsiyetId: GENDER }],
    cocuklar611: [{ adSoyad: 'Can Yılmaz', dogumTarihi: '2018-06-10', okulAdi: 'Atatürk İlkokulu', sinifSube: '3-B', kaymaSeviyesiId: LEVEL, cinsiyetId: GENDER }],
    ...over,
  };
}

function errors(value: unknown, r = rules): Record<string, string> {
  const result = buildCampRegistrationSchema(r).safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('tcKimlikNoSchema (member spec §5)', () => {
  it('accepts numbers whose checksum holds', () => {
    for (const tc of ['10000000146', '12345678950', '11111111110', '98765432150']) expect(tcKimlikNoSchema.safeParse(tc).success, tc).toBe(true);
  });
  it("wrong length or letters: 'T.C. Kimlik No 11 haneli olmalıdır.'", () => {
    for (const tc of ['1000000014', '100000001460', '1000000014a']) {
      expect(fieldErrors(tcKimlikNoSchema.safeParse(tc).error!)._form).toBe('T.C. Kimlik No 11 haneli olmalıdır.');
    }
  });
  it("first digit 0 or a broken checksum: 'Geçersiz T.C. Kimlik No.'", () => {
    for (const tc of ['01000000146', '10000000156', '10000000147', '12345678951']) {
      expect(fieldErrors(tcKimlikNoSchema.safeParse(tc).error!)._form).toBe('Geçersiz T.C. Kimlik No.');
    }
  });
  it('empty is required', () => {
    expect(fieldErrors(tcKimlikNoSchema.safeParse('').error!)._form).toBe('T.C. Kimlik No alanı zorunludur.');
  });
});

describe('dates and ages', () => {
  it('isIsoDate takes real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('15.01.2027')).toBe(false);
    expect(isIsoDate('2027-1-5')).toBe(false);
  });
  it('ageInFullYears counts the birthday on its own day', () => {
    expect(ageInFullYears('2020-01-15', '2027-01-15')).toBe(7);
    expect(ageInFullYears('2020-01-16', '2027-01-15')).toBe(6);
    expect(ageInFullYears('2020-01-14', '2027-01-15')).toBe(7);
    expect(ageInFullYears('2020-02-29', '2027-02-28')).toBe(6);
    expect(ageInFullYears('2020-02-29', '2027-03-01')).toBe(7);
    expect(ageInFullYears('2027-01-16', '2027-01-15')).toBe(-1);
    expect(ageInFullYears('x', '2027-01-15')).toBeNaN();
  });
});

describe('buildCampRegistrationSchema', () => {
  it('accepts a complete family and normalises the texts', () => {
    const result = buildCampRegistrationSchema(rules).safeParse(payload({ aciklama: '  ', ekipKodu: ' kartal10 ' }));
    expect(result.success).toBe(true);
    expect(result.data!.yetiskinler[0]!.gsm).toBe('05551112233');
    expect(result.data!.aciklama).toBeNull();
    expect(result.data!.ucusKodu).toBeNull();
    expect(result.data!.ekipKodu).toBe('kartal10');
  });

  it('bad T.C. numbers give the spec texts on their fields', () => {
    const e = errors(payload({ yetiskinler: [{ adSoyad: 'A B', gsm: '05551112233', tcKimlikNo: '123' }, { adSoyad: 'C D', gsm: '05551112233', tcKimlikNo: '10000000147' }] }));
    expect(e['yetiskinler.0.tcKimlikNo']).toBe('T.C. Kimlik No 11 haneli olmalıdır.');
    expect(e['yetiskinler.1.tcKimlikNo']).toBe('Geçersiz T.C. Kimlik No.');
  });

  it('a T.C. number repeated in one registration is refused on the repeat', () => {
    const e = errors(payload({ yetiskinler: [{ adSoyad: 'A B', gsm: '05551112233', tcKimlikNo: '10000000146' }, { adSoyad: 'C D', gsm: '05551112233', tcKimlikNo: '10000000146' }] }));
    expect(e).toEqual({ 'yetiskinler.1.tcKimlikNo': CAMP_REGISTRATION_MESSAGES.tcRepeated });
  });

  it("phone 10-11 digits: 'Geçerli bir telefon numarası giriniz (10-11 haneli).'", () => {
    const e = errors(payload({ yetiskinler: [{ adSoyad: 'A B', gsm: '12345', tcKimlikNo: '10000000146' }, { adSoyad: 'C D', gsm: '05551112233', tcKimlikNo: '12345678950' }] }));
    expect(e['yetiskinler.0.gsm']).toBe('Geçerli bir telefon numarası giriniz (10-11 haneli).');
  });

  it('the option decides how many of each participant are needed', () => {
    const e = errors(payload({ yetiskinler: [{ adSoyad: 'A B', gsm: '05551112233', tcKimlikNo: '10000000146' }], cocuklar06: [], cocuklar611: [] }));
    expect(e.yetiskinler).toBe('Bu konaklama seçeneği için 2 yetişkin bilgisi girilmelidir.');
    expect(e.cocuklar06).toBe('Bu konaklama seçeneği için 1 çocuk (0-6 yaş) bilgisi girilmelidir.');
    expect(e.cocuklar611).toBe('Bu konaklama seçeneği için 1 çocuk (6-11 yaş) bilgisi girilmelidir.');
    expect(errors(payload({ cocuklar06: [], cocuklar611: [] }), { ...rules, cocuk06Sayisi: 0, cocuk611Sayisi: 0 })).toEqual({});
  });

  it("an impossible date: 'Geçerli bir tarih giriniz.'", () => {
    const e = errors(payload({ cocuklar06: [{ adSoyad: 'Ela Y', dogumTarihi: '2022-02-30', cinsiyetId: GENDER }] }));
    expect(e['cocuklar06.0.dogumTarihi']).toBe('Geçerli bir tarih giriniz.');
  });

  describe('age bands on the camp first day (2027-01-15)', () => {
    const child06 = (dogumTarihi: string) => errors(payload({ cocuklar06: [{ adSoyad: 'Ela Y', dogumTarihi, cinsiyetId: GENDER }] }))['cocuklar06.0.dogumTarihi'];
    const child611 = (dogumTarihi: string) =>
      errors(payload({ cocuklar611: [{ adSoyad: 'Can Y', dogumTarihi, okulAdi: 'Okul', sinifSube: '1-A', kaymaSeviyesiId: LEVEL, cinsiyetId: GENDER }] }))['cocuklar611.0.dogumTarihi'];

    it('0-6: still 6 the day before the 7th birthday, 7 on it', () => {
      expect(child06('2020-01-16')).toBeUndefined(); // 7th birthday the day after: 6
      expect(child06('2020-01-15')).toBe('Yaş 0-6 aralığında olmalıdır.'); // 7 on the first day
      expect(child06('2020-01-14')).toBe('Yaş 0-6 aralığında olmalıdır.'); // 7 the day before
      expect(child06('2027-01-15')).toBeUndefined(); // born on the first day: 0
      expect(child06('2027-01-16')).toBe('Yaş 0-6 aralığında olmalıdır.'); // not born yet
    });

    it('6-11: 6 from the 6th birthday, 11 until the day before the 12th', () => {
      expect(child611('2021-01-16')).toBe('Yaş 6-11 aralığında olmalıdır.'); // 5 until the day after
      expect(child611('2021-01-15')).toBeUndefined(); // turns 6 on the first day
      expect(child611('2021-01-14')).toBeUndefined();
      expect(child611('2015-01-16')).toBeUndefined(); // 11, turns 12 the day after
      expect(child611('2015-01-15')).toBe('Yaş 6-11 aralığında olmalıdır.'); // 12 on the first day
      expect(child611('2015-01-14')).toBe('Yaş 6-11 aralığında olmalıdır.');
    });
  });

  it('required selections and texts name the field', () => {
    const e = errors({
      kampId: '',
      konaklamaSecenegiId: 'x',
      yetiskinler: [{ adSoyad: '', gsm: '', tcKimlikNo: '' }, { adSoyad: 'C D', gsm: '05551112233', tcKimlikNo: '12345678950' }],
      cocuklar06: [{ adSoyad: 'E', dogumTarihi: '', cinsiyetId: '' }],
      cocuklar611: [{ adSoyad: 'F', dogumTarihi: '2018-06-10', okulAdi: '', sinifSube: '', kaymaSeviyesiId: null, cinsiyetId: GENDER }],
      ekipKodu: 'x'.repeat(51),
    });
    expect(e).toMatchObject({
      kampId: 'Kamp alanı zorunludur.',
      konaklamaSecenegiId: 'Konaklama Seçeneği alanı zorunludur.',
      'yetiskinler.0.adSoyad': 'Ad Soyad alanı zorunludur.',
      'yetiskinler.0.gsm': 'GSM alanı zorunludur.',
      'yetiskinler.0.tcKimlikNo': 'T.C. Kimlik No alanı zorunludur.',
      'cocuklar06.0.dogumTarihi': 'Doğum Tarihi alanı zorunludur.',
      'cocuklar06.0.cinsiyetId': 'Cinsiyet alanı zorunludur.',
      'cocuklar611.0.okulAdi': 'Okul Adı alanı zorunludur.',
      'cocuklar611.0.sinifSube': 'Sınıf/Şube alanı zorunludur.',
      'cocuklar611.0.kaymaSeviyesiId': 'Kayma Seviyesi alanı zorunludur.',
      ekipKodu: 'Ekip Kodu en fazla 50 karakter olabilir.',
    });
  });
});

describe('priceQuoteRequestSchema', () => {
  it('takes an optional code; empty means none', () => {
    const ids = { kampId: '0b6a1c2d-3e4f-4a5b-8c7d-9e0f1a2b3c4d', konaklamaSecenegiId: '1c7b2d3e-4f5a-4b6c-9d8e-0f1a2b3c4d5e' };
    expect(priceQuoteRequestSchema.parse({ ...ids, ekipKodu: '' }).ekipKodu).toBeNull();
    expect(priceQuoteRequestSchema.parse(ids).ekipKodu).toBeNull();
    expect(priceQuoteRequestSchema.parse({ ...ids, ekipKodu: ' KARTAL10' }).ekipKodu).toBe('KARTAL10');
    expect(priceQuoteRequestSchema.safeParse({ ...ids, kampId: 5 }).success).toBe(false);
  });
});
