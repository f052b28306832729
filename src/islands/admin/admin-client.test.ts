import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HttpError,
  SESSION_KEY,
  clearSession,
  describeError,
  dispositionFileName,
  loadSession,
  pageCount,
  pageQuery,
  saveSession,
  sessionProblem,
  toHttpError,
} from './admin-client';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('failed calls (directory.md §8)', () => {
  it("read '{status}: {body}', or the status text when the body is empty, and keep the API's own message", async () => {
    const body = JSON.stringify({ error: { code: 'conflict', message: 'This claim is already verified.' } });
    const error = await toHttpError(new Response(body, { status: 409, statusText: 'Conflict' }));
    expect(error.message).toBe(`409: ${body}`);
    expect(error.serverMessage).toBe('This claim is already verified.');
    expect(describeError(error)).toBe('This claim is already verified.');
    const empty = await toHttpError(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    expect(empty.message).toBe('502: Bad Gateway');
    expect(describeError(empty)).toBe('502: Bad Gateway');
  });

  it('tell session problems (401 expired, 403 not an admin) from other failures', () => {
    expect(sessionProblem(new HttpError(401, '401: x'))).toBe('expired');
    expect(sessionProblem(new HttpError(403, '403: x'))).toBe('forbidden');
    expect(sessionProblem(new HttpError(500, '500: x'))).toBeNull();
    expect(sessionProblem(new Error('offline'))).toBeNull();
  });
});

describe('the session (sessionStorage, this tab only)', () => {
  it('is kept until it expires, then dropped', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    const session = { token: 'ey.a.b', expiresAt: '2030-01-01T08:00:00.000Z', email: 'me@example.com', mode: 'local' as const };
    saveSession(session);
    expect(loadSession(Date.parse('2030-01-01T07:59:00Z'))).toEqual(session);
    expect(loadSession(Date.parse('2030-01-01T08:00:00Z'))).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('ignores and removes anything unreadable; clearSession forgets it', () => {
    const storage = new MemoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    storage.setItem(SESSION_KEY, '{not json');
    expect(loadSession()).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    storage.setItem(SESSION_KEY, JSON.stringify({ token: '', expiresAt: '2999-01-01T00:00:00Z' }));
    expect(loadSession()).toBeNull();
    saveSession({ token: 't', expiresAt: '2999-01-01T00:00:00Z', email: null, mode: 'supabase' });
    clearSession();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('works without storage at all (nothing is kept)', () => {
    expect(loadSession()).toBeNull();
    expect(() => saveSession({ token: 't', expiresAt: '2999-01-01T00:00:00Z', email: null, mode: 'local' })).not.toThrow();
  });
});

describe('paging and downloads', () => {
  it('turns a page number into limit and offset', () => {
    expect(pageQuery(1, 10)).toBe('limit=10&offset=0');
    expect(pageQuery(3, 10)).toBe('limit=10&offset=20');
    expect(pageQuery(0, 10)).toBe('limit=10&offset=0');
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(dispositionFileName('attachment; filename="charlotte-directory-businesses-2026-11-21.csv"')).toBe('charlotte-directory-businesses-2026-11-21.csv');
    expect(dispositionFileName(null)).toBeUndefined();
  });
});
