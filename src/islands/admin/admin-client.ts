/**
 * The admin island's side of the API, without React: the session kept in sessionStorage
 * (a bearer token, never a cookie, so admin calls cannot be forged cross-site), requests
 * with the token, and error texts. directory.md §8: a failed call becomes an error whose
 * message is '{status}: {body text}' (or the status text when the body is empty).
 */

/** What the island keeps for a signed-in admin, for this browser tab only. */
export interface AdminSession {
  token: string;
  /** ISO 8601; the session is dropped after it. */
  expiresAt: string;
  email: string | null;
  mode: 'local' | 'supabase';
  /** The account's name (local accounts), for "Signed in as". */
  name?: string | null;
}

export const SESSION_KEY = 'charlotte-directory.admin-session';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadSession(now = Date.now()): AdminSession | null {
  const raw = storage()?.getItem(SESSION_KEY);
  if (!raw) return null;
  try {
    const session = JSON.parse(raw) as AdminSession;
    if (typeof session.token !== 'string' || !session.token || Date.parse(session.expiresAt) <= now) {
      clearSession();
      return null;
    }
    return session;
  } catch {
    clearSession();
    return null;
  }
}

export function saveSession(session: AdminSession) {
  storage()?.setItem(SESSION_KEY, JSON.stringify(session));
}

export function clearSession() {
  storage()?.removeItem(SESSION_KEY);
}

/** A non-success answer: `message` is '{status}: {body}', `serverMessage` the API's own text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly serverMessage?: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export async function toHttpError(response: Response): Promise<HttpError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  let serverMessage: string | undefined;
  try {
    body = JSON.parse(text);
    const message = (body as { error?: { message?: unknown } })?.error?.message;
    if (typeof message === 'string') serverMessage = message;
  } catch {
    body = undefined;
  }
  return new HttpError(response.status, `${response.status}: ${text || response.statusText}`, serverMessage, body);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is, with `contentType`. */
  text?: string;
  contentType?: string;
  token?: string;
}

/** Sends a request to the API and returns the raw response, or throws {@link HttpError}. */
export async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.text !== undefined) {
    headers['content-type'] = options.contentType ?? 'text/plain';
    body = options.text;
  }
  const response = await fetch(path, { method: options.method ?? 'GET', headers, body, credentials: 'same-origin' });
  if (!response.ok) throw await toHttpError(response);
  return response;
}

export async function sendJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await response.json()) as T;
}

/** The text to show for a failed call: the API's own message when it gave one. */
export function describeError(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Where an admin-only call failed because of the session rather than the request. */
export function sessionProblem(error: unknown): 'expired' | 'forbidden' | null {
  if (error instanceof HttpError && error.status === 401) return 'expired';
  if (error instanceof HttpError && error.status === 403) return 'forbidden';
  return null;
}

/** `?limit&offset` for page `page` (1-based). */
export function pageQuery(page: number, size: number): string {
  return `limit=${size}&offset=${(Math.max(1, page) - 1) * size}`;
}

export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

/** '3 Jan 2026, 14:05' in the viewer's locale and time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Saves `text` as a file download named `name`. */
export function downloadText(text: string, name: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a Content-Disposition header, if any. */
export function dispositionFileName(header: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1];
}
