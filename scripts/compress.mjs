import { createHash } from 'node:crypto';
import { COMPRESSIBLE, MIN_BYTES, compressBody, pickEncoding } from '../src/server/cache/compression.js';

/**
 * Compressed bodies by encoding and content hash, least recently used first out. Most text
 * answers repeat (static files, pages and API reads from the server's short caches), and
 * hashing a body costs a few percent of compressing it, so each distinct body is compressed
 * once while it stays here.
 */
class CompressedBodies {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, Buffer>} */
    this.entries = new Map();
    /** @type {Map<string, Promise<Buffer>>} */
    this.pending = new Map();
  }

  /**
   * @param {'br' | 'gzip'} encoding
   * @param {Buffer} body
   * @returns {Promise<Buffer>}
   */
  compress(encoding, body) {
    const key = `${encoding}:${createHash('sha256').update(body).digest('base64')}`;
    const found = this.entries.get(key);
    if (found) {
      this.entries.delete(key);
      this.entries.set(key, found);
      return Promise.resolve(found);
    }
    const running = this.pending.get(key);
    if (running) return running;
    const work = compressBody(encoding, body).then(
      (compressed) => {
        this.pending.delete(key);
        this.store(key, compressed);
        return compressed;
      },
      (error) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, work);
    return work;
  }

  /** @param {string} key @param {Buffer} compressed */
  store(key, compressed) {
    if (compressed.length > this.maxBytes / 8) return;
    this.entries.set(key, compressed);
    this.bytes += compressed.length;
    for (const [oldest, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
  }
}

/** The compressed bodies this server keeps (16 MB). */
export const compressedBodies = new CompressedBodies(16 * 1024 * 1024);

/**
 * Compresses a Node response with brotli or gzip when the client accepts it and the body is
 * text (HTML, CSS, JS, JSON, SVG). Call before anything is written to `res`. The body is
 * collected and compressed whole when it ends (answers here are at most a few hundred KB),
 * through {@link compressedBodies}, so a body the server sends again is not compressed again.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressResponse(req, res) {
  const contentEncoding = pickEncoding(req.headers['accept-encoding']);
  if (!contentEncoding || req.method === 'HEAD') return;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  /** @type {Buffer[] | null} */
  let chunks = null;
  let decided = false;
  const decide = () => {
    if (decided) return;
    decided = true;
    const type = String(res.getHeader('content-type') ?? '');
    const length = Number(res.getHeader('content-length') ?? Infinity);
    if (res.getHeader('content-encoding') || !COMPRESSIBLE.test(type) || length < MIN_BYTES) return;
    if (res.statusCode === 204 || res.statusCode === 304) return;
    res.removeHeader('content-length');
    res.setHeader('content-encoding', contentEncoding);
    res.appendHeader('vary', 'accept-encoding');
    chunks = [];
  };
  res.writeHead = (status, ...args) => {
    res.statusCode = status;
    const headers = args.find((arg) => arg && typeof arg === 'object');
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.appendHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    }
    decide();
    // With a compressed body, the headers wait for it (its length goes with them).
    return chunks ? res : writeHead(status);
  };
  /** @param {unknown} chunk @param {BufferEncoding | undefined} encoding */
  const collect = (chunk, encoding) => {
    if (chunk === undefined || chunk === null) return;
    chunks?.push(Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(/** @type {Uint8Array} */ (chunk)));
  };
  // Callbacks are passed on: Astro ends a page that fails mid-stream with
  // `write('Internal server error', () => res.destroy())`, so a callback that is never
  // called leaves the connection open forever.
  res.write = (chunk, encoding, callback) => {
    decide();
    if (!chunks) return write(chunk, encoding, callback);
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    collect(chunk, encoding);
    if (callback) process.nextTick(callback);
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    decide();
    if (!chunks) return end(chunk, encoding, callback);
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    collect(chunk, encoding);
    const body = Buffer.concat(chunks);
    chunks = null;
    if (body.length < MIN_BYTES) {
      res.removeHeader('content-encoding');
      res.setHeader('content-length', body.length);
      if (!res.headersSent) writeHead(res.statusCode);
      return end(body, callback);
    }
    compressedBodies.compress(contentEncoding, body).then(
      (compressed) => {
        if (res.destroyed) return;
        res.setHeader('content-length', compressed.length);
        if (!res.headersSent) writeHead(res.statusCode);
        end(compressed, callback);
      },
      () => {
        if (!res.destroyed) res.destroy();
      },
    );
    return res;
  };
}
