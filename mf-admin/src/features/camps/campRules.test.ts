import { describe, expect, it } from 'vitest';
import { campEndDateError, campLabel, campPayloadSchema, campStartDateError, todayInTurkey } from '@skiclub/shared/schemas/admin';

const ID = '00000000-0000-4000-8000-000000000001';
const valid = { kampAdi: 'Kamp', ulkeId: ID, sehirId: ID, otelId: ID, kampUcretTipiId: ID, baslangicTarihi: '2027-01-10', bitisTarihi: '2027-01-15' };

describe('camp rules (admin spec §5)', () => {
  it("today is the Turkish calendar day (UTC+3): 21:30 UTC is already tomorrow in Istanbul", () => {
    expect(todayInTurkey(new Date('2026-12-31T20:59:00Z'))).toBe('2026-12-31');
    expect(todayInTurkey(new Date('2026-12-31T21:30:00Z'))).toBe('2027-01-01');
  });

  it('a start before today is refused unless it is the stored start of the edited camp', () => {
    expect(campStartDateError('2026-11-23', '2026-11-24')).toBe('Başlangıç tarihi bugünden önce olamaz.');
    expect(campStartDateError('2026-11-24', '2026-11-24')).toBeUndefined();
    expect(campStartDateError('2026-10-01', '2026-11-24', '2026-10-01')).toBeUndefined();
    expect(campStartDateError('2026-10-02', '2026-11-24', '2026-10-01')).toBe('Başlangıç tarihi bugünden önce olamaz.');
  });

  it('the end must be later than the start', () => {
    expect(campEndDateError('2027-01-10', '2027-01-10')).toBe('Bitiş tarihi başlangıç tarihinden sonra olmalıdır.');
    expect(campEndDateError('2027-01-10', '2027-01-09')).toBe('Bitiş tarihi başlangıç tarihinden sonra olmalıdır.');
    expect(campEndDateError('2027-01-10', '2027-01-11')).toBeUndefined();
    expect(campEndDateError(undefined, '2027-01-11')).toBeUndefined();
  });

  it('the payload schema gives the spec messages and trims the name', () => {
    expect(campPayloadSchema.parse({ ...valid, kampAdi: '  Kamp  ' })).toMatchObject({ kampAdi: 'Kamp', aktif: true });
    const errors = campPayloadSchema.safeParse({ kampAdi: 'x'.repeat(201), baslangicTarihi: '2027-02-30', bitisTarihi: '' }).error!.issues;
    // the first message of each field is the one shown
    const byField: Record<string, string> = {};
    for (const i of errors) byField[String(i.path[0])] ??= i.message;
    expect(byField).toEqual({
      kampAdi: 'Kamp adı en fazla 200 karakter olabilir.',
      ulkeId: 'Ülke seçimi zorunludur.',
      sehirId: 'Şehir seçimi zorunludur.',
      otelId: 'Otel seçimi zorunludur.',
      baslangicTarihi: 'Geçerli bir tarih giriniz.',
      bitisTarihi: 'Bitiş tarihi alanı zorunludur.',
      kampUcretTipiId: 'Kamp ücret tipi seçimi zorunludur.',
    });
    expect(campPayloadSchema.safeParse({ ...valid, bitisTarihi: '2027-01-10' }).error!.issues.map((i) => i.message)).toEqual(['Bitiş tarihi başlangıç tarihinden sonra olmalıdır.']);
  });

  it("labels a camp 'kampAdi (dd.mm.yyyy)'", () => {
    expect(campLabel({ kampAdi: 'Palandöken Kampı', baslangicTarihi: '2026-12-28' })).toBe('Palandöken Kampı (28.12.2026)');
  });
});
