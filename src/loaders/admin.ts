/**
 * Data for /admin: only what the page needs before the island runs, namely the origins its
 * Content Security Policy must allow: the Supabase project (when admins sign in with
 * Supabase Auth) to connect to, and the map tile server (the Locations view's pin editor)
 * to load images from. Public values only.
 */
import { tileCspSource } from '../domain/map-markers';
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
