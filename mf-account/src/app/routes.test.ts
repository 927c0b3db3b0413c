import path from 'node:path';
import { routes } from './routes';

// The shell renders an exposed module's default export; a route whose file has none builds fine
// and fails only in the browser ('varsayılan dışa aktarım yok'), so each is checked here.
const appDir = path.resolve(__dirname, '../..');

describe('account routes (member spec §2)', () => {
  it('the three e-mail confirmation pages are open to visitors and signed-in members alike, not guest-only', () => {
    const guards = Object.fromEntries(routes.filter((r) => r.path.startsWith('/hesap/email-')).map((r) => [r.path, r.guard]));
    expect(guards).toEqual({ '/hesap/email-onayla': 'public', '/hesap/email-onaylandi': 'public', '/hesap/email-onay-hatasi': 'public' });
  });

  it('sign-up, sign-in and password reset stay guest-only; the profile needs a session', () => {
    const guards = Object.fromEntries(routes.map((r) => [r.path, r.guard]));
    expect(guards).toMatchObject({ '/kayit': 'guest', '/giris': 'guest', '/sifre-sifirlama': 'guest', '/profil': 'login' });
  });

  it.each(routes.map((r) => [r.module, r.file] as const))('%s: %s default-exports the page', async (_module, file) => {
    const mod = (await import(/* @vite-ignore */ path.join(appDir, file))) as { default?: unknown };
    expect(typeof mod.default).toBe('function');
  });
});
