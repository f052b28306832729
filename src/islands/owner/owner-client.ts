/**
 * The owner island's API calls and session (issue 18): a bearer token kept in
 * sessionStorage for the tab, JSON requests, and errors as {@link HttpError} (the admin
 * island's, so messages read the same).
 */
import { HttpError, describeError, toHttpError } from '../admin/admin-client';

export { HttpError, describeError };

export interface OwnerSession {
  token: string;
  expiresAt: string;
  email: string | null;
  mode: 'local' | 'supabase';
}

const SESSION_KEY = 'charlotte-directory.owner-session';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadOwnerSession(now = Date.now()): OwnerSession | null {
  const raw = storage()?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as OwnerSession;
    return new Date(session.expiresAt).getTime() > now ? session : null;
  } catch {
    return null;
  }
}

export function saveOwnerSession(session: OwnerSession) {
  storage()?.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearOwnerSession() {
  storage()?.removeItem(SESSION_KEY);
}

/** Calls the API with the owner's token; answers the JSON body (null for 204) or throws {@link HttpError}. */
export async function ownerApi<T>(
  path: string,
  options: { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; json?: unknown; token?: string } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(path, {
    method: options.method ?? 'GET',
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    credentials: 'same-origin',
  });
  if (!response.ok) throw await toHttpError(response);
  return (response.status === 204 ? null : await response.json()) as T;
}

/** The per-field messages of a 400 answer. */
export function fieldMessages(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  return (error.body as { error?: { fields?: Record<string, string> } } | undefined)?.error?.fields ?? {};
}

/** '$49.00' from cents. */
export function money(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

export function longDate(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' }).format(new Date(iso));
}
