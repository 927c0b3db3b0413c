import { canaryBucket, VISITOR_ID_KEY } from '@skiclub/shared/releases';
import type { ReleaseEntry } from './api/releases';
import { integrityOf, nextTarget, pickTarget, relativePath, versionBase, visitorId } from './targets';

const entry = (o: Partial<ReleaseEntry> = {}): ReleaseEntry => ({
  live: '2',
  entry: '/remotes/catalog/2/mf-manifest.json',
  previous: '1',
  routes: [],
  integrity: { 'mf-manifest.json': 'sha256-canli', 'static/js/catalog.1a.js': 'sha256-giris' },
  fallback: { version: '1', entry: '/remotes/catalog/1/mf-manifest.json', integrity: { 'mf-manifest.json': 'sha256-eski' } },
  canary: null,
  ...o,
});

/** First visitor id whose bucket is (or is not) below `percent`. */
function visitor(inside: boolean, percent: number): string {
  for (let i = 0; ; i++) if (canaryBucket(`v-${i}`) < percent === inside) return `v-${i}`;
}

describe('load target of a remote', () => {
  const canary = { version: '3', entry: '/remotes/catalog/3/mf-manifest.json', integrity: {}, percent: 25 };

  it('is live, the canary only for visitors in its bucket, a preview above both', () => {
    expect(pickTarget('catalog', entry(), 'x')).toMatchObject({ version: '2', source: 'live', integrity: { 'mf-manifest.json': 'sha256-canli' } });
    expect(pickTarget('catalog', entry({ canary }), visitor(true, 25))).toMatchObject({ version: '3', source: 'canary' });
    expect(pickTarget('catalog', entry({ canary }), visitor(false, 25))).toMatchObject({ version: '2', source: 'live' });
    const preview = { version: '0.9', entry: '/remotes/catalog/0.9/mf-manifest.json', integrity: {} };
    expect(pickTarget('catalog', entry({ canary }), visitor(true, 25), preview)).toMatchObject({ version: '0.9', source: 'preview' });
  });

  it('keeps the same choice for the same visitor', () => {
    const id = visitor(true, 25);
    const picks = Array.from({ length: 20 }, () => pickTarget('catalog', entry({ canary }), id).version);
    expect(new Set(picks)).toEqual(new Set(['3']));
  });

  it('falls back canary → live → fallback, and no further', () => {
    const e = entry({ canary });
    const c = pickTarget('catalog', e, visitor(true, 25));
    const l = nextTarget(c, e);
    expect(l).toMatchObject({ version: '2', source: 'live' });
    const f = nextTarget(l!, e);
    expect(f).toMatchObject({ version: '1', source: 'fallback', entry: '/remotes/catalog/1/mf-manifest.json', integrity: { 'mf-manifest.json': 'sha256-eski' } });
    expect(nextTarget(f!, e)).toBeNull();
    expect(nextTarget(pickTarget('catalog', e, 'x', { version: '0.9', entry: '/p', integrity: {} }), e)).toBeNull();
    expect(nextTarget(l!, entry({ fallback: null }))).toBeNull();
  });

  it('finds the recorded hash of a file of the version by its path in the version folder', () => {
    const t = pickTarget('catalog', entry(), 'x');
    const origin = window.location.origin;
    expect(versionBase(t.entry)).toBe(`${origin}/remotes/catalog/2/`);
    expect(integrityOf(`${origin}/remotes/catalog/2/static/js/catalog.1a.js?r=2`, t)).toBe('sha256-giris');
    expect(integrityOf('/remotes/catalog/2/mf-manifest.json', t)).toBe('sha256-canli');
    expect(integrityOf('/remotes/catalog/1/mf-manifest.json', t)).toBeUndefined();
    expect(relativePath('https://cdn.example/remotes/catalog/2/x.js', versionBase(t.entry))).toBeNull();
  });

  it('gives the browser one visitor id, kept in localStorage', () => {
    const id = visitorId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(localStorage.getItem(VISITOR_ID_KEY)).toBe(id);
    expect(visitorId()).toBe(id);
  });
});
