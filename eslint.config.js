// Lint for the whole workspace: typescript-eslint recommended + React hooks rules, and the
// one-way import boundaries of ARCHITECTURE.md (eslint-plugin-boundaries):
//   apps (shell, mf-*):  shared package → src/features → src/app (and src/dev), never back;
//                        a remote never imports another remote.
//   API (deploy/api):    routes → services → db; lib holds leaf helpers anyone may use, and
//                        never reaches routes, services or the database itself.
import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { ROUTER_EXPORTS } from './shared/build/router-shared.mjs';

const APPS = '{shell,mf-catalog,mf-camps,mf-account,mf-checkout,mf-admin}';

/** Elements of the boundary rule: what a file is, by where it lives. */
const elements = [
  { type: 'app', pattern: `${APPS}/src/{app,dev}`, capture: ['pkg'] },
  { type: 'app', pattern: `${APPS}/src/*.{ts,tsx}`, capture: ['pkg'], partialMatch: false },
  { type: 'feature', pattern: `${APPS}/src/features/*`, capture: ['pkg', 'feature'] },
  { type: 'shared', pattern: 'shared/src' },
  { type: 'api-routes', pattern: 'deploy/api/src/routes' },
  { type: 'api-services', pattern: 'deploy/api/src/services' },
  { type: 'api-db', pattern: 'deploy/api/src/db' },
  { type: 'api-lib', pattern: 'deploy/api/src/lib' },
];


export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/test-results/**', '**/playwright-report/**', 'deploy/api/drizzle/**', 'deploy/bench/.out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['deploy/e2e/**', '**/*.config.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/include': [`${APPS}/src/**`, 'shared/src/**', 'deploy/api/src/**'],
      'import/resolver': { typescript: { alwaysTryTypes: true, noWarnOnMultipleProjects: true, project: ['*/tsconfig.json', 'deploy/*/tsconfig.json'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            // shared → features → app: the shared package knows no app.
            { from: { element: { type: 'shared' } }, disallow: { to: { element: { types: { anyOf: ['app', 'feature'] } } } } },
            // A feature never reaches up into its app, nor into another app.
            { from: { element: { type: 'feature' } }, disallow: { to: { element: { type: 'app' } } } },
            { from: { element: { types: { anyOf: ['feature', 'app'] } } }, disallow: { to: { element: { types: { anyOf: ['feature', 'app'] }, captured: { pkg: '!{{ from.captured.pkg }}' } } } } },
            // API: routes → services → db; lib sits below and never reads the database.
            { from: { element: { type: 'api-db' } }, disallow: { to: { element: { types: { anyOf: ['api-routes', 'api-services'] } } } } },
            { from: { element: { type: 'api-services' } }, disallow: { to: { element: { type: 'api-routes' } } } },
            { from: { element: { type: 'api-lib' } }, disallow: { to: { element: { types: { anyOf: ['api-routes', 'api-services', 'api-db'] } } } } },
          ],
        },
      ],
    },
  },
  // The shell provides react-router-dom as a facade of ROUTER_EXPORTS (shared/build/router-shared.mjs):
  // app code imports no other value from it, nor react-router itself (tests run the real package).
  {
    files: [`${APPS}/src/**/*.{ts,tsx}`, 'shared/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'shell/src/app/routerShared.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              allowImportNames: ROUTER_EXPORTS,
              allowTypeImports: true,
              message: 'Kabuk react-router-dom’u yalnız shared/build/router-shared.mjs listesindeki adlarla sağlar; yeni bir ad önce oraya ve shell/src/app/routerShared.ts’e eklenir (kabuk sürümü gerekir).',
            },
            { name: 'react-router', allowTypeImports: true, message: 'react-router-dom kullanın (paylaşılan tek yönlendirici örneği).' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // Benchmark scripts run code inside the page too (performance observers).
  {
    files: ['deploy/bench/src/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
