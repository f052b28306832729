/**
 * A fake of the site's API at the HTTP boundary for component tests: `fetch` is replaced by
 * a router of canned answers in the API's real shapes (src/domain/types.ts,
 * src/domain/admin.ts), and every request the island sends is recorded (method, path,
 * query, headers, JSON body) so a test can assert what the user's action sent.
 */
import { vi } from 'vitest';

interface ApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body, or the raw text, or undefined. */
  body: unknown;
}

type Answer = Response | object | string | number | boolean | null;
type Responder = (call: ApiCall) => Answer | Promise<Answer>;

interface Route {
  method: string;
  path: string | RegExp;
  respond: Responder;
}

/** A JSON answer, as the API sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The API's error envelope `{"error": {"code", "message", "fields"?}}`. */
export function apiError(status: number, code: string, message: string, fields?: Record<string, string>): Response {
  return json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

export interface FakeApi {
  /** Answers `method path` (exact path, or a pattern over the path) with a body (sent as JSON 200) or a Response. */
  on(method: string, path: string | RegExp, respond: Answer | Responder): FakeApi;
  /** Every request so far, oldest first. */
  calls: ApiCall[];
  /** The requests to `method path`. */
  callsTo(method: string, path: string | RegExp): ApiCall[];
}

/** Installs the fake as `fetch` for the current test (vitest's unstubAllGlobals restores it). */
export function fakeApi(): FakeApi {
  const routes: Route[] = [];
  const calls: ApiCall[] = [];
  const matches = (route: { method: string; path: string | RegExp }, call: ApiCall) =>
    route.method === call.method && (typeof route.path === 'string' ? route.path === call.path : route.path.test(call.path));

  const fetchFake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request ? request.url : String(input), window.location.href);
    const text = typeof init.body === 'string' ? init.body : request ? await request.text() : undefined;
    let body: unknown = text;
    try {
      if (text) body = JSON.parse(text);
    } catch {
      body = text;
    }
    const call: ApiCall = {
      method: (init.method ?? request?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers ?? request?.headers),
      body,
    };
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    calls.push(call);
    // The newest matching route wins, so a test can change an answer midway.
    const route = [...routes].reverse().find((r) => matches(r, call));
    if (!route) return apiError(404, 'not_found', `No fake answer for ${call.method} ${call.path}`);
    const answer = await route.respond(call);
    return answer instanceof Response ? answer : json(answer);
  };
  vi.stubGlobal('fetch', vi.fn(fetchFake));

  const api: FakeApi = {
    on(method, path, respond) {
      const fixed = () => (respond instanceof Response ? respond.clone() : respond);
      routes.push({ method, path, respond: typeof respond === 'function' ? (respond as Responder) : fixed });
      return api;
    },
    calls,
    callsTo: (method, path) => calls.filter((call) => matches({ method, path }, call)),
  };
  return api;
}
