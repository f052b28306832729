/**
 * A local HTTP server speaking Supabase Storage's REST wire format for what the photo
 * storage uses: `POST /storage/v1/object/{bucket}/{path}` (upload, Bearer service key and
 * `apikey`, body = the file, `x-upsert`, `cache-control: max-age=N`), `DELETE
 * /storage/v1/object/{bucket}/{path}`, and the public read `GET
 * /storage/v1/object/public/{bucket}/{path}`. Answers and errors are shaped like Storage's
 * (`{"Key","Id"}`; `{"statusCode","error","message"}`). It records every request.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
}

export interface FakeStorageRequest {
  method: string;
  path: string;
  authorization?: string;
  apikey?: string;
}

export interface FakeSupabaseStorage {
  url: string;
  serviceKey: string;
  /** Objects by `{bucket}/{path}`. */
  objects: Map<string, StoredObject>;
  requests: FakeStorageRequest[];
  /** Makes the next `times` uploads fail with a 500. */
  failUploads(times: number): void;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const storageError = (res: ServerResponse, status: number, error: string, message: string) => send(res, status, { statusCode: String(status), error, message });

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Starts the double on a free port; `buckets` are the public buckets that exist. */
export async function startFakeSupabaseStorage(buckets = ['business-photos']): Promise<FakeSupabaseStorage> {
  const serviceKey = `service-role-${randomUUID()}`;
  const objects = new Map<string, StoredObject>();
  const requests: FakeStorageRequest[] = [];
  let failingUploads = 0;

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://storage.local');
    const path = decodeURIComponent(url.pathname);
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, apikey: req.headers.apikey as string | undefined });
    const publicMatch = /^\/storage\/v1\/object\/public\/([^/]+)\/(.+)$/.exec(path);
    if (publicMatch && req.method === 'GET') {
      const object = buckets.includes(publicMatch[1]!) ? objects.get(`${publicMatch[1]}/${publicMatch[2]}`) : undefined;
      if (!object) return storageError(res, 400, 'not_found', 'Object not found');
      res.writeHead(200, { 'content-type': object.contentType, 'cache-control': object.cacheControl, 'content-length': object.bytes.length });
      return res.end(object.bytes);
    }
    const objectMatch = /^\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(path);
    if (!objectMatch) return storageError(res, 404, 'not_found', 'Route not found');
    if (req.headers.authorization !== `Bearer ${serviceKey}` || req.headers.apikey !== serviceKey) {
      return storageError(res, 403, 'Unauthorized', 'invalid signature');
    }
    const [, bucket, objectPath] = objectMatch as unknown as [string, string, string];
    if (!buckets.includes(bucket)) return storageError(res, 404, 'Bucket not found', 'Bucket not found');
    const key = `${bucket}/${objectPath}`;
    if (req.method === 'POST') {
      const bytes = await bodyOf(req);
      if (failingUploads > 0) {
        failingUploads -= 1;
        return storageError(res, 500, 'internal', 'Internal Server Error');
      }
      if (objects.has(key) && req.headers['x-upsert'] !== 'true') return storageError(res, 409, 'Duplicate', 'The resource already exists');
      const maxAge = /max-age=(\d+)/.exec(String(req.headers['cache-control'] ?? ''))?.[1] ?? '3600';
      objects.set(key, { bytes, contentType: String(req.headers['content-type'] ?? 'application/octet-stream'), cacheControl: `max-age=${maxAge}` });
      return send(res, 200, { Key: key, Id: randomUUID() });
    }
    if (req.method === 'DELETE') {
      if (!objects.delete(key)) return storageError(res, 404, 'not_found', 'Object not found');
      return send(res, 200, { message: 'Successfully deleted' });
    }
    return storageError(res, 405, 'method_not_allowed', 'Method not allowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    serviceKey,
    objects,
    requests,
    failUploads(times) {
      failingUploads = times;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
