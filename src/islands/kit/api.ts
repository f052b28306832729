/**
 * The one API client of every island. It mirrors the server's error envelope
 * `{"error": {"code", "message", "fields"?}}` (src/server/api/http.ts): a failed call is an
 * {@link ApiError} with the status, the code, the server's message and its field errors;
 * a 429 carries the wait the server asked for (Retry-After); a network failure and an
 * aborted call are errors of their own kind. With `auth: 'staff' | 'owner'` the call sends
 * that session's bearer token (src/islands/kit/session.ts) and a 401 ends the session
 * in every tab, so the island shows its sign-in.
 *
 * Three shapes of the same call: {@link apiResult} answers a typed result and never throws
 * (forms), {@link apiJson} throws (TanStack Query and sequential code), {@link apiResponse}
 * gives the raw Response (downloads). {@link upload} sends FormData with upload progress.
 */
import { loadSession, sessionExpired, type SessionKind } from './session';

export type ApiErrorKind = 'http' | 'network' | 'aborted';

/** Field path ('answers.moveDate') -> the server's message for it. */
export type FieldErrors = Record<string, string>;

/** What a call that never reached the server fails with. */
export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** A failed call. `message` is the server's own text, or '{status}: {body}' when it gave none. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: FieldErrors = {},
    /** Seconds to wait before trying again (429 and 503 with Retry-After). */
    readonly retryAfter?: number,
    /** The parsed body of an HTTP error, when it was JSON. */
    readonly body?: unknown,
    /** '{status}: {body text}' (or the status text when the body is empty). */
    readonly detail: string = message,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The API's own message, when the answer was the error envelope. */
  get serverMessage(): string | undefined {
    const message = (this.body as { error?: { message?: unknown } } | undefined)?.error?.message;
    return typeof message === 'string' ? message : undefined;
  }
}

export type ApiResult<T> = { ok: true; data: T; status: number } | { ok: false; error: ApiError };

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is: FormData (multipart) or text with `contentType`. */
  body?: FormData | string;
  contentType?: string;
  /** Sends this session's token; a 401 signs that session out in every tab. */
  auth?: SessionKind;
  /** An explicit bearer token (a token being checked before it is saved). */
  token?: string;
  signal?: AbortSignal;
}

function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** The error for a non-2xx answer, read from its envelope. */
async function errorFromResponse(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  const envelope = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } } | undefined)?.error;
  const detail = `${response.status}: ${text || response.statusText}`;
  const message = typeof envelope?.message === 'string' ? envelope.message : detail;
  const fields = envelope?.fields && typeof envelope.fields === 'object' ? (envelope.fields as FieldErrors) : {};
  const code = typeof envelope?.code === 'string' ? envelope.code : `http_${response.status}`;
  return new ApiError('http', response.status, code, message, fields, retryAfterSeconds(response.headers.get('retry-after')), body, detail);
}

function thrownToError(thrown: unknown, signal?: AbortSignal): ApiError {
  if (thrown instanceof ApiError) return thrown;
  if (signal?.aborted || (thrown instanceof DOMException && thrown.name === 'AbortError'))
    return new ApiError('aborted', 0, 'aborted', 'The request was cancelled.');
  return new ApiError('network', 0, 'network', NETWORK_MESSAGE);
}

function headersFor(options: ApiOptions): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? (options.auth ? loadSession(options.auth)?.token : undefined);
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  else if (typeof options.body === 'string') headers['content-type'] = options.contentType ?? 'text/plain';
  return headers;
}

function failed(error: ApiError, options: ApiOptions): ApiError {
  if (error.status === 401 && options.auth && !options.token) sessionExpired(options.auth);
  return error;
}

/** Sends a request; answers the raw Response of a 2xx answer, or throws {@link ApiError}. */
export async function apiResponse(path: string, options: ApiOptions = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.json !== undefined || options.body !== undefined ? 'POST' : 'GET'),
      headers: headersFor(options),
      body: options.json !== undefined ? JSON.stringify(options.json) : options.body,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (thrown) {
    throw thrownToError(thrown, options.signal);
  }
  if (!response.ok) throw failed(await errorFromResponse(response), options);
  return response;
}

/** Sends a request; answers the JSON body (null for 204), or throws {@link ApiError}. */
export async function apiJson<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  if (response.status === 204) return null as T;
  try {
    return (await response.json()) as T;
  } catch (thrown) {
    throw thrownToError(thrown, options.signal);
  }
}

/** Sends a request; answers a typed result and never throws. */
export async function apiResult<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  try {
    const response = await apiResponse(path, options);
    const data = (response.status === 204 ? null : await response.json()) as T;
    return { ok: true, data, status: response.status };
  } catch (thrown) {
    return { ok: false, error: thrownToError(thrown, options.signal) };
  }
}

/** The text to show for any failure: the API's own message when it gave one. */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && error.retryAfter) return `${error.message} Try again in ${waitText(error.retryAfter)}.`;
    return error.message;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** @public */
export interface UploadOptions extends Pick<ApiOptions, 'auth' | 'token' | 'signal' | 'method'> {
  /** Called with the share sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
}

/**
 * @public (for photo uploads)
 * Sends FormData with upload progress (XMLHttpRequest: fetch cannot report it); answers
 * like {@link apiResult}.
 */
export function upload<T>(path: string, data: FormData, options: UploadOptions = {}): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    for (const [name, value] of Object.entries(headersFor(options))) xhr.setRequestHeader(name, value);
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) report(event.loaded / event.total);
      });
    }
    const abort = () => xhr.abort();
    options.signal?.addEventListener('abort', abort, { once: true });
    const done = (result: ApiResult<T>) => {
      options.signal?.removeEventListener('abort', abort);
      resolve(result);
    };
    xhr.addEventListener('load', () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'retry-after': xhr.getResponseHeader('retry-after') ?? '' },
      });
      if (response.ok) {
        response
          .json()
          .catch(() => null)
          .then((body: unknown) => done({ ok: true, data: body as T, status: xhr.status }));
      } else void errorFromResponse(response).then((error) => done({ ok: false, error: failed(error, options) }));
    });
    xhr.addEventListener('error', () => done({ ok: false, error: new ApiError('network', 0, 'network', NETWORK_MESSAGE) }));
    xhr.addEventListener('abort', () => done({ ok: false, error: new ApiError('aborted', 0, 'aborted', 'The request was cancelled.') }));
    if (options.signal?.aborted) xhr.abort();
    else xhr.send(data);
  });
}
