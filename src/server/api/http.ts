import type { z } from 'zod';
import { INVALID_TEXT_MESSAGE, hasInvalidCharacters } from '../../domain/forms';
import { ApiError, type ErrorCode } from '../errors';

/**
 * The body limit of a route that declares none (every JSON route, CSV bulk imports
 * included). A route may declare its own (`Route.bodyLimit`); the mounts read up to it.
 */
export const MAX_BODY_BYTES = 256 * 1024;

export { ApiError, notFound } from '../errors';

/** Cache-Control of answers that depend on who asks. */
export const PRIVATE_NO_STORE = 'private, no-store';

/** A JSON answer that depends on who asks: never stored by a cache. */
export const privateJson = (data: unknown, status = 200): Response => json(data, { status, headers: { 'cache-control': PRIVATE_NO_STORE } });

/** What a body with a filled honeypot (src/domain/honeypot.ts) gets from every endpoint: nothing stored or sent. */
export const honeypotAnswer = (): Response => json({ received: true }, { status: 202 });

/** A byte count as people read a limit: `256 KB`, `4 MB`, `4.1 MB`. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** The 413 of a body over `limit` bytes; the message names the limit. */
export const bodyTooLarge = (limit: number, message = `The request body must be at most ${formatBytes(limit)}.`) =>
  new ApiError(413, 'payload_too_large', message);

export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(data), { ...init, headers });
}

export function errorResponse(error: ApiError): Response {
  const body: { code: ErrorCode; message: string; fields?: Record<string, string> } = {
    code: error.code,
    message: error.message,
  };
  if (error.fields) body.fields = error.fields;
  return json({ error: body }, { status: error.status, headers: error.headers });
}

/** Turns zod issues into one message per field (the first issue of each field wins). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

function validationError(error: z.ZodError, message = 'Some fields are invalid.'): ApiError {
  return new ApiError(400, 'validation_failed', message, fieldErrors(error));
}

/** Validates `data` with `schema`, or throws a 400 with per-field messages. */
export function validate<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * The path (`a.b.0`, `_` for the whole value) of the first string, or object key, in `data`
 * holding a NUL character or a lone surrogate; null when there is none. Iterative, so any
 * nesting depth a 256 KB body can hold is fine.
 */
function findInvalidText(data: unknown): string | null {
  const stack: Array<[unknown, string[]]> = [[data, []]];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasInvalidCharacters(value)) return path.length ? path.join('.') : '_';
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push([item, [...path, String(i)]]));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (hasInvalidCharacters(key)) return [...path, key.replace(/[\u0000\uD800-\uDFFF]/g, '\uFFFD')].join('.');
        stack.push([item, [...path, key]]);
      }
    }
  }
  return null;
}

/** 400 naming the field when `data` holds text no field may hold (see {@link findInvalidText}). */
export function assertValidText(data: unknown): void {
  const field = findInvalidText(data);
  if (field !== null) throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', { [field]: INVALID_TEXT_MESSAGE });
}

/** Reads a body of at most `limit` bytes: 413 (with `message`) when larger, declared or sent. */
export async function readBodyBytes(request: Request, limit = MAX_BODY_BYTES, message?: string): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw bodyTooLarge(limit, message);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw bodyTooLarge(limit, message);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads a body of at most `limit` bytes as text: 413 when larger. */
export async function readBodyText(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/**
 * Reads a JSON body and validates it: 415 unless the body is JSON, 413 when too large,
 * 400 when it does not parse or does not match `schema`.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    throw new ApiError(415, 'unsupported_media_type', 'Send the request body as application/json.');
  }
  const text = await readBodyText(request);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'bad_request', 'The request body is not valid JSON.');
  }
  // Before the schema, so that no field (stored, sent to Stripe or ignored) can carry it.
  assertValidText(data);
  return validate(schema, data);
}

/** Validates the query string; repeated keys keep their last value. */
export function readQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const query = Object.fromEntries(url.searchParams);
  assertValidText(query);
  return validate(schema, query);
}
