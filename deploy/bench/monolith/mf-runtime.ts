/**
 * Stand-in for `@module-federation/enhanced/runtime` in the monolith build (the
 * yardstick): the same shell source, but `loadRemote('catalog/ProductsPage')` imports the
 * remote's exposed file from the same bundle graph (one lazy chunk per exposed module, as a
 * route-split monolith would have), so nothing is federated. Exposed module `X` of remote `r` is
 * the `file` its route declares (`mf-r/src/app/routes.ts`: `mf-r/src/app/X.tsx`, or a
 * feature's entry `mf-r/src/features/<feature>/index.tsx`); widgets are `mf-r/src/app/X.tsx`.
 */
/**
 * Exposed module → declared file of each remote, from its route list: put in by the monolith's
 * rsbuild config (`source.define`), which reads the lists in Node (mf-admin's are read from its
 * screens' files, which cannot run in a browser).
 */
declare const __MONOLITH_FILES__: Record<string, Record<string, string>>;

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

/** A remote's page and widget files (`src/app/X.tsx`) and feature entries (`src/features/f/index.tsx`). */
interface Sources {
  app: Context;
  features?: Context;
  /** Exposed module → its declared file, from the remote's route list. */
  files: Map<string, string>;
}

const filesOf = (remote: string) => new Map(Object.entries(__MONOLITH_FILES__[remote] ?? {}));

// Contexts take literal arguments only, hence one each; the features context matches only
// feature entries (index.tsx), so no other feature file becomes a chunk of its own.
const sources: Record<string, Sources> = {
  catalog: {
    app: import.meta.webpackContext('../../../mf-catalog/src/app', { recursive: false, regExp: /^\.\/[A-Z][A-Za-z]+\.tsx$/, mode: 'lazy' }),
    features: import.meta.webpackContext('../../../mf-catalog/src/features', { recursive: true, regExp: /^\.\/[a-z0-9-]+\/index\.tsx$/, mode: 'lazy' }),
    files: filesOf('catalog'),
  },
  camps: {
    app: import.meta.webpackContext('../../../mf-camps/src/app', { recursive: false, regExp: /^\.\/[A-Z][A-Za-z]+\.tsx$/, mode: 'lazy' }),
    features: import.meta.webpackContext('../../../mf-camps/src/features', { recursive: true, regExp: /^\.\/[a-z0-9-]+\/index\.tsx$/, mode: 'lazy' }),
    files: filesOf('camps'),
  },
  account: {
    app: import.meta.webpackContext('../../../mf-account/src/app', { recursive: false, regExp: /^\.\/[A-Z][A-Za-z]+\.tsx$/, mode: 'lazy' }),
    features: import.meta.webpackContext('../../../mf-account/src/features', { recursive: true, regExp: /^\.\/[a-z0-9-]+\/index\.tsx$/, mode: 'lazy' }),
    files: filesOf('account'),
  },
  checkout: {
    app: import.meta.webpackContext('../../../mf-checkout/src/app', { recursive: false, regExp: /^\.\/[A-Z][A-Za-z]+\.tsx$/, mode: 'lazy' }),
    features: import.meta.webpackContext('../../../mf-checkout/src/features', { recursive: true, regExp: /^\.\/[a-z0-9-]+\/index\.tsx$/, mode: 'lazy' }),
    files: filesOf('checkout'),
  },
  admin: {
    app: import.meta.webpackContext('../../../mf-admin/src/app', { recursive: false, regExp: /^\.\/[A-Z][A-Za-z]+\.tsx$/, mode: 'lazy' }),
    features: import.meta.webpackContext('../../../mf-admin/src/features', { recursive: true, regExp: /^\.\/[a-z0-9-]+\/index\.tsx$/, mode: 'lazy' }),
    files: filesOf('admin'),
  },
};

/** The context and key of a declared file (`./src/features/countries/index.tsx` → features, `./countries/index.tsx`). */
function locate(src: Sources, file: string): [Context | undefined, string] {
  const feature = /^\.\/src\/features\/(.+)$/.exec(file);
  if (feature) return [src.features, `./${feature[1]}`];
  return [src.app, file.replace(/^\.\/src\/app\//, './')];
}

/** The exposed module of `remote/Module`, from the bundle. */
export const loadRemote: Loader = async (id) => {
  const [remote, module] = id.split('/') as [string, string];
  const src = sources[remote];
  if (!src) throw new Error(`monolith: ${id} yok`);
  const [ctx, key] = locate(src, src.files.get(module) ?? `./src/app/${module}.tsx`);
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
