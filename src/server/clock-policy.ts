/**
 * Why a server with a test clock (TEST_CLOCK_FILE, src/server/clock.ts) refuses to start on
 * a public site or in the deployed functions. No imports: src/server/production-env.ts loads
 * it before anything else.
 */
export const TEST_CLOCK_REFUSED =
  'TEST_CLOCK_FILE is for tests only: a site served to the public (PUBLIC_SITE_URL not on localhost or 127.0.0.1, or deployed on Netlify) must read the real time. Unset TEST_CLOCK_FILE.';
