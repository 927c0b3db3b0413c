import { versionsCookieValue, writeVersionsCookie, VERSIONS_COOKIE } from './versionCookie';
import type { LoadTarget } from './targets';

const target = (remote: LoadTarget['remote'], version: string, source: LoadTarget['source']): LoadTarget => ({
  remote,
  version,
  source,
  entry: `/remotes/${remote}/${version}/mf-manifest.json`,
  integrity: {},
});

describe('versions cookie (preload hints for this browser’s versions)', () => {
  afterEach(() => {
    document.cookie = `${VERSIONS_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('names only the remotes that run another version than live', () => {
    expect(versionsCookieValue([target('catalog', '1.1.0', 'canary'), target('camps', '1.0.0', 'live'), target('admin', '2.0.0', 'preview')])).toBe('catalog:1.1.0|admin:2.0.0');
  });

  it('is written for a canary browser and cleared when everything runs live', () => {
    writeVersionsCookie([target('catalog', '1.1.0', 'canary')]);
    expect(document.cookie).toContain(`${VERSIONS_COOKIE}=${encodeURIComponent('catalog:1.1.0')}`);
    writeVersionsCookie([target('catalog', '1.0.0', 'live')]);
    expect(document.cookie).not.toContain(VERSIONS_COOKIE);
  });
});
