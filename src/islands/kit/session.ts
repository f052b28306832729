/**
 * The staff and owner sessions of every island: a bearer token (never a cookie, so calls
 * cannot be forged cross-site; docs/decisions/0005) kept in localStorage, so one sign-in
 * serves every tab of the site and a sign-out or an expired token ends it in every tab
 * (the `storage` event). A session is dropped once its `expiresAt` has passed.
 */
import type { Session as SupabaseSession } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import type { AuthConfig } from '../../domain/auth-config';

export type SessionKind = 'staff' | 'owner';

export interface Session {
  token: string;
  /** ISO 8601; the session is dropped after it. */
  expiresAt: string;
  email: string | null;
  mode: 'local' | 'supabase';
  /** The account's name (local staff accounts), for "Signed in as". */
  name?: string | null;
}

/** What a local sign-in, an invitation link, a reset link and a password change answer. */
export interface TokenAnswer {
  token: string;
  expiresAt: string;
  email: string | null;
  name?: string | null;
}

/** A local token answer as the session the islands keep. */
export function localSession(answer: TokenAnswer): Session {
  return { token: answer.token, expiresAt: answer.expiresAt, email: answer.email, name: answer.name ?? null, mode: 'local' };
}

/**
 * A Supabase Auth client for a sign-in (Supabase mode): the library is loaded only then, and
 * keeps nothing itself (the session is ours, above). `detectSessionInUrl` reads the tokens of
 * a recovery or magic link from the address.
 */
export async function supabaseClient(config: Extract<AuthConfig, { mode: 'supabase' }>, options: { detectSessionInUrl?: boolean } = {}) {
  const { createClient } = await import('@supabase/supabase-js');
  return createClient(config.supabaseUrl, config.supabaseAnonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: options.detectSessionInUrl ?? true, flowType: 'implicit' },
  });
}

/** A Supabase Auth session as the islands keep it (one hour when Supabase names no expiry). */
export function sessionFromSupabase(session: SupabaseSession, email: string | null = session.user.email ?? null): Session {
  return { token: session.access_token, expiresAt: new Date((session.expires_at ?? Date.now() / 1000 + 3600) * 1000).toISOString(), email, mode: 'supabase' };
}

/** Why a session ended, for the sign-in screen's notice. */
export type SessionEnd = 'signed-out' | 'expired';

export const SESSION_KEYS: Record<SessionKind, string> = {
  staff: 'charlotte-directory.admin-session',
  owner: 'charlotte-directory.owner-session',
};

type Listener = (session: Session | null, end?: SessionEnd) => void;
const listeners: Record<SessionKind, Set<Listener>> = { staff: new Set(), owner: new Set() };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null | undefined, now: number): Session | null {
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as Session;
    if (typeof session.token !== 'string' || !session.token || !(Date.parse(session.expiresAt) > now)) return null;
    return session;
  } catch {
    return null;
  }
}

export function loadSession(kind: SessionKind, now = Date.now()): Session | null {
  const raw = storage()?.getItem(SESSION_KEYS[kind]);
  const session = parse(raw, now);
  if (raw && !session) storage()?.removeItem(SESSION_KEYS[kind]);
  return session;
}

function notify(kind: SessionKind, session: Session | null, end?: SessionEnd) {
  for (const listener of listeners[kind]) listener(session, end);
}

export function saveSession(kind: SessionKind, session: Session) {
  storage()?.setItem(SESSION_KEYS[kind], JSON.stringify(session));
  notify(kind, session);
}

export function clearSession(kind: SessionKind, end: SessionEnd = 'signed-out') {
  storage()?.removeItem(SESSION_KEYS[kind]);
  notify(kind, null, end);
}

/** A 401 from the API: the token is no longer valid anywhere. */
export function sessionExpired(kind: SessionKind) {
  if (storage()?.getItem(SESSION_KEYS[kind]) !== null) clearSession(kind, 'expired');
}

/**
 * Signs out: every tab forgets the session at once, and the server revokes the token
 * (POST /api/auth/logout; a server without it answers 404, and an unreachable one is no
 * reason to stay signed in: the token still expires on its own).
 */
export async function signOut(kind: SessionKind): Promise<void> {
  const session = loadSession(kind);
  clearSession(kind, 'signed-out');
  if (!session) return;
  try {
    await fetch('/api/auth/logout', {
      method: 'POST',
      headers: { accept: 'application/json', authorization: `Bearer ${session.token}` },
      credentials: 'same-origin',
    });
  } catch {
    // offline: the token expires on its own
  }
}

/** Calls `listener` when this kind's session changes in this tab or another one. */
export function subscribeSession(kind: SessionKind, listener: Listener): () => void {
  listeners[kind].add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SESSION_KEYS[kind] && event.key !== null) return;
    const session = parse(event.newValue ?? (event.key === null ? null : undefined), Date.now());
    listener(session, session ? undefined : 'signed-out');
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners[kind].delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current session of `kind`, kept up to date across tabs, and how the last one ended. */
export function useSession(kind: SessionKind): { session: Session | null; ended: SessionEnd | null } {
  const [state, setState] = useState<{ session: Session | null; ended: SessionEnd | null }>(() => ({ session: loadSession(kind), ended: null }));
  useEffect(() => subscribeSession(kind, (session, end) => setState({ session, ended: session ? null : (end ?? 'signed-out') })), [kind]);
  return state;
}
