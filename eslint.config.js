import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';

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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Islands and pages reach the server only over HTTP or through src/loaders.
    files: ['src/islands/**', 'src/pages/**', 'src/components/**', 'src/stores/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**', '**/server'], message: 'Use src/loaders (pages) or the HTTP API (islands).' }] }],
    },
  },
);
