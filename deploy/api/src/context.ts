/** What every route module receives from buildApp. */
import type { Database } from './db';
import type { Auth } from './lib/auth';
import type { HumanVerifier, TokenIssuer } from './lib/verifier';

export interface AppContext {
  db: Database;
  /** Root data folder; uploads live in `uploadsDir`. */
  dataDir: string;
  /** DATA_DIR/uploads, served under /uploads. */
  uploadsDir: string;
  auth: Auth;
  verifier: HumanVerifier;
  /** Present when the verifier can issue local tokens (GET /api/dogrulama/token). */
  issuer: TokenIssuer | null;
  /** Per-IP limit of the sign-in and sign-up routes. */
  rateLimit: { max: number; timeWindowMs: number };
}
