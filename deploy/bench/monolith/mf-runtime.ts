/**
 * Stand-in for `@module-federation/enhanced/runtime` in the monolith build (the
 * yardstick): the same shell source, but `loadRemote('catalog/ProductsPage')` imports the
 * remote's exposed file from the same bundle graph (one lazy chunk per exposed module, as a
 * route-split monolith would have), so nothing is federated. Exposed module `X` of remote `r` is
 * `mf-r/src/app/X.tsx` (the convention every remote's routes.ts and widgets follow).
 */
type Loader = (id: string) => Promise<unknown>;

interface Context {
  keys(): string[];
  (id: string): Promise<unknown>;
}
declare global {
  interface ImportMeta {
    webpackContext(dir: string, o: { recursive: boolean; regExp: RegExp; mode: 'lazy' }): Context;
  }
}

const contexts: Record<string, Context> = {
  catalog: import.meta.webpackContext('../../../mf-catalog/src/app', { recursive: false, regExp: /^\.\/[A-Z][A-Za-z]+\.tsx$/, mode: 'lazy' }),
  camps: import.meta.webpackContext('../../../mf-camps/src/app', { recursive: false, regExp: /^\.\/[A-Z][A-Za-z]+\.tsx$/, mode: 'lazy' }),
  account: import.meta.webpackContext('../../../mf-account/src/app', { recursive: false, regExp: /^\.\/[A-Z][A-Za-z]+\.tsx$/, mode: 'lazy' }),
  checkout: import.meta.webpackContext('../../../mf-checkout/src/app', { recursive: false, regExp: /^\.\/[A-Z][A-Za-z]+\.tsx$/, mode: 'lazy' }),
  admin: import.meta.webpackContext('../../../mf-admin/src/app', { recursive: false, regExp: /^\.\/[A-Z][A-Za-z]+\.tsx$/, mode: 'lazy' }),
};

/** The exposed module of `remote/Module`, from the bundle. */
export const loadRemote: Loader = async (id) => {
  const [remote, module] = id.split('/') as [string, string];
  const ctx = contexts[remote];
  const key = `./${module}.tsx`;
  if (!ctx || !ctx.keys().includes(key)) throw new Error(`monolith: ${id} yok`);
  return ctx(key);
};

export function registerRemotes(_remotes: unknown, _o?: unknown): void {}
export function registerPlugins(_plugins: unknown): void {}
export function registerShared(_shared: unknown): void {}
export function preloadRemote(_o: unknown): Promise<void> {
  return Promise.resolve();
}
export function init(_o: unknown): void {}
export function getInstance(): null {
  return null;
}
/** Semver check the shell's shared-mismatch plugin calls; one copy of everything here. */
export function satisfy(_version: string, _range: string): boolean {
  return true;
}
export type ModuleFederationRuntimePlugin = Record<string, unknown> & { name: string };
