import { request, createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressResponse, compressedBodies } from './compress.mjs';

let server: Server | undefined;

afterEach(() => {
  server?.closeAllConnections();
  server?.close();
  server = undefined;
});

/** Serves `handler` behind compressResponse and fetches it with brotli accepted; resolves when the connection ends. */
async function fetchCompressed(handler: (res: ServerResponse) => void) {
  server = createServer((req, res) => {
    compressResponse(req, res);
    handler(res);
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ outcome: 'ended' | 'aborted'; body: Buffer; encoding?: string; length?: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the response never ended')), 3000);
    const req = request({ port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      const done = (outcome: 'ended' | 'aborted') => {
        clearTimeout(timer);
        resolve({ outcome, body: Buffer.concat(chunks), encoding: res.headers['content-encoding'], length: res.headers['content-length'] });
      };
      res.on('end', () => done(res.complete ? 'ended' : 'aborted'));
      res.on('error', () => done('aborted'));
      res.on('aborted', () => done('aborted'));
    });
    req.on('error', () => {
      clearTimeout(timer);
      resolve({ outcome: 'aborted', body: Buffer.alloc(0) });
    });
    req.end();
  });
}

const page = '<!doctype html><html><body>' + 'Charlotte '.repeat(300) + '</body></html>';

describe('compressed answers', () => {
  it('compress a page and call the end callback', async () => {
    let ended = false;
    const result = await fetchCompressed((res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write(page.slice(0, 1000));
      res.end(page.slice(1000), () => (ended = true));
    });
    expect(result.outcome).toBe('ended');
    expect(result.encoding).toBe('br');
    expect(brotliDecompressSync(result.body).toString()).toBe(page);
    expect(ended).toBe(true);
  });

  it('still end when the page fails mid-stream (write callback, then destroy, as Astro does)', async () => {
    const result = await fetchCompressed((res) => {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.write(page);
      setTimeout(() => res.write('Internal server error', () => res.destroy()), 10);
    });
    expect(result.outcome).toBe('aborted');
  });

  it('send the compressed length, also for a body streamed without writeHead (static files)', async () => {
    const result = await fetchCompressed((res) => {
      res.statusCode = 200;
      res.setHeader('content-type', 'text/css');
      res.setHeader('content-length', String(page.length));
      res.write(page.slice(0, 500));
      res.end(page.slice(500));
    });
    expect(result.outcome).toBe('ended');
    expect(Number(result.length)).toBe(result.body.length);
    expect(brotliDecompressSync(result.body).toString()).toBe(page);
  });

  it('compress a body the server sends again only once', async () => {
    const body = `${page}<!-- ${Math.random()} -->`;
    const before = compressedBodies.entries.size;
    const first = await fetchCompressed((res) => res.writeHead(200, { 'content-type': 'text/html' }).end(body));
    server?.close();
    const second = await fetchCompressed((res) => res.writeHead(200, { 'content-type': 'text/html' }).end(body));
    expect(compressedBodies.entries.size).toBe(before + 1);
    expect(second.body.equals(first.body)).toBe(true);
    expect(brotliDecompressSync(second.body).toString()).toBe(body);
  });

  it('leave small and binary answers alone', async () => {
    const small = await fetchCompressed((res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<p>short</p>'));
    expect(small.encoding).toBeUndefined();
    expect(small.body.toString()).toBe('<p>short</p>');
    const png = await fetchCompressed((res) => res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(4096, 7)));
    expect(png.encoding).toBeUndefined();
    expect(png.body.length).toBe(4096);
  });
});
