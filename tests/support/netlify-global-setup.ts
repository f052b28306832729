/**
 * The Netlify tier's one build: `netlify build --offline` with NETLIFY=true (what Netlify's
 * build machines set), which runs `npm run build` with the @astrojs/netlify adapter and
 * bundles the functions as a deploy would, with no account and no network. The two function
 * archives (the API, the SSR pages and the scheduled alert job) are unpacked into a private folder, as the Functions runtime unpacks them, and
 * the embedded database the build prerendered from is handed on to the tests.
 *
 * NETLIFY_TEST_REUSE_BUILD=1 skips the build and unpacks the archives already in
 * .netlify/functions (for iterating on the tests; CI always builds).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import extract from 'extract-zip';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    netlifyFunctions: { api: string; ssr: string; alerts: string; outbox: string; pgliteDir: string; buildSeconds: number };
  }
}

/** The share-image key of the build and the functions (Netlify needs it set: decision in src/server/og/sign.ts). */
export const NETLIFY_TEST_OG_SECRET = 'netlify-test-og-secret-0123456789abcdef';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolveRun() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

interface ManifestFunction {
  name: string;
  path: string;
  routes?: Array<{ pattern: string }>;
}

export default async function setup(project: TestProject) {
  const root = resolve('.data', `netlify-${process.pid}`);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const pgliteDir = join(root, 'pglite');
  const started = Date.now();
  if (process.env.NETLIFY_TEST_REUSE_BUILD !== '1') {
    await run(process.execPath, ['node_modules/netlify-cli/bin/run.js', 'build', '--offline'], {
      ...process.env,
      NETLIFY: 'true',
      // vitest sets NODE_ENV=test, under which React's development build would be mixed with
      // the production one the server entry selects (decision in astro.config.mjs).
      NODE_ENV: 'production',
      PGLITE_DATA_DIR: pgliteDir,
      DATABASE_URL: '',
      OG_IMAGE_SECRET: NETLIFY_TEST_OG_SECRET,
      PUBLIC_SITE_URL: 'https://charlotte-directory.example',
    });
  }
  const buildSeconds = (Date.now() - started) / 1000;
  const manifestPath = resolve('.netlify/functions/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('netlify build produced no .netlify/functions/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { functions: ManifestFunction[] };
  const find = (name: string) => {
    const fn = manifest.functions.find((f) => f.name === name);
    if (!fn) throw new Error(`netlify build bundled no "${name}" function (found: ${manifest.functions.map((f) => f.name).join(', ')})`);
    return fn;
  };
  const api = find('api');
  const ssr = find('ssr');
  if (!api.routes?.some((route) => route.pattern === '/api/*')) throw new Error('the api function is not routed at /api/*');
  await extract(api.path, { dir: join(root, 'api') });
  await extract(ssr.path, { dir: join(root, 'ssr') });
  const alerts = find('alerts');
  await extract(alerts.path, { dir: join(root, 'alerts') });
  const outbox = find('outbox');
  await extract(outbox.path, { dir: join(root, 'outbox') });
  project.provide('netlifyFunctions', {
    api: join(root, 'api', 'netlify', 'functions', 'api.mjs'),
    ssr: join(root, 'ssr', 'ssr.mjs'),
    alerts: join(root, 'alerts', 'netlify', 'functions', 'alerts.mjs'),
    outbox: join(root, 'outbox', 'netlify', 'functions', 'outbox.mjs'),
    pgliteDir,
    buildSeconds,
  });
  return () => rmSync(root, { recursive: true, force: true });
}
