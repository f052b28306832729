import { describe, expect, it } from 'vitest';
import { ogRoutes } from '../../src/server/api/og';
import { createRouter } from '../../src/server/api/router';
import type { Db } from '../../src/server/db/client';
import { parseEnv } from '../../src/server/env';

/** The share image needs no database; the router is built with the og routes alone. */
const handle = createRouter(ogRoutes, () => ({ db: {} as Db, env: parseEnv({}), now: () => new Date() }));
const og = (query: Record<string, string>) => handle(new Request(`http://test/api/og?${new URLSearchParams(query)}`));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from the PNG's IHDR chunk (always the first chunk, right after the signature). */
function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunkType = new TextDecoder().decode(bytes.subarray(12, 16));
  return { chunkType, width: view.getUint32(16), height: view.getUint32(20) };
}

describe('GET /api/og', () => {
  it('renders a 1200x630 PNG for a title and subtitle, cacheable for a day', async () => {
    const response = await og({ title: 'Movers & Packers', subtitle: 'Uptown - Charlotte, NC' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=86400\b/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(bytes)).toEqual({ chunkType: 'IHDR', width: 1200, height: 630 });
    expect(Number(response.headers.get('content-length'))).toBe(bytes.byteLength);
    // A real picture, not an empty canvas: text and the gradient make it tens of kilobytes.
    expect(bytes.byteLength).toBeGreaterThan(20_000);
  });

  it('renders a title without subtitle, and the longest allowed texts', async () => {
    const short = await og({ title: 'Relocation Guide' });
    expect(short.status).toBe(200);
    expect(pngSize(new Uint8Array(await short.arrayBuffer()))).toMatchObject({ width: 1200, height: 630 });
    const long = await og({ title: 'W'.repeat(120), subtitle: 'Charlotte '.repeat(16) });
    expect(long.status).toBe(200);
    expect(pngSize(new Uint8Array(await long.arrayBuffer()))).toMatchObject({ width: 1200, height: 630 });
  });

  it('draws different texts differently and serves a repeated request from memory, byte for byte', async () => {
    const first = new Uint8Array(await (await og({ title: 'Dilworth', subtitle: 'Neighborhood profile' })).arrayBuffer());
    const other = new Uint8Array(await (await og({ title: 'NoDa', subtitle: 'Neighborhood profile' })).arrayBuffer());
    expect(Buffer.from(first).equals(Buffer.from(other))).toBe(false);
    const started = performance.now();
    const again = new Uint8Array(await (await og({ title: 'Dilworth', subtitle: 'Neighborhood profile' })).arrayBuffer());
    expect(performance.now() - started).toBeLessThan(30);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });

  it.each([
    [{}, 'title', 'title is required'],
    [{ title: '   ' }, 'title', 'title is required'],
    [{ title: 'x'.repeat(121) }, 'title', 'title must be 120 characters or less'],
    [{ title: 'Fine', subtitle: 'y'.repeat(161) }, 'subtitle', 'subtitle must be 160 characters or less'],
  ])('answers 400 JSON for %j', async (query, field, message) => {
    const response = await og(query as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { error } = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(error.code).toBe('validation_failed');
    expect(error.fields).toEqual({ [field]: message });
  });

  it('answers 405 for other methods', async () => {
    const response = await handle(new Request('http://test/api/og?title=x', { method: 'POST' }));
    expect(response.status).toBe(405);
  });
});
