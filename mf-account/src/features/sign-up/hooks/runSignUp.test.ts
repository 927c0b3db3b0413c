import { httpError } from '@skiclub/shared/errors';
import type { SignUpPayload } from '@skiclub/shared/schemas';
import { runSignUp, SIGN_UP_ACTION, type SignUpFailure, type SignUpStep } from './runSignUp';

const values = {
  ad: ' Ayşe ',
  soyad: 'Yılmaz',
  kullaniciAdi: 'ayse',
  email: 'ayse@example.com',
  gsm: '0532 123 45 67',
  sifre: 'Kayak2024!',
  sifreTekrar: 'Kayak2024!',
  sartlarOnay: true as const,
};

describe('runSignUp (member spec §2 two-step progress)', () => {
  it("gets a token for action 'kayit', then registers with the spec's payload", async () => {
    const steps: SignUpStep[] = [];
    const actions: string[] = [];
    const sent: SignUpPayload[] = [];
    const result = await runSignUp(
      values,
      {
        verify: async (action) => {
          actions.push(action);
          return 'tok-1';
        },
        register: async (payload) => {
          sent.push(payload);
          return { id: 'u1', kullaniciAdi: payload.kullaniciAdi };
        },
      },
      (s) => steps.push(s),
    );
    expect(SIGN_UP_ACTION).toBe('kayit');
    expect(actions).toEqual(['kayit']);
    expect(steps).toEqual([0, 1]);
    expect(result).toEqual({ id: 'u1', kullaniciAdi: 'ayse' });
    // sartlarOnay is not sent; names trimmed, phone without spaces, token added
    expect(sent).toEqual([
      { ad: 'Ayşe', soyad: 'Yılmaz', kullaniciAdi: 'ayse', email: 'ayse@example.com', gsm: '05321234567', sifre: 'Kayak2024!', sifreTekrar: 'Kayak2024!', recaptchaToken: 'tok-1' },
    ]);
  });

  it('reports a failed security check as step 0 and never registers', async () => {
    let registered = false;
    const failure = await runSignUp(
      values,
      {
        verify: async () => {
          throw httpError(429, { mesaj: 'Çok fazla istek gönderildi. Lütfen biraz bekleyin.' });
        },
        register: async () => {
          registered = true;
          return { id: 'x', kullaniciAdi: 'x' };
        },
      },
      () => undefined,
    ).catch((e: SignUpFailure) => e);
    expect(registered).toBe(false);
    expect(failure).toMatchObject({ step: 0, error: { status: 429, message: 'Çok fazla istek gönderildi. Lütfen biraz bekleyin.' } });
  });

  it("reports a refused register call as step 1 with the server's field errors", async () => {
    const failure = await runSignUp(
      values,
      {
        verify: async () => 'tok',
        register: async () => {
          throw httpError(409, { mesaj: 'Bu kullanıcı adı zaten kullanılıyor.', hatalar: { kullaniciAdi: 'Bu kullanıcı adı zaten kullanılıyor.' } });
        },
      },
      () => undefined,
    ).catch((e: SignUpFailure) => e);
    expect(failure).toMatchObject({
      step: 1,
      error: { status: 409, message: 'Bu kullanıcı adı zaten kullanılıyor.', fieldErrors: { kullaniciAdi: 'Bu kullanıcı adı zaten kullanılıyor.' } },
    });
  });
});
