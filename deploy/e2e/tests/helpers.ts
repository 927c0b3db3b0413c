import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo accounts seeded by the API (README). */
export const MEMBER = { kullaniciAdi: 'uye', sifre: 'Uye12345!' };
export const ADMIN = { kullaniciAdi: 'admin', sifre: 'Admin12345!' };

interface LoginVeri {
  token: string;
  user: { id: string; kullaniciAdi: string; roller: string[]; expiration: string };
}

/** Signs in through the real API (human-verification token first) and returns token and user. */
export async function apiLogin(request: APIRequestContext, account: { kullaniciAdi: string; sifre: string }): Promise<LoginVeri> {
  const t = await request.get('/api/dogrulama/token?action=giris');
  expect(t.ok()).toBeTruthy();
  const { veri } = (await t.json()) as { veri: { token: string } };
  const r = await request.post('/api/hesap/giris', {
    data: { kullaniciAdiVeyaEmail: account.kullaniciAdi, sifre: account.sifre, beniHatirla: true, recaptchaToken: veri.token },
  });
  expect(r.status(), await r.text()).toBe(200);
  return ((await r.json()) as { veri: LoginVeri }).veri;
}

/** Puts a remembered session (localStorage keys token and user, member spec §4) into the page before it loads. */
export async function useSession(page: Page, request: APIRequestContext, account: { kullaniciAdi: string; sifre: string }): Promise<LoginVeri> {
  const s = await apiLogin(request, account);
  await page.addInitScript(([token, user]) => {
    if (!sessionStorage.getItem('__e2e_session_set')) {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
      sessionStorage.setItem('__e2e_session_set', '1');
    }
  }, [s.token, JSON.stringify(s.user)] as const);
  return s;
}

/** Collects every URL the page requests. */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}
