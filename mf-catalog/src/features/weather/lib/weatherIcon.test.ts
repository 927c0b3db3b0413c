import { skyKind } from './weatherIcon';

describe('skyKind (WMO weather codes)', () => {
  it.each([
    [0, 'clear'],
    [1, 'clear'],
    [2, 'partly'],
    [3, 'cloudy'],
    [45, 'fog'],
    [61, 'rain'],
    [81, 'rain'],
    [71, 'snow'],
    [86, 'snow'],
    [95, 'storm'],
    [42, 'cloudy'],
  ] as const)('code %i is %s', (code, kind) => {
    expect(skyKind(code)).toBe(kind);
  });
});
