/**
 * The remote modules the shell itself loads (home page widgets, member spec §2), in one list:
 * HomePage renders them and the shell build emits them as dist/remote-needs.json
 * (`{ "<remote>": ["ExposedModule", ...] }`), which the release store checks a remote version
 * against before it goes live, and dist/home-preload.json (the widgets above the fold, which the
 * host preloads). No React here: rsbuild.config.ts imports it.
 */
import type { RemoteName } from '@skiclub/shared/releases';

/** Home page widgets by place on the page. */
export const HOME_WIDGETS = {
  activeCamps: 'camps/ActiveCamps',
  newestProducts: 'catalog/NewestProducts',
  latestNews: 'catalog/LatestNews',
  weather: 'catalog/Weather',
} as const satisfies Record<string, `${RemoteName}/${string}`>;

/**
 * The widgets above the fold: loaded with the page, and the host sends preload hints for them
 * (dist/home-preload.json). The others load when they come near the viewport.
 */
export const HOME_WIDGETS_AT_ONCE: ReadonlyArray<`${RemoteName}/${string}`> = [HOME_WIDGETS.activeCamps];

/** Every `remote/ExposedModule` the shell loads by itself. */
export const SHELL_REMOTE_MODULES: ReadonlyArray<`${RemoteName}/${string}`> = Object.values(HOME_WIDGETS);

/**
 * `{ "<remote>": ["ExposedModule", ...] }` of `modules`, sorted: remote-needs.json (what each
 * remote must provide to the shell) or home-preload.json (what the home page loads at once).
 */
export function remoteNeeds(modules: ReadonlyArray<string> = SHELL_REMOTE_MODULES): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const id of modules) {
    const [remote, exposed] = id.split('/') as [string, string];
    (out[remote] ??= []).push(exposed);
  }
  for (const list of Object.values(out)) list.sort();
  return out;
}
