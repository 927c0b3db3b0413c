import { clearErrorHistory, errorHistory } from '@skiclub/shared/errors';
import { sharedMismatchPlugin } from './runtime';

type Args = Parameters<NonNullable<ReturnType<typeof sharedMismatchPlugin>['resolveShare']>>[0];

/** resolveShare arguments as the MF runtime passes them when `from` asks for `pkgName`. */
function args(pkgName: string, loaded: string, requiredVersion: string, from = 'catalog'): Args {
  return { pkgName, version: loaded, scope: 'default', shareInfo: { from, shareConfig: { singleton: true, requiredVersion } } } as unknown as Args;
}

describe('shared singleton mismatch in the MF runtime', () => {
  it('records a remote built against a newer @skiclub/shared than the one loaded, once', () => {
    clearErrorHistory();
    const plugin = sharedMismatchPlugin();
    const a = args('@skiclub/shared/session', '0.1.0', '^0.1.2');
    expect(plugin.resolveShare?.(a)).toBe(a);
    plugin.resolveShare?.(a);
    expect(errorHistory().map((e) => e.message)).toEqual(['Ortak modül sürümü uyumsuz: @skiclub/shared/session 0.1.0 yüklü, catalog ^0.1.2 istiyor']);
  });

  it('stays quiet when the loaded version satisfies the requirement', () => {
    clearErrorHistory();
    const plugin = sharedMismatchPlugin();
    plugin.resolveShare?.(args('react', '19.3.1', '^19.3.1'));
    plugin.resolveShare?.(args('@skiclub/shared/ui', '0.1.3', '^0.1.2'));
    expect(errorHistory()).toEqual([]);
  });
});
