// Dev harness only: lets a headless browser start signed in by opening
// /sepet?devToken=<jwt>&devUser=<user JSON>. Never imported by an exposed module.
import { sessionUserSchema } from '@skiclub/shared/schemas';
import { sessionStore } from '@skiclub/shared/session';

/** Stores a session passed in the address, then removes it from the address bar. */
export function adoptDevSession(): void {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('devToken');
  const rawUser = url.searchParams.get('devUser');
  if (!token || !rawUser) return;
  try {
    const user = sessionUserSchema.parse(JSON.parse(rawUser));
    sessionStore.getState().signIn(token, user, true);
  } catch {
    console.warn('devToken/devUser okunamadı');
  }
  url.searchParams.delete('devToken');
  url.searchParams.delete('devUser');
  window.history.replaceState(null, '', url.pathname + url.search + url.hash);
}
