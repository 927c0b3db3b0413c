import { describe, expect, it } from 'vitest';
import { errorMessageOr, httpError, networkError } from '@skiclub/shared/errors';
import { countryPayloadSchema } from '@skiclub/shared/schemas/admin';
import { zodFieldError } from '@skiclub/shared/ui';

describe('country name rule (admin spec §5)', () => {
  it('gives the schema messages used by the form', () => {
    const messageFor = (ulkeAdi: unknown) => zodFieldError(countryPayloadSchema, 'ulkeAdi', { ulkeAdi, aktif: true }) ?? null;
    expect(messageFor(undefined)).toBe('Ülke adı alanı zorunludur.');
    expect(messageFor('   ')).toBe('Ülke adı alanı zorunludur.');
    expect(messageFor('T')).toBe('Ülke adı en az 2 karakter olmalıdır.');
    expect(messageFor('Türkiye')).toBeNull();
  });
});

describe('error texts of the admin screens (admin spec §8)', () => {
  it("uses the server's message, else the fallback", () => {
    expect(errorMessageOr(httpError(409, { mesaj: 'Bu ülke zaten kayıtlı.' }), 'İşlem sırasında hata oluştu.')).toBe('Bu ülke zaten kayıtlı.');
    expect(errorMessageOr(httpError(500, null), 'İşlem sırasında hata oluştu.')).toBe('İşlem sırasında hata oluştu.');
    expect(errorMessageOr(new Error('x'), 'Silme işlemi sırasında hata oluştu.')).toBe('Silme işlemi sırasında hata oluştu.');
    expect(errorMessageOr(networkError(), 'İşlem sırasında hata oluştu.')).toBe('İnternet bağlantınızı kontrol edin.');
    expect(errorMessageOr(httpError(403, null), 'Ülkeler yüklenirken hata oluştu.')).toBe('Bu işlem için yetkiniz bulunmamaktadır.');
    expect(errorMessageOr(httpError(503, { mesaj: 'Bakım çalışması var.' }), 'İşlem sırasında hata oluştu.')).toBe('Bakım çalışması var.');
  });
});
