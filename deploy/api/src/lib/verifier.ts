/**
 * Human verification (member spec §5: bot-protected forms send a token for the actions
 * kayit and giris). The interface answers in the reCAPTCHA v3 siteverify shape
 * (`HumanVerification` of the shared schemas). Two implementations:
 * - {@link LocalVerifier} (default): HMAC-signed tokens issued by GET /api/dogrulama/token,
 *   bound to an action, valid for 2 minutes and single-use (like reCAPTCHA's
 *   'timeout-or-duplicate'): each token's id is claimed in a {@link UsedTokenStore}, the
 *   database in the server (services/verification.ts) so replicas sharing the secret agree.
 * - {@link RecaptchaVerifier}: posts to Google's siteverify (switched on by RECAPTCHA_SECRET).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { HumanVerification } from '@skiclub/shared/schemas';
import { humanVerificationSchema } from '@skiclub/shared/schemas';
import { z } from 'zod';
import { invalid } from './http';

/** Verifies a human-verification token for an action and client IP. */
export interface HumanVerifier {
  /** Never throws: a network or format problem answers `success: false` with error codes. */
  verify(token: string, action: string, ip: string): Promise<HumanVerification>;
}

/** A verifier that can also issue tokens (the local one). */
export interface TokenIssuer {
  /** Issues a token for `action`, valid {@link LOCAL_TOKEN_TTL_MS} from `now` (ms since epoch). */
  issue(action: string, now?: number): string;
}

/** Lowest reCAPTCHA v3 score accepted (0..1). */
export const MIN_HUMAN_SCORE = 0.5;
/** Lifetime of a local token: 2 minutes, like a reCAPTCHA v3 token. */
export const LOCAL_TOKEN_TTL_MS = 2 * 60 * 1000;
/** Score the local verifier gives a valid token. */
export const LOCAL_SCORE = 0.9;
/** Message for a failed verification (field `recaptchaToken`). */
export const VERIFICATION_FAILED = 'Güvenlik doğrulaması başarısız. Lütfen tekrar deneyin.';
/** Action names: lowercase letters, digits, `_` and `/` (reCAPTCHA's rule). */
export const ACTION_RE = /^[a-z0-9_/]{1,50}$/i;

/** Query of GET /api/dogrulama/token: the form's action name. */
export const tokenQuerySchema = z.object({
  action: z.string({ error: 'İşlem adı zorunludur.' }).regex(ACTION_RE, { error: 'Geçersiz işlem adı.' }),
});

/** Remembers which local tokens were used, until they expire anyway. */
export interface UsedTokenStore {
  /**
   * Claims a token id once.
   * @param id the token's nonce
   * @param expiresAt when the token expires (ms since epoch); the id may be forgotten after it
   * @returns true the first time, false for a replay
   */
  claim(id: string, expiresAt: number): Promise<boolean>;
}

/** In-process {@link UsedTokenStore} (one API process, unit tests); prunes expired ids. */
export class MemoryUsedTokenStore implements UsedTokenStore {
  private readonly used = new Map<string, number>();

  async claim(id: string, expiresAt: number): Promise<boolean> {
    const now = Date.now();
    for (const [key, exp] of this.used) if (exp < now) this.used.delete(key);
    if (this.used.has(id)) return false;
    this.used.set(id, expiresAt);
    return true;
  }
}

interface LocalPayload {
  a: string;
  iat: number;
  exp: number;
  n: string;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/**
 * Local verifier: token = base64url(JSON {a: action, iat, exp, n: nonce}) + '.' + HMAC-SHA256.
 * Checks signature, expiry and action, then claims the nonce: a valid token scores
 * {@link LOCAL_SCORE} once; a replay fails with 'timeout-or-duplicate'.
 */
export class LocalVerifier implements HumanVerifier, TokenIssuer {
  private readonly key: Buffer;

  /**
   * @param secret HMAC key material (the server derives it from the JWT secret)
   * @param used where used token ids are kept; default in this process only
   */
  constructor(
    secret: string,
    private readonly used: UsedTokenStore = new MemoryUsedTokenStore(),
  ) {
    this.key = createHmac('sha256', 'skiclub-human-verification').update(secret).digest();
  }

  issue(action: string, now = Date.now()): string {
    const payload: LocalPayload = { a: action, iat: now, exp: now + LOCAL_TOKEN_TTL_MS, n: randomBytes(9).toString('base64url') };
    const body = b64(JSON.stringify(payload));
    return `${body}.${this.sign(body)}`;
  }

  async verify(token: string, action: string, _ip: string): Promise<HumanVerification> {
    const failure = (code: string): HumanVerification => ({ success: false, score: 0, action, 'error-codes': [code] });
    const [body, sig, extra] = typeof token === 'string' ? token.split('.') : [];
    if (!body || !sig || extra !== undefined) return failure('invalid-input-response');
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return failure('invalid-input-response');
    let payload: LocalPayload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LocalPayload;
    } catch {
      return failure('invalid-input-response');
    }
    if (typeof payload.exp !== 'number' || payload.exp < Date.now()) return failure('timeout-or-duplicate');
    if (payload.a !== action) return { success: false, score: 0, action: String(payload.a), 'error-codes': ['action-mismatch'] };
    if (typeof payload.n !== 'string' || !(await this.used.claim(payload.n, payload.exp))) return failure('timeout-or-duplicate');
    return { success: true, score: LOCAL_SCORE, action, challenge_ts: new Date(payload.iat).toISOString(), hostname: 'localhost' };
  }

  private sign(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}

/**
 * reCAPTCHA v3 verifier: POST https://www.google.com/recaptcha/api/siteverify with the secret,
 * the token and the client IP. The action in Google's answer must match the expected one.
 */
export class RecaptchaVerifier implements HumanVerifier {
  constructor(
    private readonly secret: string,
    private readonly endpoint = 'https://www.google.com/recaptcha/api/siteverify',
    private readonly timeoutMs = 5000,
  ) {}

  async verify(token: string, action: string, ip: string): Promise<HumanVerification> {
    try {
      const res = await fetch(this.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret: this.secret, response: token, remoteip: ip }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const parsed = humanVerificationSchema.partial({ score: true, action: true }).safeParse(await res.json());
      if (!parsed.success) return { success: false, score: 0, action, 'error-codes': ['bad-response'] };
      const answer = { ...parsed.data, score: parsed.data.score ?? 0, action: parsed.data.action ?? '' };
      if (answer.success && answer.action !== action) return { ...answer, success: false, 'error-codes': ['action-mismatch'] };
      return answer;
    } catch {
      return { success: false, score: 0, action, 'error-codes': ['network-error'] };
    }
  }
}

/** True when a verification answer passes: success, expected action and score ≥ 0.5. */
export function isHuman(result: HumanVerification, action: string): boolean {
  return result.success && result.action === action && result.score >= MIN_HUMAN_SCORE;
}

/**
 * Checks the human-verification token an admin save sent (`recaptchaToken`) for `action` (admin
 * spec §3: the screens fetch one just before each save). None sent: nothing to check.
 * @throws ApiError 422 `{ recaptchaToken: VERIFICATION_FAILED }` when the verifier refuses it
 */
export async function checkSentToken(verifier: HumanVerifier, request: { ip: string }, token: unknown, action: string): Promise<void> {
  if (typeof token !== 'string' || !token) return;
  if (!isHuman(await verifier.verify(token, action, request.ip), action)) throw invalid({ recaptchaToken: VERIFICATION_FAILED });
}
