/**
 * Data for /admin: only what the page needs before the island runs, namely the origin of
 * the Supabase project (when admins sign in with Supabase Auth), which the page's Content
 * Security Policy must allow the browser to connect to. Public values only.
 */
import { authConfig } from '../server/auth';
import { getEnv } from '../server/env';

export function loadAdminPageConfig(): { supabaseOrigin?: string } {
  const config = authConfig(getEnv());
  if (config.mode !== 'supabase' || !config.supabaseUrl) return {};
  return { supabaseOrigin: new URL(config.supabaseUrl).origin };
}
