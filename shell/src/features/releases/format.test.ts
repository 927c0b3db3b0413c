import type { ReleaseVersionInfo } from '@skiclub/shared/releases';
import { formatKbDelta, sharedGroups, versionDiff } from './format';

const s = (name: string, requiredVersion: string) => ({ name, requiredVersion });

describe('sharedGroups: a version’s shared requirements as the console lists them', () => {
  it('folds antd’s per-component modules, @skiclub/shared’s subpaths and subpath prefixes into one line per package', () => {
    const shared = [
      s('zustand', '^5.0.8'),
      s('antd/es/button', '^6.1.0'),
      s('antd/es/table', '^6.1.0'),
      s('antd/es/grid/hooks/useBreakpoint', '^6.1.0'),
      s('react-dom', '^19.3.1'),
      s('react-dom/', '^19.3.1'),
      s('react', '^19.3.1'),
      s('react/', '^19.3.1'),
      s('@skiclub/shared/session', '^0.1.20'),
      s('@skiclub/shared/api', '^0.1.20'),
      s('@skiclub/shared/errors', '^0.1.20'),
      s('dayjs/', '^1.11.19'),
    ];
    expect(sharedGroups(shared)).toEqual([
      'react ^19.3.1',
      'react-dom ^19.3.1',
      'antd ^6.1.0 (3 modül)',
      '@skiclub/shared ^0.1.20 (api, errors, session)',
      'dayjs ^1.11.19',
      'zustand ^5.0.8',
    ]);
  });

  it('shows two different requirements of one package side by side, and nothing for none', () => {
    expect(sharedGroups([s('antd/es/button', '^6.1.0'), s('antd/es/table', '^6.2.0')])).toEqual(['antd ^6.1.0 / ^6.2.0 (2 modül)']);
    expect(sharedGroups([])).toEqual([]);
  });
});

describe('versionDiff: what a switch changes against the live version', () => {
  const info = (version: string, o: Partial<ReleaseVersionInfo> = {}): ReleaseVersionInfo => ({
    version,
    publishedAt: '2026-11-20T10:00:00',
    builtAt: null,
    sizeBytes: 10240,
    fileCount: 5,
    commit: 'abc123',
    dirty: false,
    notes: null,
    shared: [s('react', '^19.3.1'), s('antd/es/button', '^6.1.0')].map((x) => ({ ...x, singleton: true })),
    routes: ['/urunler'],
    integrityOk: true,
    failures: 0,
    lastFailureAt: null,
    failureKinds: {},
    ...o,
  });

  it('lists pages added and removed, shared lines changed, the size delta and a shared commit', () => {
    const live = info('1');
    const next = info('2', { routes: ['/kampanyalar'], sizeBytes: 9216, shared: [s('react', '^19.3.1'), s('antd/es/button', '^6.2.0')].map((x) => ({ ...x, singleton: true })) });
    expect(versionDiff(live, next)).toEqual({
      routesAdded: ['/kampanyalar'],
      routesRemoved: ['/urunler'],
      sharedAdded: ['antd ^6.2.0 (1 modül)'],
      sharedRemoved: ['antd ^6.1.0 (1 modül)'],
      sizeDeltaBytes: -1024,
      sameCommit: true,
    });
    expect(formatKbDelta(-1024)).toBe('−1,0 KB');
    expect(formatKbDelta(0)).toBe('±0 KB');
    expect(versionDiff(live, live)).toBeNull();
    expect(versionDiff(undefined, next)).toBeNull();
    expect(versionDiff(info('1', { commit: null }), info('2', { commit: null }))?.sameCommit).toBe(false);
  });
});
