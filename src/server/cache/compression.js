/**
 * How this site compresses text answers: which answers, which encodings, which settings.
 * Shared by the Node server (scripts/compress.mjs) and the response caches
 * (./response-cache.ts), which keep a compressed copy of each cached answer when the server
 * says it compresses (see {@link SERVER_COMPRESSES}). Plain JavaScript so the server script
 * imports it without a build step.
 */
import zlib from 'node:zlib';

/** Content types worth compressing. */
export const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
/** Bodies shorter than this go as they are. */
export const MIN_BYTES = 1024;

/**
 * Set on globalThis by scripts/serve.mjs: the Node server compresses answers itself and
 * passes on answers that already carry a Content-Encoding. Where it is not set (Netlify,
 * whose CDN compresses), the caches hand out plain bodies.
 */
export const SERVER_COMPRESSES = Symbol.for('charlotte-directory.server-compresses');

/** @returns {boolean} */
export function serverCompresses() {
  return /** @type {Record<symbol, unknown>} */ (globalThis)[SERVER_COMPRESSES] === true;
}

/**
 * The encoding to answer with for an Accept-Encoding header: brotli, else gzip, else none.
 * @param {string | null | undefined} acceptEncoding
 * @returns {'br' | 'gzip' | null}
 */
export function pickEncoding(acceptEncoding) {
  const accept = String(acceptEncoding ?? '');
  return /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
}

/**
 * Compresses a whole body off the event loop (brotli quality 5, gzip level 6).
 * @param {'br' | 'gzip'} encoding
 * @param {Uint8Array} body
 * @returns {Promise<Buffer>}
 */
export function compressBody(encoding, body) {
  return new Promise((resolve, reject) => {
    const done = (/** @type {Error | null} */ error, /** @type {Buffer} */ result) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') {
      zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }, done);
    } else {
      zlib.gzip(body, { level: 6 }, done);
    }
  });
}
