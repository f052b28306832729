import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseEnv } from '../env';
import type { Db } from '../db';
import { ApiError, json, readJson, readQuery } from './http';
import { createRouter, type Route } from './router';

const Body = z.object({ name: z.string().min(1, 'Name is required') });

const routes: Route[] = [
  { method: 'GET', path: '/api/things/:slug', handler: ({ params }) => json({ slug: params.slug }) },
  { method: 'POST', path: '/api/things', handler: async ({ request }) => json(await readJson(request, Body), { status: 201 }) },
  { method: 'GET', path: '/api/search', handler: ({ url }) => json(readQuery(url, z.object({ n: z.coerce.number().int('n must be whole') }))) },
  {
    method: 'GET',
    path: '/api/conflict',
    handler: () => {
      throw new ApiError(409, 'conflict', 'Already decided.');
    },
  },
  {
    method: 'GET',
    path: '/api/bug',
    handler: () => {
      throw new Error('secret stack detail');
    },
  },
];
const handle = createRouter(routes, () => ({ db: {} as Db, env: parseEnv({}), now: () => new Date() }));
const call = (path: string, init?: RequestInit) => handle(new Request(`http://test${path}`, init));
const post = (body: string, type = 'application/json') => call('/api/things', { method: 'POST', body, headers: { 'content-type': type } });

describe('API router', () => {
  it('passes decoded path parameters', async () => {
    expect(await (await call('/api/things/caf%C3%A9')).json()).toEqual({ slug: 'café' });
  });

  it('answers JSON errors for unknown paths and wrong methods', async () => {
    const missing = await call('/api/nothing');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('not_found');
    const wrong = await call('/api/things/x', { method: 'DELETE' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('GET');
  });

  it('validates bodies: 415 for non-JSON, 400 for broken JSON and per-field messages, 413 when too large', async () => {
    expect((await post('name=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await post('{oops')).status).toBe(400);
    const invalid = await post('{"name":""}');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      error: { code: 'validation_failed', message: 'Some fields are invalid.', fields: { name: 'Name is required' } },
    });
    expect((await post(JSON.stringify({ name: 'x'.repeat(300_000) }))).status).toBe(413);
    expect((await post('{"name":"ok"}')).status).toBe(201);
  });

  it('validates query strings', async () => {
    const bad = await call('/api/search?n=1.5');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields).toEqual({ n: 'n must be whole' });
  });

  it('answers thrown ApiErrors with their status and hides real bugs behind a plain 500', async () => {
    expect((await call('/api/conflict')).status).toBe(409);
    const bug = await call('/api/bug');
    expect(bug.status).toBe(500);
    expect(await bug.text()).not.toContain('secret stack detail');
  });
});
