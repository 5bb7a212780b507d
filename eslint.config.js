import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // libraries that few requests need come with their first use (await import), not at the server's start-up: they
    // were over a third of its heap at start-up and ~40 MB of its RSS (issue 17, docs/decisions/0065)
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
);
