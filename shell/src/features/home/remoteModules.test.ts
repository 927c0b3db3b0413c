import { HOME_WIDGETS, remoteNeeds, SHELL_REMOTE_MODULES } from './remoteModules';

describe('remote modules the shell loads (remote-needs.json)', () => {
  it('lists every home page widget once', () => {
    expect(SHELL_REMOTE_MODULES).toEqual(Object.values(HOME_WIDGETS));
    expect(new Set(SHELL_REMOTE_MODULES).size).toBe(SHELL_REMOTE_MODULES.length);
  });

  it('groups them by remote as the release store reads them', () => {
    expect(remoteNeeds()).toEqual({ camps: ['ActiveCamps'], catalog: ['LatestNews', 'NewestProducts', 'Weather'] });
    expect(remoteNeeds(['admin/B', 'admin/A'])).toEqual({ admin: ['A', 'B'] });
  });
});
