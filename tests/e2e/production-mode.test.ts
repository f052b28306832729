import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';

/**
 * The production build renders in production mode however it is started: the
 * React server renderer used to come up in its development build because neither
 * `npm start`/`npm run serve` nor Netlify's functions set NODE_ENV.
 */
const distDir = inject('distDir');
const entry = distDir ? join(distDir, 'server', 'entry.mjs') : '';

/** Runs `code` as an ES module in a fresh Node with NODE_ENV unset; returns its stdout. */
function runWithoutNodeEnv(code: string): string {
  const env: NodeJS.ProcessEnv = { ...process.env, ASTRO_NODE_AUTOSTART: 'disabled' };
  delete env.NODE_ENV;
  return execFileSync(process.execPath, ['--input-type=module', '-e', code], { env, encoding: 'utf8', cwd: resolve('.') });
}

// Only a run against E2E_BASE_URL has no build to start (reported as skipped); a missing entry fails.
describe.skipIf(!entry)('production mode', () => {
  it("loads React's production builds when the server entry starts without NODE_ENV", () => {
    expect(existsSync(entry), entry).toBe(true);
    const out = runWithoutNodeEnv(`
      import { createRequire } from 'node:module';
      await import(${JSON.stringify(entry)});
      const cache = createRequire(import.meta.url).cache;
      const loaded = Object.entries(cache).filter(([file, mod]) => mod.loaded && /[\\\\/]react(-dom)?[\\\\/]cjs[\\\\/]/.test(file)).map(([file]) => file.split(/[\\\\/]/).pop());
      console.log(JSON.stringify({ nodeEnv: process.env.NODE_ENV, loaded }));
    `);
    const { nodeEnv, loaded } = JSON.parse(out.trim().split('\n').pop()!) as { nodeEnv: string; loaded: string[] };
    expect(nodeEnv).toBe('production');
    expect(loaded).toContain('react-dom-server.node.production.js');
    expect(loaded.filter((file) => file.includes('development'))).toEqual([]);
  });

  it('sets production mode in the Netlify API function before anything else loads, and in the local scripts', () => {
    const fn = readFileSync('netlify/functions/api.ts', 'utf8');
    const firstImport = /^import\s+[^;]*;/m.exec(fn)?.[0];
    expect(firstImport).toBe("import '../../src/server/production-env';");
    expect(readFileSync('src/server/production-env.ts', 'utf8')).toContain("process.env.NODE_ENV = 'production'");
    for (const script of ['scripts/start.mjs', 'scripts/serve.mjs']) {
      expect(readFileSync(script, 'utf8'), script).toMatch(/^process\.env\.NODE_ENV = 'production';$/m);
    }
  });
});
