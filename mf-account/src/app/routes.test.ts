import { routes } from './routes';

describe('account routes (member spec §2)', () => {
  it('the three e-mail confirmation pages are open to visitors and signed-in members alike, not guest-only', () => {
    const guards = Object.fromEntries(routes.filter((r) => r.path.startsWith('/hesap/email-')).map((r) => [r.path, r.guard]));
    expect(guards).toEqual({ '/hesap/email-onayla': 'public', '/hesap/email-onaylandi': 'public', '/hesap/email-onay-hatasi': 'public' });
  });

  it('sign-up, sign-in and password reset stay guest-only; the profile needs a session', () => {
    const guards = Object.fromEntries(routes.map((r) => [r.path, r.guard]));
    expect(guards).toMatchObject({ '/kayit': 'guest', '/giris': 'guest', '/sifre-sifirlama': 'guest', '/profil': 'login' });
  });
});
