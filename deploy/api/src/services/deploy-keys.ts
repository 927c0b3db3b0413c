/**
 * Deploy keys (table dagitim_anahtarlari): a CI job publishes builds of one remote over HTTP with
 * one. The secret `skd_<remote>_<base64url of 32 random bytes>` is returned once, at creation;
 * only its SHA-256 (hex) is stored, so a leaked database gives no usable key. Creating, revoking
 * and using a key is written to the release audit log.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { auditEvent } from '@skiclub/release';
import { DEPLOY_KEY_PREFIX, REMOTE_NAMES, deployKeyActor, type DeployKeyCreated, type DeployKeyInfo, type DeployKeyState, type RemoteName } from '@skiclub/shared/releases';
import type { Database } from '../db';
import { dagitimAnahtarlari } from '../db/schema';

/** Random bytes of a secret (256 bits). */
const SECRET_BYTES = 32;
/** Characters of the secret kept in clear as `onEk` (prefix, remote, 4 random characters). */
const PREFIX_RANDOM_CHARS = 4;

type Row = typeof dagitimAnahtarlari.$inferSelect;

/** Hex SHA-256 of a secret (what the table stores). */
export function hashDeployKey(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A new secret for `remote`: `skd_<remote>_<43 base64url characters>`. */
export function newDeployKeySecret(remote: RemoteName): string {
  return `${DEPLOY_KEY_PREFIX}${remote}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
}

/** State of a key at `now` (ms since epoch). */
export function deployKeyState(row: Pick<Row, 'iptalTarihi' | 'sonKullanma'>, now: number): DeployKeyState {
  if (row.iptalTarihi) return 'iptal';
  if (row.sonKullanma && row.sonKullanma.getTime() <= now) return 'suresi-doldu';
  return 'aktif';
}

function isRemote(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/** A row as the API lists it (no hash). */
function infoOf(row: Row, now: number): DeployKeyInfo {
  if (!isRemote(row.uzakModul)) throw new Error(`dagitim_anahtarlari: bilinmeyen uzak modül ${row.uzakModul}`);
  return {
    id: row.id,
    remote: row.uzakModul,
    etiket: row.etiket,
    onEk: row.onEk,
    olusturmaTarihi: row.olusturmaTarihi.toISOString(),
    sonKullanma: row.sonKullanma?.toISOString() ?? null,
    sonKullanim: row.sonKullanim?.toISOString() ?? null,
    olusturan: row.olusturanKullaniciAdi,
    iptalTarihi: row.iptalTarihi?.toISOString() ?? null,
    durum: deployKeyState(row, now),
  };
}

/** A key that authenticated a request: what the publish route needs of it. */
export interface UsableDeployKey {
  id: string;
  remote: RemoteName;
  etiket: string;
}

/** Deploy keys in the database, audited in the release store at `dataDir`. */
export class DeployKeyService {
  constructor(
    private readonly db: Database,
    private readonly dataDir: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** Every key, newest first, with its state now. */
  async list(): Promise<DeployKeyInfo[]> {
    const rows = await this.db.select().from(dagitimAnahtarlari).orderBy(desc(dagitimAnahtarlari.olusturmaTarihi), desc(dagitimAnahtarlari.id));
    const now = this.now();
    return rows.map((r) => infoOf(r, now));
  }

  /**
   * Creates a key for `remote` and audits it ('deploy-key-create', who = the creator).
   * @param input remote, label and optional expiry (ISO string, already checked to be in the future)
   * @param by the signed-in creator
   * @returns the key with its secret (the only time the secret leaves the server)
   */
  async create(input: { remote: RemoteName; etiket: string; sonKullanma?: string | undefined }, by: { id: string; kullaniciAdi: string }): Promise<DeployKeyCreated> {
    const secret = newDeployKeySecret(input.remote);
    const [row] = await this.db
      .insert(dagitimAnahtarlari)
      .values({
        uzakModul: input.remote,
        etiket: input.etiket,
        anahtarHash: hashDeployKey(secret),
        onEk: secret.slice(0, DEPLOY_KEY_PREFIX.length + input.remote.length + 1 + PREFIX_RANDOM_CHARS),
        sonKullanma: input.sonKullanma ? new Date(input.sonKullanma) : null,
        olusturanKullaniciId: by.id,
        olusturanKullaniciAdi: by.kullaniciAdi,
      })
      .returning();
    if (!row) throw new Error('dagitim_anahtarlari: kayıt eklenemedi');
    await auditEvent({
      dataDir: this.dataDir,
      who: by.kullaniciAdi,
      action: 'deploy-key-create',
      remote: input.remote,
      reason: `${input.etiket}${row.sonKullanma ? ` (son kullanma ${row.sonKullanma.toISOString()})` : ''}`,
    });
    return { ...infoOf(row, this.now()), anahtar: secret };
  }

  /**
   * Revokes a key and audits it ('deploy-key-revoke', who = the user). A key already revoked keeps
   * its first revocation time and is not audited again.
   * @returns the key, or null when there is no key with this id
   */
  async revoke(id: string, by: { kullaniciAdi: string }): Promise<DeployKeyInfo | null> {
    const [row] = await this.db
      .update(dagitimAnahtarlari)
      .set({ iptalTarihi: sql`now()` })
      .where(and(eq(dagitimAnahtarlari.id, id), isNull(dagitimAnahtarlari.iptalTarihi)))
      .returning();
    if (!row) {
      const [earlier] = await this.db.select().from(dagitimAnahtarlari).where(eq(dagitimAnahtarlari.id, id));
      return earlier ? infoOf(earlier, this.now()) : null;
    }
    await auditEvent({ dataDir: this.dataDir, who: by.kullaniciAdi, action: 'deploy-key-revoke', remote: row.uzakModul, reason: row.etiket });
    return infoOf(row, this.now());
  }

  /**
   * The key a secret names when it is usable now (not revoked, not expired); records its use
   * (`sonKullanim`). The lookup is by hash; the hashes are compared again in constant time.
   * @returns the key, or null for an unknown, revoked or expired secret
   */
  async authenticate(secret: string): Promise<UsableDeployKey | null> {
    if (!secret.startsWith(DEPLOY_KEY_PREFIX) || secret.length > 200) return null;
    const hash = hashDeployKey(secret);
    const [row] = await this.db
      .select()
      .from(dagitimAnahtarlari)
      .where(and(eq(dagitimAnahtarlari.anahtarHash, hash), isNull(dagitimAnahtarlari.iptalTarihi)))
      .limit(1);
    if (!row || !timingSafeEqual(Buffer.from(row.anahtarHash, 'hex'), Buffer.from(hash, 'hex'))) return null;
    const now = this.now();
    if (deployKeyState(row, now) !== 'aktif' || !isRemote(row.uzakModul)) return null;
    await this.db.update(dagitimAnahtarlari).set({ sonKullanim: new Date(now) }).where(eq(dagitimAnahtarlari.id, row.id));
    return { id: row.id, remote: row.uzakModul, etiket: row.etiket };
  }

  /** `who` of the audit records written for a key's publish. */
  static actor(key: Pick<UsableDeployKey, 'etiket'>): string {
    return deployKeyActor(key.etiket);
  }
}
