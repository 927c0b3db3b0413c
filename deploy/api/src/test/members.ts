/**
 * Test helpers for account tests: sign a new member up through the API and sign in without the
 * token cache of createTestContext (a password change must be observable).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { LoginResult } from '@skiclub/shared/schemas';
import { body, type TestContext } from './helpers';

/** A member created by {@link newMember}. */
export interface TestMember {
  id: string;
  kullaniciAdi: string;
  email: string;
  sifre: string;
  token: string;
}

/** POST /api/hesap/giris (fresh, uncached). */
export function signIn(t: TestContext, kullaniciAdiVeyaEmail: string, sifre: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail, sifre, beniHatirla: false, recaptchaToken: t.human('giris') } });
}

/** Signs up `name` (e-mail `name@example.com`, gsm 05551112233, password Kayak#2026a) and signs in. */
export async function newMember(t: TestContext, name: string, sifre = 'Kayak#2026a'): Promise<TestMember> {
  const email = `${name}@example.com`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/hesap/kayit',
    payload: { ad: 'Deniz', soyad: 'Kar', kullaniciAdi: name, email, gsm: '05551112233', sifre, sifreTekrar: sifre, recaptchaToken: t.human('kayit') },
  });
  if (res.statusCode !== 201) throw new Error(`kayıt başarısız: ${res.statusCode} ${res.body}`);
  const id = body<{ id: string }>(res).veri.id;
  const login = await signIn(t, name, sifre);
  if (login.statusCode !== 200) throw new Error(`giriş başarısız: ${login.statusCode} ${login.body}`);
  return { id, kullaniciAdi: name, email, sifre, token: body<LoginResult>(login).veri.token };
}

/** `userId` and `token` of the link in a mail's text. */
export function linkParams(text: string): { url: URL; userId: string; token: string } {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error('bağlantı yok');
  const url = new URL(match[0]);
  return { url, userId: url.searchParams.get('userId') ?? '', token: url.searchParams.get('token') ?? '' };
}
