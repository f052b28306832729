// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@astrojs/netlify';
import node from '@astrojs/node';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { netlifyHeadersFile } from './src/server/security/headers.js';
import { getEnv } from './src/server/env.ts';
import { assertFactsCurrent } from './src/domain/facts.ts';

// The build (and `astro dev`) stops here when the environment is invalid.
getEnv();

/** Netlify's build sets NETLIFY=true; everything else (npm start, tests) uses the Node server. */
const onNetlify = process.env.NETLIFY === 'true' || process.env.DEPLOY_TARGET === 'netlify';

/**
 * Stops the build when a fact of data/facts/facts.json has passed its `validUntil`: a known
 * change must be entered before the site can say anything again (docs/facts.md).
 * @returns {import('astro').AstroIntegration}
 */
function factsCurrent() {
  return {
    name: 'charlotte-directory:facts-current',
    hooks: {
      'astro:build:start': () => assertFactsCurrent(new Date().toISOString().slice(0, 10)),
    },
  };
}

/**
 * On Netlify the API is the function in netlify/functions/api.ts. For the local Node server
 * the same router is mounted as an Astro endpoint, so each path prefix has one owner.
 * @returns {import('astro').AstroIntegration}
 */
function localApiMount() {
  return {
    name: 'charlotte-directory:local-api',
    hooks: {
      'astro:config:setup': ({ injectRoute }) => {
        injectRoute({ pattern: '/api/[...path]', entrypoint: './src/server/api/astro-mount.ts', prerender: false });
      },
    },
  };
}

/**
 * Builds `server/api.mjs`, exporting `handleNodeApi` (src/server/api/node-mount.ts), as a
 * second entry of the server build. scripts/serve.mjs hands /api requests to it directly:
 * Astro's page pipeline cost about 0.5 ms of the server's single thread per API request
 * (measured: 1,469 against 7,081 answers a second for an unknown /api path at 50
 * connections), and with the embedded database every write waits behind it. Both entries
 * share their modules (one chunk graph), so caches and the database handle are the same.
 * @returns {import('vite').Plugin}
 */
function localApiEntry() {
  return {
    name: 'charlotte-directory:local-api-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    buildStart() {
      this.emitFile({ type: 'chunk', id: fileURLToPath(new URL('./src/server/api/node-mount.ts', import.meta.url)), fileName: 'api.mjs' });
    },
  };
}

/**
 * Writes Netlify's `_headers` (security headers for the static files it serves itself).
 * @returns {import('astro').AstroIntegration}
 */
function netlifySecurityHeaders() {
  return {
    name: 'charlotte-directory:netlify-headers',
    hooks: {
      'astro:build:done': ({ dir }) => {
        writeFileSync(new URL('_headers', dir), netlifyHeadersFile());
      },
    },
  };
}

/** The module the server entry imports first: see {@link productionServerEntry}. */
const PRODUCTION_ENV_MODULE = 'production-env.mjs';

/**
 * A production build renders in production mode however it is started. React (an external
 * of the server build, loaded from node_modules) picks its development or production build
 * from `process.env.NODE_ENV` when it is first imported, and neither `node entry.mjs`,
 * vitest's children nor Netlify's function runtime set it (netlify.toml variables do not
 * reach functions). So the server entry's FIRST import is a module that sets it, evaluated
 * before React and everything else.
 * @returns {import('vite').Plugin}
 */
function productionServerEntry() {
  return {
    name: 'charlotte-directory:production-server-entry',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name !== 'client',
    generateBundle(_options, bundle) {
      let entries = 0;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const depth = chunk.fileName.split('/').length - 1;
        const specifier = depth ? `${'../'.repeat(depth)}${PRODUCTION_ENV_MODULE}` : `./${PRODUCTION_ENV_MODULE}`;
        chunk.code = `import ${JSON.stringify(specifier)};\n${chunk.code}`;
        entries++;
      }
      if (entries) {
        this.emitFile({
          type: 'asset',
          fileName: PRODUCTION_ENV_MODULE,
          source: "// Written by astro.config.mjs: a production build renders in production mode.\nprocess.env.NODE_ENV = 'production';\n",
        });
      }
    },
  };
}

