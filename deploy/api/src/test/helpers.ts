/**
 * Test harness: a fresh database with the committed migrations and the demo seed (or empty), the
 * app built on it, and small helpers for sign-in and verification tokens. One per test file.
 *
 * PGlite (default): a fresh in-memory PGlite runs initdb (2-4 s on a busy machine), so the seeded
 * database is built once (migrate + seed), dumped with `dumpDataDir()` to the OS temp folder and
 * loaded by every test file (< 1 s). The snapshot's name carries a hash of the migrations and the
 * db sources and the day, so any schema or seed change rebuilds it.
 *
 * PostgreSQL: with `TEST_DATABASE_URL` (a server URL whose role is a superuser or has CREATEDB,
 * e.g. the throwaway cluster of deploy/tools/postgres.mjs) every context gets its own database
 * `skiclub_test_<pid>_<random>`, dropped on close. Seeded ones are copied (`CREATE DATABASE …
 * TEMPLATE`) from `skiclub_tpl_<same hash>`, built once under an advisory lock by the first worker
 * that needs it and kept for later runs (older templates are dropped); empty ones are migrated.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Envelope } from '@skiclub/shared/schemas';
import { buildApp, outboxDirs, type BuildAppOptions } from '../app';
import { MIGRATIONS_FOLDER, openDatabase, type Database, type OpenDatabase } from '../db';
import { seedDatabase, writeSeedImages } from '../db/seed';
import { DEMO_ACCOUNTS } from '../db/seed-data';
import { OutboxMailer, readOutboxIndex, type Mailer, type OutboxEntry } from '../lib/mail';
import { readSmsOutbox, type SmsOutboxEntry } from '../lib/sms';
import { LocalVerifier } from '../lib/verifier';
import { databaseUsedTokenStore } from '../services/verification';
import { checkAnswersAgainstDocument, checkedAnswers } from './openapi';

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
  /**
   * Resolves once every mail the app has handed to the default outbox so far is written (a mail
   * is handed over when the request that sends it is answered): after it, "no mail" is an answer,
   * not a guess about how long a write takes. With a `mailer` or `smtpUrl` of the test's own it
   * resolves at once.
   */
  mailsSettled: () => Promise<void>;
  /** Waits (≤ 5 s) for an outbox mail to `to` whose subject contains `subject`; the newest match. */
  waitForMail: (to: string, subject: string) => Promise<OutboxEntry>;
  /** Messages in the SMS outbox (default sender), oldest first. */
  smsOutbox: () => Promise<SmsOutboxEntry[]>;
  close: () => Promise<void>;
}

const DB_SOURCES = fileURLToPath(new URL('../db', import.meta.url));

