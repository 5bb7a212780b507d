import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;
const dirsOf = (dir) => readdirSync(path.join(ROOT, dir), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

// Import zones of the web app, from the code as it is (bulletproof-react's layers: shared → features → app).
// - components/ and lib/ are shared: they import no feature and not app/ (the router and the shell, which compose
//   the features).
// - A feature does not import app/.
// - A feature does not import another feature's internals. There is no index file per feature, and features use
//   each other's calls and parts in ~60 places (the home page and the match page are made of other features' cards),
//   so the zone is drawn at a coarser level than bulletproof-react's "no feature imports another": a feature's public
//   surface is its api/ (calls, query keys, hooks) and its components/; its pages/ (reached from app/router.tsx
//   only) and the files at its root are its own.
const WEB = 'apps/web/src';
const webZones = [
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'Shared code (components/, lib/) imports no feature and not app/: move what both need here.',
  },
  { target: `${WEB}/features`, from: `${WEB}/app`, message: 'A feature does not import app/: move what it needs to components/, lib/ or a feature.' },
  ...dirsOf(`${WEB}/features`).map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${ROOT}/${WEB}/features/!(${feature})/**`,
    except: [`${ROOT}/${WEB}/features/*/api/**`, `${ROOT}/${WEB}/features/*/components/**`],
    message: "Another feature is used through its api/ or components/, not its pages/ or root files.",
  })),
];

// Import zones of the server's modules: a module may import another module's services, mappers, types, events and
// helpers, but not its *.repository.ts or *.store.ts (a module's data access is its own). A type-only import counts
// too: a service typed with another module's repository calls that repository. `carveOuts` lists, per importing file,
// the repositories and stores it may still import (below).
const MODULES = 'apps/server/src/modules';
const serverZones = (carveOuts = []) => dirsOf(MODULES).map((mod) => ({
  target: `${MODULES}/${mod}`,
  from: `${ROOT}/${MODULES}/!(${mod})/**/*.{repository,store}.ts`,
  // globs, as `from` is one (the rule takes both alike)
  except: carveOuts.map((p) => `**/${MODULES}/${p}`),
  message: "Another module's repository or store is its own: go through its service (or move the shared piece out of the repository).",
}));
// Crossings left as they are, by file, until the code on the other side changes (none today).
const SERVER_ZONE_CARVE_OUTS = {};

// One lint config for the whole monorepo.
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Promises no one waits for, and promises where nothing waits: type-checked, so only on the files of the three
    // TypeScript projects (the project service finds each file's tsconfig.json).
    files: ['apps/web/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts', 'apps/server/src/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: ROOT } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // JSX attributes (onClick, onFinish, onOk…) take async handlers unchecked (checksVoidReturn.attributes: false,
      // the option typescript-eslint documents for React code): nothing awaits an event handler's promise, so each
      // handler shows its own errors (useAction's run, try/catch with a message) and react-router's navigate is
      // fire-and-forget (a failed navigation shows the route's error element). The promises inside a handler are still
      // checked by no-floating-promises, and every other place that expects a void function (arguments, properties)
      // by this rule: `() => { void navigate(…); }` there.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // libraries that few requests need come with their first use (await import), not at the server's start-up: they
    // were over a third of its heap at start-up and ~40 MB of its RSS (docs/decisions/0065)
    files: ['apps/server/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        paths: [
          { name: 'exceljs', allowTypeImports: true, message: "Load it where it is used: `await import('exceljs')` (docs/decisions/0065)." },
          { name: 'sharp', allowTypeImports: true, message: "Load it where it is used: `await import('sharp')` (docs/decisions/0065)." },
          { name: '@react-email/components', message: 'Import each component from its own package (@react-email/button…): this one loads Tailwind, Prism and a Markdown parser (docs/decisions/0065).' },
        ],
      }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // import zones: the imports are resolved as TypeScript resolves them ('./x.js' is ./x.ts)
    files: [`${WEB}/**/*.{ts,tsx}`, `${MODULES}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({
        extensions: ['.ts', '.tsx', '.js', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        conditionNames: ['import', 'default'],
      })],
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: webZones }] },
  },
  {
    files: [`${MODULES}/**/*.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serverZones() }] },
  },
  ...Object.entries(SERVER_ZONE_CARVE_OUTS).map(([file, allowed]) => ({
    files: [file],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: serverZones(allowed) }] },
  })),
);
