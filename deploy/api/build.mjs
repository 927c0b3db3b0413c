#!/usr/bin/env node
// Production build of the API: src/server.ts and src/migrate.ts bundled by esbuild into
// dist/server.mjs and dist/migrate.mjs, which plain `node` runs (tsx is for development and
// tests only). The workspace packages (@skiclub/shared's TypeScript sources, @skiclub/release)
// and what they import are bundled in; every package the API installs itself stays an import of
// node_modules (native modules such as sharp and argon2, PGlite's wasm, pdfkit's fonts are found
// there at run time).
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dir = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
/** Packages the API installs itself (not the workspace ones): imported at run time. */
const installed = new Set(Object.keys(pkg.dependencies).filter((name) => !String(pkg.dependencies[name]).startsWith('workspace:')));

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageName = (spec) => spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');

/**
 * Whether Node's ESM resolver finds the deep import `spec` of `name` as written: a package
 * without an `exports` map is resolved file by file, with no extension added.
 */
function resolvable(spec, name) {
  const pkgDir = path.join(dir, 'node_modules', name);
  const pkgJson = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  return Boolean(pkgJson.exports) || existsSync(path.join(pkgDir, spec.slice(name.length + 1)));
}

const started = Date.now();
const result = await build({
  absWorkingDir: dir,
  entryPoints: { server: 'src/server.ts', migrate: 'src/migrate.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  metafile: true,
  // Written below, each file under a temporary name and renamed: two `pnpm start` at once (the
  // Playwright workers' sites) never run a half-written dist/server.mjs.
  write: false,
  // Bundled CommonJS packages (semver, proper-lockfile) call require() for Node's modules.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
  plugins: [
    {
      name: 'installed-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('node:') || builtinModules.includes(args.path)) return { external: true };
          const name = packageName(args.path);
          if (!installed.has(name)) return undefined;
          // A deep import Node's ESM resolver cannot find without its extension
          // (`dayjs/locale/tr`, which tsx resolves) is written with it.
          if (args.path !== name && !resolvable(args.path, name)) return { path: `${args.path}.js`, external: true };
          return { external: true };
        });
      },
    },
  ],
});
for (const file of result.outputFiles) {
  mkdirSync(path.dirname(file.path), { recursive: true });
  const tmp = `${file.path}.${process.pid}.tmp`;
  writeFileSync(tmp, file.contents);
  renameSync(tmp, file.path);
}
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + (o.bytes ?? 0), 0);
console.log(`[api build] dist/server.mjs, dist/migrate.mjs: ${(bytes / 1024).toFixed(0)} KiB, ${Date.now() - started} ms`);