/** Hash (16 hex) of the current migrations, db sources and day: names the seeded snapshot/template. */
function seedHash(): string {
  const hash = createHash('sha256');
  for (const dir of [MIGRATIONS_FOLDER, join(MIGRATIONS_FOLDER, 'meta'), DB_SOURCES]) {
    for (const f of readdirSync(dir).sort()) if (/\.(sql|json|ts)$/.test(f)) hash.update(f).update(readFileSync(join(dir, f)));
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

/** Name of the seeded snapshot for the current migrations, db sources and day. */
function snapshotPath(): string {
  return join(tmpdir(), `skiclub-api-seeded-${seedHash()}.tar`);
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

/** PostgreSQL server for the tests (superuser or CREATEDB role); unset: PGlite. */
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** `TEST_DATABASE_URL` pointed at database `name`. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `fn` on a single connection to the server's own database, then closes it. */
async function withServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Runs a statement that needs a database without sessions (CREATE … TEMPLATE, RENAME, DROP), retrying
 * for ≤ 10 s while the just-closed pool's backends are still leaving (SQLSTATE 55006).
 */
async function whenIdle(client: pg.Client, sql: string): Promise<void> {
  for (let i = 0; ; i += 1) {
    try {
      await client.query(sql);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || i >= 100) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Template name of this worker process, once known. */
let templateName: Promise<string> | null = null;

/** The seeded template database for the current hash, built when missing (one builder at a time). */
function seededTemplate(serverUrl: string): Promise<string> {
  templateName ??= withServer(serverUrl, async (client) => {
    const name = `skiclub_tpl_${seedHash()}`;
    // Every worker waits here while one builds; the lock ends with the connection.
    await client.query('SELECT pg_advisory_lock(4242019)');
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return name;
    const stale = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'skiclub\\_tpl\\_%'");
    for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await client.query(`CREATE DATABASE "${building}"`);
    const database = await openDatabase({ url: databaseUrl(serverUrl, building) });
    try {
      await database.migrate();
      await seedDatabase(database.db);
    } finally {
      await database.close();
    }
    // A template appears under its final name only when complete.
    await whenIdle(client, `ALTER DATABASE "${building}" RENAME TO "${name}"`);
    return name;
  });
  return templateName;
}

/** A fresh PostgreSQL database (seeded from the template, or migrated and empty), dropped on close. */
async function postgresDatabase(serverUrl: string, seeded: boolean): Promise<OpenDatabase> {
  const name = `skiclub_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = seeded ? await seededTemplate(serverUrl) : null;
  await withServer(serverUrl, (client) => whenIdle(client, template ? `CREATE DATABASE "${name}" TEMPLATE "${template}"` : `CREATE DATABASE "${name}"`));
  const database = await openDatabase({ url: databaseUrl(serverUrl, name) });
  if (!seeded) await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      // Not WITH (FORCE): the pool's backends may still be leaving, and killing them would reach
      // the closing clients as an uncaught error; PostgreSQL waits ≤ 5 s for them, whenIdle more.
      await withServer(serverUrl, (client) => whenIdle(client, `DROP DATABASE IF EXISTS "${name}"`));
    },
  };
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

/** A valid UUID that no seeded or created row has: the id of "not found". */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A seeded test app with the demo Admin's and member's tokens, for a file's `beforeAll`:
 * `({ t, admin, member } = await openTestContext())`; close it with `t.close()` in `afterAll`.
 */
export async function openTestContext(): Promise<{ t: TestContext; admin: string; member: string }> {
  const t = await createTestContext();
  return { t, admin: await t.adminToken(), member: await t.memberToken() };
}

/** Starts a seeded (default) or empty test app. */
export async function createTestContext(
  options: { seed?: boolean; rateLimit?: BuildAppOptions['rateLimit'] } & Pick<BuildAppOptions, 'mailer' | 'smtpUrl' | 'mailRetryDelaysMs' | 'smsSender' | 'publicUrl'> = {},
): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'skiclub-api-test-'));
  const seeded = options.seed ?? true;
  const database = TEST_DATABASE_URL
    ? await postgresDatabase(TEST_DATABASE_URL, seeded)
    : seeded
      ? await seededDatabase()
      : await openDatabase({ pgliteDir: 'memory://' });
  if (seeded) await writeSeedImages(dataDir);
  else if (!TEST_DATABASE_URL) await database.migrate();
  // Single-use tokens are claimed in the test database, as the server does.
  const verifier = new LocalVerifier(TEST_SECRET, databaseUsedTokenStore(database.db));
  const { seed: _seed, rateLimit, ...mailOptions } = options;
  const outbox = outboxDirs(dataDir);
  // The default outbox, with the writes still running counted (mailsSettled).
  const writing = new Set<Promise<void>>();
  const outboxMailer = new OutboxMailer(outbox.mail);
  const counted: Mailer = {
    send: (message) => {
      const write = outboxMailer.send(message);
      const done = write.catch(() => undefined).finally(() => writing.delete(done));
      writing.add(done);
      return write;
    },
  };
  const ownMailer = mailOptions.mailer ?? (mailOptions.smtpUrl ? undefined : counted);
  const base: BuildAppOptions = { db: database.db, dataDir, jwtSecret: TEST_SECRET, verifier, rateLimit: rateLimit ?? { max: 1000, timeWindowMs: 60_000 }, ...mailOptions, ...(ownMailer ? { mailer: ownMailer } : {}) };
  const mails = () => readOutboxIndex(outbox.mail);
  const app = await buildApp(base);
  checkAnswersAgainstDocument(app);
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
      checkAnswersAgainstDocument(another);
      extra.push(another);
      return another;
    },
    human: (action) => verifier.issue(action),
    login,
    memberToken: () => login(DEMO_ACCOUNTS.member.kullaniciAdi, DEMO_ACCOUNTS.member.sifre),
    adminToken: () => login(DEMO_ACCOUNTS.admin.kullaniciAdi, DEMO_ACCOUNTS.admin.sifre),
    mails,
    mailsSettled: async () => {
      while (writing.size > 0) await Promise.all([...writing]);
    },
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
      console.log(`openapi: ${checkedAnswers.count} answers checked against the document`);
      for (const a of extra) await a.close();
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
