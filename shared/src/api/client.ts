/**
 * The API client every app uses (member spec §7, §8): one axios instance on the site's own
 * origin (`/api` is proxied by the composition host), bearer token from the session store,
 * errors normalised through the error catalogue, any 401 clears the session and goes to /giris,
 * where 'Oturum süreniz dolmuş. Lütfen tekrar giriş yapın.' is shown once.
 */
import axios, { AxiosError, type AxiosRequestConfig } from 'axios';
import { httpError, networkError, recordError, unexpectedError, isAppError, type AppError, type ErrorBody } from '@skiclub/shared/errors';
import { currentToken, sessionStore } from '@skiclub/shared/session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A 401 on this call is only an error: it does not end the session or navigate. */
    ignoreUnauthorized?: boolean;
  }
}
import type { Envelope } from '@skiclub/shared/schemas';

/** The shared axios instance. Base URL is the page origin; no timeout (member spec §7). */
export const http = axios.create({ withCredentials: true, headers: { Accept: 'application/json' } });

type Navigate = (path: string) => void;
let navigateTo: Navigate = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
};

/** Lets the shell route 401 redirects through React Router instead of a full page load. */
export function setNavigator(fn: Navigate): void {
  navigateTo = fn;
}

/** Sign-in path of the site. */
export const LOGIN_PATH = '/giris';

/**
 * Clears the session and goes to /giris unless already there (member spec §4). When it leaves a
 * page for /giris it records that the session expired, so /giris says so once (member spec §8);
 * a 401 on /giris itself (wrong password) only clears.
 */
export function handleUnauthorized(): void {
  if (typeof window !== 'undefined' && window.location.pathname !== LOGIN_PATH) {
    sessionStore.getState().expire();
    const back = window.location.pathname + window.location.search;
    navigateTo(`${LOGIN_PATH}?redirect=${encodeURIComponent(back)}`);
  } else {
    sessionStore.getState().clear();
  }
}

http.interceptors.request.use((config) => {
  const token = currentToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

http.interceptors.response.use(
  (r) => r,
  (e: unknown) => {
    const appError = toAppError(e);
    recordError(appError);
    const ignore = e instanceof AxiosError && e.config?.ignoreUnauthorized === true;
    if (appError.status === 401 && !ignore) handleUnauthorized();
    return Promise.reject(appError);
  },
);

/** Turns anything thrown by axios (or else) into an {@link AppError}. */
export function toAppError(e: unknown): AppError {
  if (isAppError(e)) return e;
  if (e instanceof AxiosError) {
    if (e.response) return httpError(e.response.status, e.response.data as ErrorBody, e.config?.url);
    return networkError(e.config?.url);
  }
  return unexpectedError();
}

/**
 * `veri` of an envelope, or the bare body when the API sends a plain list. `basarili: false`
 * (even without `veri`) is an error like an HTTP failure: status 400, the server's mesaj, and it
 * is recorded in the error history.
 */
function unwrapEnvelope<T>(data: unknown, url?: string): T {
  if (data && typeof data === 'object' && 'basarili' in data) {
    const env = data as Partial<Envelope<T>>;
    if (env.basarili === false) {
      const error = httpError(400, env as ErrorBody, url);
      recordError(error);
      throw error;
    }
    if ('veri' in data) return env.veri as T;
  }
  return data as T;
}

/**
 * GET returning `veri` of the envelope (or the bare body when the API sends a plain list).
 * @throws AppError on an HTTP failure, no response, or `basarili: false`
 */
export async function apiGet<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const r = await http.get(url, config);
  return unwrapEnvelope<T>(r.data, url);
}

/** POST returning `veri`. @throws AppError like {@link apiGet} */
export async function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const r = await http.post(url, body, config);
  return unwrapEnvelope<T>(r.data, url);
}

/** PUT returning `veri`. @throws AppError like {@link apiGet} */
export async function apiPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  const r = await http.put(url, body, config);
  return unwrapEnvelope<T>(r.data, url);
}

/** DELETE returning `veri`. @throws AppError like {@link apiGet} */
export async function apiDelete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  const r = await http.delete(url, config);
  return unwrapEnvelope<T>(r.data, url);
}

interface GreCaptcha {
  ready: (cb: () => void) => void;
  execute: (siteKey: string, opts: { action: string }) => Promise<string>;
}

/**
 * Human-verification token for a bot-protected form (member spec §5: actions kayit, giris).
 * Uses reCAPTCHA v3 when the page has it (`window.grecaptcha` and a site key in
 * `window.__RECAPTCHA_SITE_KEY__`), else the API's local verifier
 * (GET /api/dogrulama/token?action=…).
 * @throws AppError when no token can be obtained
 */
export async function getHumanVerificationToken(action: string): Promise<string> {
  const w = (typeof window !== 'undefined' ? window : {}) as { grecaptcha?: GreCaptcha; __RECAPTCHA_SITE_KEY__?: string };
  if (w.grecaptcha && w.__RECAPTCHA_SITE_KEY__) {
    const g = w.grecaptcha;
    const key = w.__RECAPTCHA_SITE_KEY__;
    return new Promise<string>((resolve, reject) => g.ready(() => g.execute(key, { action }).then(resolve, reject)));
  }
  const r = await apiGet<{ token: string }>(`/api/dogrulama/token`, { params: { action } });
  return r.token;
}

/** Absolute-or-site URL for an API-served file path (`/uploads/...`, `/api/urun/resim/...`). */
export function assetUrl(path: string | null | undefined, placeholder = '/placeholder-product.svg'): string {
  if (!path) return placeholder;
  if (/^https?:\/\//.test(path) || path.startsWith('/')) return path;
  return `/uploads/${path}`;
}

/** POST /api/hesap/cikis: the API revokes the token (member spec §2 sign-out). */
export const SIGN_OUT_URL = '/api/hesap/cikis';

/**
 * Sign-out (member spec §2): clears the session at once, then asks the API to revoke the token.
 * Best effort: the local session is gone whatever the API answers, and a failed call (no
 * answer, 401 for an already revoked token, 5xx) neither navigates nor throws.
 * @returns true when the API confirmed the revocation
 */
export async function signOut(): Promise<boolean> {
  const token = currentToken();
  sessionStore.getState().clear();
  if (!token) return false;
  try {
    // No body at all (undefined, not null): axios then sends no Content-Type, where null made it a
    // form post that the API refused with 415, leaving the token valid.
    await http.post(SIGN_OUT_URL, undefined, { headers: { Authorization: `Bearer ${token}` }, ignoreUnauthorized: true });
    return true;
  } catch {
    return false;
  }
}
