import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;
const MIN_BYTES = 1024;

/**
 * Compresses a Node response with brotli or gzip when the client accepts it and the body is
 * text (HTML, CSS, JS, JSON, SVG). Call before anything is written to `res`.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function compressResponse(req, res) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
  if (!encoding || req.method === 'HEAD') return;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  /** @type {zlib.BrotliCompress | zlib.Gzip | null} */
  let stream = null;
  let decided = false;
  const decide = () => {
    if (decided) return;
    decided = true;
    const type = String(res.getHeader('content-type') ?? '');
    const length = Number(res.getHeader('content-length') ?? Infinity);
    if (res.getHeader('content-encoding') || !COMPRESSIBLE.test(type) || length < MIN_BYTES) return;
    if (res.statusCode === 204 || res.statusCode === 304) return;
    res.removeHeader('content-length');
    res.setHeader('content-encoding', encoding);
    res.appendHeader('vary', 'accept-encoding');
    stream =
      encoding === 'br'
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.createGzip({ level: 6 });
    stream.on('data', (chunk) => write(chunk));
    stream.on('end', () => end());
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
    return writeHead(status);
  };
  // Callbacks are passed on: Astro ends a page that fails mid-stream with
  // `write('Internal server error', () => res.destroy())`, so a callback that is never
  // called leaves the connection open forever.
  res.write = (chunk, encoding, callback) => {
    decide();
    if (!stream) return write(chunk, encoding, callback);
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    stream.write(chunk, encoding, callback);
    // The compressor buffers; answering true keeps sources flowing (bodies here are small).
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    decide();
    if (!stream) return end(chunk, encoding, callback);
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined];
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined];
    if (callback) res.once('finish', callback);
    if (chunk) stream.end(chunk, encoding);
    else stream.end();
    return res;
  };
  // A response destroyed mid-stream (client gone, render error) frees its compressor.
  res.once('close', () => stream?.destroy());
}
