import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const SERVER_ONLY = { group: ['**/server/**', '**/server'], message: 'Use src/loaders (pages) or the HTTP API (islands).' };
const LOADERS = { group: ['**/loaders/**', '**/loaders'], message: 'Loaders run on the server; islands use the HTTP API.' };
const NODE_BUILTINS = { group: ['node:*'], message: 'The domain and the browser code run without Node: pass what Node computes in as an argument.' };

/** Import boundaries between the folders of src/ (paths relative to the repository root). */
const LAYER_ZONES = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain'],
    message: 'src/domain is pure: it imports only src/domain.',
  },
  {
    target: ['./src/server/db', './src/server/queries'],
    from: ['./src/server/api', './src/server/auth', './src/server/payments', './src/islands'],
    message: 'db and queries sit below the HTTP API, auth and payments: pass what they need as arguments.',
  },
  {
    // The database layer (connection, migrations, backfills) is the floor: only the domain and the environment sit below it.
    target: './src/server/db',
    from: './src',
    except: ['./server/db', './server/env.ts', './domain'],
    message: 'src/server/db is the lowest server layer: it imports only src/domain and src/server/env.ts.',
  },
  {
    target: ['./src/server/email/templates', './src/server/email/render.ts'],
    from: ['./src/server/queries', './src/server/db'],
    message: 'E-mail templates are pure (payload -> subject and blocks): they take what they need as arguments, never from a query.',
  },
  {
    target: './src/server/queries',
    from: ['./src/server/email/delivery.ts', './src/server/email/outbox.ts', './src/server/email/index.ts'],
    message: 'Queries queue e-mail (src/server/email/queue.ts) inside the transaction; sending happens after the commit, in the caller.',
  },
  {
    target: './src/islands',
    from: ['./src/server', './src/loaders'],
    message: 'Islands run in the browser and reach the server over HTTP.',
  },
  {
    // Every folder of src/ but the HTTP layer itself (globs, so src/server/api/** is left out).
    target: './src/{!(server)/**,server/!(api)/**,server/*}',
    from: './src/server/api/**',
    message: 'Only the HTTP layer imports src/server/api; shared types live in src/server/errors.ts and src/server/context.ts.',
  },
  {
    // The files at the top of src/ (middleware, content config) are not matched by the folder globs above.
    target: './src/*.{ts,tsx,js,mjs}',
    from: './src/server/api',
    message: 'Only the HTTP layer imports src/server/api; the middleware reaches the server through src/loaders.',
  },
];

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
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // The layers (docs/architecture.md, "Layers"): each zone names who may not import what.
      'import-x/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  {
    // SQL lives in src/server/queries (and the migrator in src/server/db): a database call elsewhere is a layer crossing.
    files: ['src/**/*.{ts,tsx,js,mjs,astro}'],
    ignores: ['src/server/queries/**', 'src/server/db/**', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='MemberExpression'][callee.property.name='query']",
          message: 'SQL goes in src/server/queries/: call a query function from there.',
        },
        {
          // `.exec(` of a regular expression stays allowed: only a database handle's is SQL.
          selector: "CallExpression[callee.property.name='exec'][callee.object.name=/^(db|tx|database|client|executor)$/i]",
          message: 'SQL goes in src/server/queries/: call a query function from there.',
        },
        {
          selector: "CallExpression[callee.property.name='exec'][callee.object.property.name=/^(db|tx|database|client|executor)$/i]",
          message: 'SQL goes in src/server/queries/: call a query function from there.',
        },
      ],
    },
  },
  {
    // Source files stay readable in one sitting; split by what a module owns before this.
    files: ['src/**/*.{ts,tsx,js,mjs,astro}', 'netlify/**/*.{ts,js,mjs}', 'scripts/**/*.{ts,js,mjs}'],
    // Data tables (the sample businesses' texts and the neighborhoods), not code.
    ignores: ['scripts/seed-data/category-content.ts', 'scripts/seed-data/neighborhoods.ts'],
    rules: { 'max-lines': ['error', { max: 600, skipBlankLines: false, skipComments: false }] },
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
  {
    // ...and without Node's modules (their tests may read files).
    files: ['src/islands/**', 'src/stores/**', 'src/domain/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SERVER_ONLY, LOADERS, NODE_BUILTINS] }],
    },
  },
  {
    // A component test waits for what it expects (findBy*, waitFor) or moves a fake clock
    // (vi.advanceTimersByTimeAsync); a fixed sleep is slow and, on a busy machine, flaky.
    files: ['tests/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']",
          message: 'No fixed sleeps in component tests: wait with findBy*/waitFor, or use vi.useFakeTimers() and vi.advanceTimersByTimeAsync().',
        },
        {
          selector: 'CallExpression[callee.name=/^(sleep|delay|wait)$/]',
          message: 'No fixed sleeps in component tests: wait with findBy*/waitFor, or use vi.useFakeTimers() and vi.advanceTimersByTimeAsync().',
        },
      ],
    },
  },
);
