// A remote whose pages are its features' screens (mf-admin) declares each page's route in the
// screen's own file, `src/features/<feature>/index.tsx`, as `export const route = { … }`, so a new
// screen is one file. The build needs the routes before anything is bundled (they become the
// remote's `exposes` and routes.json), and importing a screen in Node would load React and antd:
// the route is read from the file's syntax instead, which is why it must be a literal (the way
// Next.js reads a page's `export const` config). routes.test.ts of the remote checks that what is
// read equals what the module exports.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { defineRoutes } from '@skiclub/shared/routes';

/**
 * The value of a literal expression: strings, numbers, booleans and objects of them (`as const`
 * and `satisfies` are looked through).
 * @throws Error naming the file and the line of anything else
 */
function literal(node, sf, file) {
  while (ts.isSatisfiesExpression(node) || ts.isAsExpression(node) || ts.isParenthesizedExpression(node)) node = node.expression;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isObjectLiteralExpression(node)) {
    const out = {};
    for (const p of node.properties) {
      if (!ts.isPropertyAssignment(p) || !(ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) fail(p, sf, file);
      out[p.name.text] = literal(p.initializer, sf, file);
    }
    return out;
  }
  return fail(node, sf, file);
}

function fail(node, sf, file) {
  const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
  throw new Error(`${file}:${line + 1}: route yalnız yazılı değerlerden (metin, sayı, nesne) oluşmalı; derleme onu dosyadan okur`);
}

/**
 * The `route` a screen file exports, read from its syntax, or null when it exports none.
 * @param {string} file absolute path of a `.tsx`/`.ts` file
 * @param {string} [label] the file as error messages name it (default: `file`)
 * @returns {Record<string, unknown> | null}
 * @throws Error when `route` is not a literal
 */
export function readRouteExport(file, label = file) {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st) || !st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of st.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.name.text === 'route' && d.initializer) return literal(d.initializer, sf, label);
    }
  }
  return null;
}

/** `room-types` → `RoomTypesPage`: the exposed module of a feature's screen. */
export const moduleOf = (feature) => `${feature.replace(/(^|-)([a-z0-9])/g, (_, _d, c) => c.toUpperCase())}Page`;

/**
 * The routes of a remote's feature screens: every `src/features/<feature>/index.tsx` under `appDir`
 * that exports `route`, in the order of their `order` (menu order), each exposed from that file
 * as `<Feature>Page` unless it names its `module`, titled by its menu label unless it gives a title.
 * @param {string} appDir the remote's folder
 * @returns {import('../src/routes/index.ts').RouteDeclaration[]}
 * @throws Error when a route is not a literal, has no numeric `order`, or two share one
 */
export function featureRoutes(appDir) {
  const dir = path.join(appDir, 'src/features');
  const found = [];
  for (const feature of readdirSync(dir).sort()) {
    const file = path.join(dir, feature, 'index.tsx');
    if (!existsSync(file)) continue;
    const route = readRouteExport(file, `src/features/${feature}/index.tsx`);
    if (!route) continue;
    const { order, ...rest } = route;
    if (typeof order !== 'number') throw new Error(`src/features/${feature}/index.tsx: route.order (menüdeki sırası, bir sayı) gerekli`);
    const twin = found.find((f) => f.order === order);
    if (twin) throw new Error(`src/features/${feature} ile src/features/${twin.feature} aynı route.order (${order}) değerini taşıyor`);
    found.push({ order, feature, route: { module: moduleOf(feature), ...rest, feature } });
  }
  return defineRoutes(found.sort((a, b) => a.order - b.order).map((f) => f.route));
}
