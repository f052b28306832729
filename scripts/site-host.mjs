/**
 * Which build the local server serves, and the switch to a new one (the local
 * rebuild). scripts/serve.mjs asks {@link createSiteHost} for a request handler; the host
 * loads the build's Astro Node handler (static files, on-demand pages, the API) and
 * registers the site builder (./site-builder.mjs) where the API finds it.
 *
 * The switch is one assignment: requests that started on the old build finish there, every
 * request after it is answered by the new build; no request ever sees a half-built folder,
 * because a build only becomes current after it finished and its server entry loaded.
 * `<buildsDir>/current.json` remembers the served build, so `npm run serve` after a restart
 * keeps serving the latest rebuild (unless the output folder holds a newer build).
 *
 * Memory: each switch loads the new build's server modules into this process; Node never
 * unloads ES modules, so every rebuild adds the size of one server bundle (measured in the
 * README) until the server restarts. Both bundles share ONE database handle (getDb keeps it
 * on globalThis).
 */
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createSiteBuilder } from './site-builder.mjs';

/** Where src/server/builds/local.ts looks for the builder. */
export const SITE_BUILDER_KEY = Symbol.for('charlotte-directory.site-builder');

/** @typedef {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} Handler */

function entryOf(outDir) {
  return resolve(outDir, 'server', 'entry.mjs');
}

function builtAt(outDir) {
  try {
    return statSync(entryOf(outDir)).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The build's request handlers: Astro's (static files, pages, and the API as an Astro
 * endpoint) and, when the build has it, the API's own Node entry (`server/api.mjs`, made by
 * astro.config.mjs), which answers /api without Astro's page pipeline.
 * @returns {Promise<{ pages: Handler, api: Handler | null, startJobs: () => void }>}
 */
async function loadHandlers(outDir) {
  const { handler } = await import(pathToFileURL(entryOf(outDir)).href);
  if (typeof handler !== 'function') throw new Error(`${entryOf(outDir)} exports no handler`);
  const apiEntry = resolve(outDir, 'server', 'api.mjs');
  const entry = existsSync(apiEntry) ? await import(pathToFileURL(apiEntry).href) : {};
  const api = entry.handleNodeApi;
  const startJobs = entry.startServerJobs;
  return { pages: handler, api: typeof api === 'function' ? api : null, startJobs: typeof startJobs === 'function' ? startJobs : () => {} };
}

/**
 * @param {{ outDir: string, buildsDir?: string, root?: string, onSwitch?: (outDir: string) => void }} options
 */
export async function createSiteHost({ outDir, buildsDir = process.env.SITE_BUILDS_DIR || '.data/site-builds', root = process.cwd(), onSwitch }) {
  process.env.ASTRO_NODE_AUTOSTART = 'disabled';
  const builds = resolve(buildsDir);
  const pointer = resolve(builds, 'current.json');
  let current = resolve(outDir);
  try {
    const remembered = JSON.parse(readFileSync(pointer, 'utf8')).outDir;
    if (typeof remembered === 'string' && existsSync(entryOf(remembered)) && builtAt(remembered) > builtAt(current)) current = remembered;
  } catch {
    // no rebuild yet
  }
  let handlers = await loadHandlers(current);
  const host = {
    get outDir() {
      return current;
    },
    /** Answers a request with the current build; `api` says the path is under /api. @type {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, api: boolean) => unknown} */
    handle: (req, res, api) => (api && handlers.api ? handlers.api(req, res) : handlers.pages(req, res)),
    /** Starts the build's scheduled jobs (the outbox sweep, the daily alerts), once per process. */
    startJobs: () => handlers.startJobs(),
  };

  const builder = createSiteBuilder({
    root,
    buildsDir: builds,
    onSwitch: async (next) => {
      handlers = await loadHandlers(next);
      current = next;
      writeFileSync(pointer, JSON.stringify({ outDir: next, switchedAt: new Date().toISOString() }));
      onSwitch?.(next);
    },
  });
  globalThis[SITE_BUILDER_KEY] = builder;
  return host;
}
