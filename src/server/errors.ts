/**
 * The errors every server module may throw and the API answers as
 * `{"error": {"code", "message", "fields"?}}` (src/server/api/http.ts turns them into responses).
 * Ground floor: imports nothing from the server, so auth, payments, photos, security and the
 * loaders can throw them without depending on the HTTP layer.
 */

export type ErrorCode =
  | 'bad_request'
  | 'validation_failed'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'bad_gateway'
  | 'service_unavailable'
  | 'internal_error';

/** An error the API answers as `{"error": {"code", "message", "fields"?}}` with `status`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
