// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import netlify from '@astrojs/netlify';
import node from '@astrojs/node';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';

/** Netlify's build sets NETLIFY=true; everything else (npm start, tests) uses the Node server. */
const onNetlify = process.env.NETLIFY === 'true' || process.env.DEPLOY_TARGET === 'netlify';

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

export default defineConfig({
  site: process.env.PUBLIC_SITE_URL || 'http://localhost:4321',
  output: 'static',
  // Separate builds (e.g. concurrent test runs) can each have their own output and cache.
  outDir: process.env.ASTRO_OUT_DIR || './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR || './node_modules/.astro',
  trailingSlash: 'ignore',
  adapter: onNetlify
    ? netlify({ devFeatures: { edgeFunctions: false, images: false, environmentVariables: true } })
    : node({ mode: 'standalone' }),
  integrations: [react(), sitemap(), ...(onNetlify ? [] : [localApiMount()])],
  prefetch: false,
  vite: {
    plugins: [tailwindcss()],
    ssr: {
      external: ['@electric-sql/pglite', '@resvg/resvg-js', 'postgres'],
    },
  },
});
