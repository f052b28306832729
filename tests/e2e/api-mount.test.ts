/**
 * The local server answers /api through the API's own build entry (server/api.mjs), not
 * Astro's page pipeline: the same answers a caller gets from the router anywhere else.
 */
import { expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../src/server/api/http';
import { baseURL } from '../support/browser';

async function firstBusinessId(): Promise<number> {
  const { businesses } = (await (await fetch(`${baseURL()}/api/businesses?limit=1`)).json()) as { businesses: Array<{ id: number }> };
  return businesses[0]!.id;
}

it('answers a body over the limit with a JSON 413, with or without a declared length, and closes the connection', async () => {
  const url = `${baseURL()}/api/businesses/${await firstBusinessId()}/reviews`;
  const oversized = JSON.stringify({ rating: 5, reviewerEmail: 'big@example.com', reviewText: 'x'.repeat(MAX_BODY_BYTES) });
  const declared = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: oversized });
  const chunked = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: new Blob([oversized]).stream(),
    duplex: 'half',
  } as RequestInit);
  for (const response of [declared, chunked]) {
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
  }
  expect(chunked.headers.get('connection')).toBe('close');
});

it('stores a review posted with a small body and answers 201 with its id', async () => {
  const response = await fetch(`${baseURL()}/api/businesses/${await firstBusinessId()}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rating: 4, reviewerEmail: 'mount@example.com', reviewText: 'Through the direct API entry.' }),
  });
  expect(response.status).toBe(201);
  expect(await response.json()).toMatchObject({ id: expect.any(Number), status: 'pending' });
});

it('answers HEAD like GET without a body, and compresses JSON for clients that accept it', async () => {
  const head = await fetch(`${baseURL()}/api/businesses?limit=20`, { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await head.text()).toBe('');
  const compressed = await fetch(`${baseURL()}/api/businesses?limit=20`, { headers: { 'accept-encoding': 'br' } });
  expect(compressed.headers.get('content-encoding')).toBe('br');
  expect(((await compressed.json()) as { businesses: unknown[] }).businesses.length).toBeGreaterThan(0);
});
