import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const SERVER_ONLY = { group: ['**/server/**', '**/server'], message: 'Use src/loaders (pages) or the HTTP API (islands).' };
const LOADERS = { group: ['**/loaders/**', '**/loaders'], message: 'Loaders run on the server; islands use the HTTP API.' };

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.data/', '.netlify/', 'node_modules/', 'supabase/seed.sql'] },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,astro}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.astro'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'], 'astro-eslint-parser': ['.astro'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Pages and static components reach the server only through src/loaders.
    files: ['src/pages/**', 'src/components/**', 'src/layouts/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_ONLY] }],
    },
  },
  {
    // Code that runs in the browser (and the pure domain) reaches the server only over HTTP.
    files: ['src/islands/**', 'src/stores/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_ONLY, LOADERS] }],
    },
  },
);
