import { parseReleases } from './releases';

describe('releases.json parsing', () => {
  it('keeps known remotes with an entry and a live version', () => {
    const r = parseReleases({
      remotes: {
        catalog: { live: '0.1.0-abc', entry: '/remotes/catalog/0.1.0-abc/mf-manifest.json', previous: null, versions: ['0.1.0-abc'] },
        evil: { live: '1', entry: 'https://evil.example/mf-manifest.json' },
        camps: { live: '0.1.0-def' },
      },
    });
    expect(Object.keys(r)).toEqual(['catalog']);
    expect(r.catalog?.entry).toBe('/remotes/catalog/0.1.0-abc/mf-manifest.json');
  });
  it('gives an empty set for anything unreadable', () => {
    expect(parseReleases(null)).toEqual({});
    expect(parseReleases({ remotes: 'x' })).toEqual({});
  });
});
