/**
 * Imported FIRST by the Netlify API function: deployed functions run in production mode.
 * Netlify's function runtime does not set NODE_ENV (netlify.toml variables never reach
 * functions), and libraries choose their development or production builds from it when they
 * are first loaded. The Astro server build gets the same from astro.config.mjs.
 */
process.env.NODE_ENV = 'production';

export {};
