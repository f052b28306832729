/**
 * Data for /admin and /owner: only what the pages need before their islands run, namely the
 * origins their Content Security Policy must allow: the Supabase project (when admins sign in
 * with Supabase Auth) to connect to, and the map tile server (the Locations view's pin editor)
 * to load images from; and for /owner, how owners sign in, so that its sign-in form is in the
 * page's HTML. Public values only.
 */
import { tileCspSource } from '../domain/map-markers';
import type { AuthConfig } from '../domain/auth-config';
import { authConfig } from '../server/auth';
import { getEnv } from '../server/env';

export function loadAdminPageConfig(): { supabaseOrigin?: string; tileSource?: string } {
  const env = getEnv();
  const config = authConfig(env);
  const tileSource = tileCspSource(env.PUBLIC_MAP_TILE_URL);
  return {
    ...(config.mode === 'supabase' && config.supabaseUrl ? { supabaseOrigin: new URL(config.supabaseUrl).origin } : {}),
    ...(tileSource ? { tileSource } : {}),
  };
}

/** /owner: its CSP's Supabase origin, and the sign-in's config (the answer of GET /api/auth/config). */
export function loadOwnerPageConfig(): { auth: AuthConfig; supabaseOrigin?: string } {
  const { supabaseOrigin } = loadAdminPageConfig();
  return { auth: authConfig(getEnv()), ...(supabaseOrigin ? { supabaseOrigin } : {}) };
}
