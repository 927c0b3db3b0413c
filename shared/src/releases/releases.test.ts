import { describe, expect, it } from 'vitest';
import { auditQuerySchema, canaryBucket, canaryPayloadSchema, failureReportSchema, inCanary, RELEASE_MESSAGES as M, switchPayloadSchema } from './index';

/** Deterministic UUID-like visitor ids (xorshift), so the share check cannot flake. */
function visitorIds(n: number): string[] {
  let x = 0x9e3779b9;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0).toString(16).padStart(8, '0');
  };
  return Array.from({ length: n }, () => `${next()}-${next().slice(0, 4)}-4${next().slice(0, 3)}-a${next().slice(0, 3)}-${next()}${next().slice(0, 4)}`);
}

describe('canary buckets', () => {
  it('gives the same visitor the same bucket every time, within 0..99', () => {
    const id = '3b241101-e2bb-4255-8caf-4136c566a962';
    expect(canaryBucket(id)).toBe(canaryBucket(id));
    for (const v of visitorIds(500)) {
      const b = canaryBucket(v);
      expect(Number.isInteger(b) && b >= 0 && b <= 99).toBe(true);
    }
    expect(inCanary(id, 0)).toBe(false);
    expect(inCanary(id, 100)).toBe(true);
    expect(inCanary(id, canaryBucket(id) + 1)).toBe(true);
    expect(inCanary(id, canaryBucket(id))).toBe(false);
  });

  it.each([1, 10, 25, 50, 90])('puts %i %% of 10,000 simulated visitors in the canary, within ±2 points', (percent) => {
    const ids = visitorIds(10_000);
    const share = (ids.filter((id) => inCanary(id, percent)).length / ids.length) * 100;
    expect(Math.abs(share - percent)).toBeLessThanOrEqual(2);
  });

  it('keeps a visitor in the canary when the share grows', () => {
    const ids = visitorIds(2000);
    const at10 = ids.filter((id) => inCanary(id, 10));
    expect(at10.every((id) => inCanary(id, 30))).toBe(true);
  });
});

describe('release payloads', () => {
  const issues = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

  it('checks a switch in Turkish: known remote, a version name without a path, a reason of 3..500 characters', () => {
    expect(switchPayloadSchema.parse({ remote: 'catalog', version: ' 0.1.0-abc ', reason: ' Düzeltme ' })).toEqual({ remote: 'catalog', version: '0.1.0-abc', reason: 'Düzeltme' });
    expect(issues(switchPayloadSchema.safeParse({ remote: 'shop', version: '../x', reason: 'ab' }))).toEqual({
      remote: M.remoteInvalid,
      version: M.versionInvalid,
      reason: 'Gerekçe en az 3 karakter olmalıdır.',
    });
    expect(issues(switchPayloadSchema.safeParse({}))).toEqual({ remote: M.remoteRequired, version: M.versionRequired, reason: M.reasonRequired });
    expect(issues(switchPayloadSchema.safeParse({ remote: 'camps', version: 'v', reason: 'x'.repeat(501) }))).toEqual({ reason: M.reasonLong });
  });

  it('takes a canary percent 1..99 and a failure report of a known kind', () => {
    expect(issues(canaryPayloadSchema.safeParse({ remote: 'admin', version: 'v', percent: 100, reason: 'Yeni sepet deneniyor' }))).toEqual({ percent: M.percentInvalid });
    expect(issues(canaryPayloadSchema.safeParse({ remote: 'admin', version: 'v', percent: 2.5, reason: 'Yeni sepet deneniyor' }))).toEqual({ percent: M.percentInvalid });
    expect(issues(canaryPayloadSchema.safeParse({ remote: 'admin', version: 'v', percent: 99 }))).toEqual({ reason: M.reasonRequired });
    expect(canaryPayloadSchema.safeParse({ remote: 'admin', version: 'v', percent: 99, reason: 'Yeni sepet deneniyor' }).success).toBe(true);
    expect(issues(failureReportSchema.safeParse({ remote: 'catalog', version: 'v', kind: 'crash', message: 'x'.repeat(501) }))).toEqual({ kind: M.kindInvalid, message: M.messageLong });
  });

  it('reads the audit query from strings with defaults, and refuses an end before the start', () => {
    expect(auditQuerySchema.parse({})).toEqual({ sayfa: 1, boyut: 20 });
    expect(auditQuerySchema.parse({ remote: '', action: 'switch', who: 'yayin', baslangic: '2026-11-01', bitis: '2026-11-24T10:00:00Z', sayfa: '2', boyut: '50' })).toEqual({
      action: 'switch',
      who: 'yayin',
      baslangic: '2026-11-01',
      bitis: '2026-11-24T10:00:00Z',
      sayfa: 2,
      boyut: 50,
    });
    expect(issues(auditQuerySchema.safeParse({ baslangic: 'dün', boyut: '500', action: 'sil' }))).toEqual({ baslangic: M.startInvalid, boyut: M.pageSize, action: M.actionInvalid });
    expect(issues(auditQuerySchema.safeParse({ baslangic: '2026-11-24', bitis: '2026-11-01' }))).toEqual({ bitis: M.rangeInvalid });
  });
});

describe('release pages in the route lists', () => {
  it('takes a page guarded for release managers in the Management menu group "release" only', async () => {
    const { routeSchema, GUARDS } = await import('@skiclub/shared/routes');
    expect(GUARDS).toContain('release');
    const page = { path: '/yayinlar', module: 'ReleasesPage', guard: 'release', title: 'Yayınlar', menu: { section: 'admin', group: 'release', label: 'Yayınlar' } } as const;
    expect(routeSchema.safeParse(page).success).toBe(true);
    const messages = (r: object) => routeSchema.safeParse(r).error?.issues.map((i) => i.message);
    expect(messages({ ...page, guard: 'admin' })).toEqual(['Sürüm İşlemleri menüsündeki sayfa release korumalı olmalı']);
    expect(messages({ ...page, menu: { section: 'admin', group: 'user', label: 'X' } })).toEqual(['Yönetim menüsündeki sayfa admin korumalı olmalı']);
  });
});

describe('who may manage releases', () => {
  it('is a ReleaseManager or an Admin, never a member or a visitor', async () => {
    const { canManageReleases } = await import('@skiclub/shared/session');
    const user = (roller: string[]) => ({ id: '1', ad: 'A', soyad: 'B', kullaniciAdi: 'a', email: 'a@example.com', roller, expiration: '2099-01-01T00:00:00Z' });
    expect(canManageReleases(user(['ReleaseManager']))).toBe(true);
    expect(canManageReleases(user(['Admin', 'Uye']))).toBe(true);
    expect(canManageReleases(user(['Uye']))).toBe(false);
    expect(canManageReleases(null)).toBe(false);
  });
});