/**
 * The client build's chunks by file name, kept by {@link preloadOnlyNewModules} for `resolveDependencies`.
 * @type {Map<string, { imports: string[] }>}
 */
const clientChunks = new Map();

/**
 * Vite writes, beside each dynamic import(), the list of every module the imported chunk needs,
 * to preload them at once. Modules the importing chunk already imports statically are loaded
 * by then, and preloading them does nothing; their names only cost bytes in a chunk every
 * visitor downloads (the listing island's list named 36 files, 15 of them its own imports).
 * This plugin keeps the client chunks' imports so that `build.modulePreload.resolveDependencies`
 * leaves those modules out. What gets loaded, and when, is unchanged.
 * @returns {import('vite').Plugin}
 */
function preloadOnlyNewModules() {
  return {
    name: 'charlotte-directory:preload-only-new-modules',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_file, deps, { hostId }) => {
              const loaded = staticallyLoaded(hostId);
              return deps.filter((dep) => !loaded.has(dep));
            },
          },
        },
      };
    },
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') clientChunks.set(chunk.fileName, chunk);
      },
    },
  };
}

/**
 * The files `host` imports statically, itself included, directly or through its imports.
 * @param {string} host
 * @returns {Set<string>}
 */
function staticallyLoaded(host) {
  const loaded = new Set();
  /** @param {string} fileName */
  const visit = (fileName) => {
    if (loaded.has(fileName)) return;
    loaded.add(fileName);
    for (const imported of clientChunks.get(fileName)?.imports ?? []) visit(imported);
  };
  visit(host);
  return loaded;
}

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:4321',
  output: 'static',
  // Separate builds (e.g. concurrent test runs) can each have their own output and cache.
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
  trailingSlash: 'ignore',
  // English at the root (its URLs unchanged), Spanish under /es/; nobody is redirected by
  // language (src/i18n/locale.ts).
  i18n: {
    locales: ['en', 'es'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false },
  },
  adapter: onNetlify ? netlify({ devFeatures: { edgeFunctions: false, images: false, environmentVariables: true } }) : node({ mode: 'standalone' }),
  integrations: [
    factsCurrent(),
    // Every island is React; small pages hydrate theirs client:visible (decision 0002).
    react(),
    // Prerendered pages; on-demand directory pages are in /sitemap-directory.xml.
    sitemap({
      // A page in both languages lists the other as an xhtml:link alternate.
      i18n: { defaultLocale: 'en', locales: { en: 'en-US', es: 'es-US' } },
      filter: (page) => !/\/(404|admin|upgrade-success|alerts|quotes\/[a-z]+)\/?$/.test(new URL(page).pathname),
      // Same form as the canonical links: no trailing slash except on the home page.
      serialize: (item) => {
        const bare = (/** @type {string} */ href) => {
          const url = new URL(href);
          if (url.pathname !== '/') url.pathname = url.pathname.replace(/\/$/, '');
          return url.href;
        };
        return { ...item, url: bare(item.url), links: item.links?.map((link) => ({ ...link, url: bare(link.url) })) };
      },
    }),
    ...(onNetlify ? [netlifySecurityHeaders()] : [localApiMount()]),
  ],
  prefetch: false,
  security: {
    // Nothing here acts on a cookie: the API authenticates admins with bearer tokens and the
    // pages post nothing themselves, so Astro's Origin check (meant for cookie sessions)
    // would only turn API calls without an Origin header into non-JSON 403s, and only locally.
    checkOrigin: false,
    // Per-page CSP (a meta tag with hashes of Astro's scripts). Pages that need more add it
    // with Astro.csp: the map pages their tile server, the upgrade page Stripe.
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // Inline style attributes (score bars, React style props) are allowed; scripts are not.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  vite: {
    plugins: [tailwindcss(), productionServerEntry(), preloadOnlyNewModules(), ...(onNetlify ? [] : [localApiEntry()])],
    // The key that signs share-image URLs when OG_IMAGE_SECRET is unset: one per build, shared
    // by the prerendered pages, the on-demand pages and the local API (src/server/og/sign.ts).
    define: { __OG_BUILD_KEY__: JSON.stringify(randomBytes(32).toString('hex')) },
    ssr: {
      external: ['@electric-sql/pglite', '@resvg/resvg-js', 'postgres'],
    },
  },
});
