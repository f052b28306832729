/**
 * Imported FIRST by the Netlify API function: deployed functions run in production mode.
 * Netlify's function runtime does not set NODE_ENV (netlify.toml variables never reach
 * functions), and libraries choose their development or production builds from it when they
 * are first loaded. The Astro server build gets the same from astro.config.mjs.
 * A test clock (TEST_CLOCK_FILE) stops the function at its start.
 */
import { TEST_CLOCK_REFUSED } from './clock-policy';

process.env.NODE_ENV = 'production';

// A deployed function reads the real time, whatever else its environment says (src/server/clock.ts).
if (process.env.TEST_CLOCK_FILE) throw new Error(TEST_CLOCK_REFUSED);
