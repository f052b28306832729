/** How staff and owners sign in (GET /api/auth/config, and the /owner page's island prop). Public values only. */
export type AuthConfig = { mode: 'local' } | { mode: 'supabase'; supabaseUrl: string; supabaseAnonKey: string };
