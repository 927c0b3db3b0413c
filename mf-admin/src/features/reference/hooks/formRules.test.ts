import { describe, expect, it } from 'vitest';
import { httpError, networkError } from '@skiclub/shared/errors';
import { countryPayloadSchema } from '@skiclub/shared/schemas';
import { serverMessageOr, zodFieldRules } from './formRules';

async function messageFor(value: unknown): Promise<string | null> {
  const [rule] = zodFieldRules(countryPayloadSchema, 'ulkeAdi');
  if (!rule || typeof rule === 'function' || !rule.validator) throw new Error('validator yok');
  try {
    await rule.validator({}, value, () => {});
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('zodFieldRules', () => {
  it('gives the schema messages (admin spec §5)', async () => {
    expect(await messageFor(undefined)).toBe('Ülke adı alanı zorunludur.');
    expect(await messageFor('   ')).toBe('Ülke adı alanı zorunludur.');
    expect(await messageFor('T')).toBe('Ülke adı en az 2 karakter olmalıdır.');
    expect(await messageFor('Türkiye')).toBeNull();
  });
});

describe('serverMessageOr (admin spec §8)', () => {
  it("uses the server's message, else the fallback", () => {
    expect(serverMessageOr(httpError(409, { mesaj: 'Bu ülke zaten kayıtlı.' }), 'İşlem sırasında hata oluştu.')).toBe('Bu ülke zaten kayıtlı.');
    expect(serverMessageOr(httpError(500, null), 'İşlem sırasında hata oluştu.')).toBe('İşlem sırasında hata oluştu.');
    expect(serverMessageOr(new Error('x'), 'Silme işlemi sırasında hata oluştu.')).toBe('Silme işlemi sırasında hata oluştu.');
    expect(serverMessageOr(networkError(), 'İşlem sırasında hata oluştu.')).toBe('İnternet bağlantınızı kontrol edin.');
    expect(serverMessageOr(httpError(403, null), 'Ülkeler yüklenirken hata oluştu.')).toBe('Bu işlem için yetkiniz bulunmamaktadır.');
    expect(serverMessageOr(httpError(503, { mesaj: 'Bakım çalışması var.' }), 'İşlem sırasında hata oluştu.')).toBe('Bakım çalışması var.');
  });
});
