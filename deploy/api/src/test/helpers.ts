/**
 * Test harness: a fresh in-memory PGlite with the committed migrations and the demo seed (or
 * empty), the app built on it, and small helpers for sign-in and verification tokens. One per
 * test file.
 *
 * Speed: a fresh PGlite runs initdb (2-4 s on a busy machine), so the seeded database is built
 * once (migrate + seed), dumped with `dumpDataDir()` to the OS temp folder and loaded by every
 * test file (< 1 s). The snapshot's name carries a hash of the migrations and the db sources and
 * the day, so any schema or seed change rebuilds it.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Envelope } from '@skiclub/shared/schemas';
import { buildApp, outboxDirs, type BuildAppOptions } from '../app';
import { MIGRATIONS_FOLDER, openDatabase, type Database, type OpenDatabase } from '../db';
import { seedDatabase, writeSeedImages } from '../db/seed';
import { DEMO_ACCOUNTS } from '../db/seed-data';
import { readOutboxIndex, type OutboxEntry } from '../lib/mail';
import { readSmsOutbox, type SmsOutboxEntry } from '../lib/sms';
import { LocalVerifier } from '../lib/verifier';
import { databaseUsedTokenStore } from '../services/verification';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  verifier: LocalVerifier;
  /** Builds another app on the same database (e.g. with a lower rate limit). */
  buildAnother: (overrides: Partial<BuildAppOptions>) => Promise<FastifyInstance>;
  /** A fresh valid local verification token for `action` (single-use). */
  human: (action: string) => string;
  /** Signs in and returns the bearer token. */
  login: (kullaniciAdiVeyaEmail: string, sifre: string) => Promise<string>;
  /** Token of the seeded member `uye`. */
  memberToken: () => Promise<string>;
  /** Token of the seeded Admin. */
  adminToken: () => Promise<string>;
  /** Messages in the mail outbox (default mailer), oldest first. */
  mails: () => Promise<OutboxEntry[]>;
  /** Waits (≤ 5 s) for an outbox mail to `to` whose subject contains `subject`; the newest match. */
  waitForMail: (to: string, subject: string) => Promise<OutboxEntry>;
  /** Messages in the SMS outbox (default sender), oldest first. */
  smsOutbox: () => Promise<SmsOutboxEntry[]>;
  close: () => Promise<void>;
}

const DB_SOURCES = fileURLToPath(new URL('../db', import.meta.url));

/** Name of the seeded snapshot for the current migrations, db sources and day. */
function snapshotPath(): string {
  const hash = createHash('sha256');
  for (const dir of [MIGRATIONS_FOLDER, join(MIGRATIONS_FOLDER, 'meta'), DB_SOURCES]) {
    for (const f of readdirSync(dir).sort()) if (/\.(sql|json|ts)$/.test(f)) hash.update(f).update(readFileSync(join(dir, f)));
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return join(tmpdir(), `skiclub-api-seeded-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** An in-memory PGlite with migrations and the demo seed, from the cached snapshot if any. */
async function seededDatabase(): Promise<OpenDatabase> {
  const path = snapshotPath();
  const cached = await readFile(path).catch(() => null);
  if (cached) {
    const database = await openDatabase({ pgliteDir: 'memory://', loadDataDir: new Blob([cached]) });
    await database.migrate();
    return database;
  }
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db);
  const dump = await database.dumpDataDir!();
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, Buffer.from(await dump.arrayBuffer()));
  await rename(tmp, path);
  // Older snapshots (another day or schema) are 40 MB each: drop them.
  for (const f of readdirSync(tmpdir())) {
    if (/^skiclub-api-seeded-[0-9a-f]{16}\.tar$/.test(f) && join(tmpdir(), f) !== path) await rm(join(tmpdir(), f), { force: true });
  }
  return database;
}

/** Parsed JSON body of an injected answer. */
export function body<T = unknown>(res: LightMyRequestResponse): Envelope<T> {
  return res.json<Envelope<T>>();
}

/** `app.inject` with an optional bearer token. */
export function call(app: FastifyInstance, opts: InjectOptions & { token?: string }): Promise<LightMyRequestResponse> {
  const { token, headers, ...rest } = opts;
  return app.inject({ ...rest, headers: { ...(headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
}

/** Starts a seeded (default) or empty test app. */
export async function createTestContext(
  options: { seed?: boolean; rateLimit?: BuildAppOptions['rateLimit'] } & Pick<BuildAppOptions, 'mailer' | 'smtpUrl' | 'mailRetryDelaysMs' | 'smsSender' | 'publicUrl'> = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skiclub-api-test-'));
  const seeded = options.seed ?? true;
  const database = seeded ? await seededDatabase() : await openDatabase({ pgliteDir: 'memory://' });
  if (seeded) await writeSeedImages(dataDir);
  else await database.migrate();
  // Single-use tokens are claimed in the test database, as the server does.
  const verifier = new LocalVerifier(TEST_SECRET, databaseUsedTokenStore(database.db));
  const { seed: _seed, rateLimit, ...mailOptions } = options;
  const base: BuildAppOptions = { db: database.db, dataDir, jwtSecret: TEST_SECRET, verifier, rateLimit: rateLimit ?? { max: 1000, timeWindowMs: 60_000 }, ...mailOptions };
  const outbox = outboxDirs(dataDir);
  const mails = () => readOutboxIndex(outbox.mail);
  const app = await buildApp(base);
  const extra: FastifyInstance[] = [];
  const tokens = new Map<string, string>();

  const login = async (user: string, sifre: string) => {
    const key = `${user}:${sifre}`;
    const cached = tokens.get(key);
    if (cached) return cached;
    const res = await app.inject({ method: 'POST', url: '/api/hesap/giris', payload: { kullaniciAdiVeyaEmail: user, sifre, beniHatirla: false, recaptchaToken: verifier.issue('giris') } });
    if (res.statusCode !== 200) throw new Error(`giriş başarısız: ${res.statusCode} ${res.body}`);
    const token = body<{ token: string }>(res).veri.token;
    tokens.set(key, token);
    return token;
  };

  return {
    app,
    db: database.db,
    dataDir,
    verifier,
    buildAnother: async (overrides) => {
      const another = await buildApp({ ...base, ...overrides });
      extra.push(another);
      return another;
    },
    human: (action) => verifier.issue(action),
    login,
    memberToken: () => login(DEMO_ACCOUNTS.member.kullaniciAdi, DEMO_ACCOUNTS.member.sifre),
    adminToken: () => login(DEMO_ACCOUNTS.admin.kullaniciAdi, DEMO_ACCOUNTS.admin.sifre),
    mails,
    waitForMail: async (to, subject) => {
      for (let i = 0; i < 250; i += 1) {
        const found = (await mails()).filter((m) => m.to === to && m.subject.includes(subject)).at(-1);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`e-posta gelmedi: ${to} / ${subject}`);
    },
    smsOutbox: () => readSmsOutbox(outbox.sms),
    close: async () => {
      for (const a of extra) await a.close();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
