/**
 * The database failing: an unreachable, busy or locked database answers 503 with
 * Retry-After and a JSON error, and the same process answers 200 again once it is back; a
 * statement or lock wait that runs too long is cut off; a failed first open of the embedded
 * folder is retried on the next request.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { openPglite, openPostgres, type Db } from '../../src/server/db/client';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../../src/server/db/errors';
import { DB_TIMEOUTS } from '../../src/server/db/limits';
import { migrate } from '../../src/server/db/migrate';
import { parseEnv } from '../../src/server/env';
import { insertBusiness } from './api-support';

const root = mkdtempSync(join(tmpdir(), 'cd-dbfail-'));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(root, { recursive: true, force: true });
});

const env = parseEnv({ ADMIN_PASSWORD: 'local-admin-password-for-tests', RATE_LIMIT_SCALE: '1000' });
const routerOver = (db: Db) => createRouter(routes, () => ({ db, env, now: () => new Date() }));
const request = (path: string, init?: RequestInit) => new Request(`http://test${path}`, init);
const postReview = (businessId: number) =>
  request(`/api/businesses/${businessId}/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rating: 5, reviewerEmail: 'fault@example.com' }),
  });

async function expectUnavailable(response: Response) {
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(response.headers.get('content-type')).toContain('application/json');
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('service_unavailable');
  expect(body.error.message).toMatch(/temporarily unavailable/);
}

describe('errors that mean "the database is unavailable"', () => {
  it('recognises connection, timeout and lock errors, not request errors', () => {
    expect(isDatabaseUnavailable(new DatabaseUnavailableError('x'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('timeout'), { code: 'CONNECT_TIMEOUT' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('lock timeout'), { code: '55P03' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('conn'), { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('bug'))).toBe(false);
  });
});

describe('embedded database (PGlite)', () => {
  it('answers 503 while another process holds the folder, then 200 once it is free, without a restart', async () => {
    const dir = join(root, 'held');
    // The folder starts as the run's seeded database (migrating and seeding a new folder is not what this test is about).
    await (await openPglite(dir, { loadDataDir: new Blob([readFileSync(inject('databaseStarts').seeded.pgliteDump)]) })).close();
    vi.stubEnv('PGLITE_DATA_DIR', dir);
    vi.stubEnv('DATABASE_URL', undefined);
    // The API's own database, opened on its first request from the environment: a process
    // of its own as the server has, not one an earlier file in this worker already opened.
    vi.resetModules();
    const { handleApi } = await import('../../src/server/api/index');
    // a live process other than this one: the parent of this test worker
    writeFileSync(`${dir}.lock`, String(process.ppid));
    await expectUnavailable(await handleApi(request('/api/neighborhoods')));
    await expectUnavailable(await handleApi(request('/api/neighborhoods')));
    rmSync(`${dir}.lock`);
    const recovered = await handleApi(request('/api/neighborhoods'));
    expect(recovered.status).toBe(200);
    expect(((await recovered.json()) as unknown[]).length).toBeGreaterThan(0);
    const { getDb } = await import('../../src/server/db/index');
    await (await getDb()).close();
  }, 120_000);

  it('gives up waiting behind a long transaction: 503, and the queued transaction stores nothing', async () => {
    const db = await openPglite('memory://', { timeouts: { statementMs: 300 } });
    await db.exec('create table t (n int)');
    let release!: () => void;
    let holding!: () => void;
    const inside = new Promise<void>((resolve) => (holding = resolve));
    const held = db.transaction(async (tx) => {
      await tx.query('insert into t values (1)');
      holding();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await Promise.race([inside, held]); // a transaction that could not start fails the test here
    // The transaction holds on until released: an answer before that is the statement timeout at work.
    await expect(db.query('select 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    const queued = db.transaction((tx) => tx.query('insert into t values (2)'));
    await expect(queued).rejects.toBeInstanceOf(DatabaseUnavailableError);
    release();
    await held;
    expect(await db.query<{ n: number }>('select n from t order by n')).toEqual([{ n: 1 }]);
    const router = routerOver(db);
    await expectUnavailable(
      await (async () => {
        let done!: () => void;
        let holding!: () => void;
        const inside = new Promise<void>((resolve) => (holding = resolve));
        const blocking = db.transaction(() => {
          holding();
          return new Promise<void>((resolve) => (done = resolve));
        });
        await Promise.race([inside, blocking]);
        const response = await router(request('/api/neighborhoods'));
        done();
        await blocking;
        return response;
      })(),
    );
    await db.close();
  });
});

/** A TCP relay in front of PostgreSQL that can refuse, swallow (no answer) or forward connections. */
class Relay {
  mode: 'forward' | 'blackhole' = 'forward';
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async start() {
    this.server = createServer((client) => {
      this.sockets.add(client);
      client.on('close', () => this.sockets.delete(client));
      client.on('error', () => {});
      if (this.mode === 'blackhole') return;
      const upstream = connect(this.target.port, this.target.host);
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.on('error', () => upstream.destroy());
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  /** Stops listening and cuts every open connection: the database is "down". */
  async stop() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

const adminUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!adminUrl)('PostgreSQL', () => {
  const name = `cd_fault_${randomBytes(5).toString('hex')}`;
  let directUrl: URL;
  let setup: Db;
  let businessId: number;
  beforeAll(async () => {
    const admin = openPostgres(adminUrl!, { max: 1 });
    await admin.exec(`create database ${name}`);
    await admin.close();
    directUrl = new URL(adminUrl!);
    directUrl.pathname = `/${name}`;
    setup = openPostgres(directUrl.href, { max: 2 });
    await migrate(setup);
    businessId = (await insertBusiness(setup, { businessName: 'Fault Test Movers' })).id;
  });
  afterAll(async () => {
    await setup?.close();
    const admin = openPostgres(adminUrl!, { max: 1 });
    await admin.exec(`drop database if exists ${name} with (force)`);
    await admin.close();
  });

  it('answers 503 while the server is unreachable or silent, then 200 again without a restart', async () => {
    const relay = new Relay({ host: directUrl.hostname, port: Number(directUrl.port || 5432) });
    await relay.start();
    const viaRelay = new URL(directUrl.href);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    const db = openPostgres(viaRelay.href, { max: 2, timeouts: { ...DB_TIMEOUTS, connectMs: 1_000 } });
    const router = routerOver(db);
    try {
      expect((await router(request(`/api/businesses/${businessId}/reviews`))).status).toBe(200);

      await relay.stop(); // refused: connections cut, nothing listening
      await expectUnavailable(await router(request(`/api/businesses/${businessId}/reviews`)));
      await expectUnavailable(await router(postReview(businessId)));

      // Accepts, never answers: without the connect timeout this request would wait for ever.
      relay.mode = 'blackhole';
      await relay.start();
      await expectUnavailable(await router(request(`/api/businesses/${businessId}/reviews`)));

      await relay.stop();
      relay.mode = 'forward';
      await relay.start();
      expect((await router(request(`/api/businesses/${businessId}/reviews`))).status).toBe(200);
      expect((await router(postReview(businessId))).status).toBe(201);
    } finally {
      await db.close().catch(() => {});
      await relay.stop();
    }
  }, 60_000);

  it('cuts off a statement that runs too long and a wait for a held lock', async () => {
    const db = openPostgres(directUrl.href, { max: 2, timeouts: { ...DB_TIMEOUTS, statementMs: 500, lockMs: 300 } });
    const router = routerOver(db);
    try {
      // 57014 is PostgreSQL's "canceled by the statement timeout": the sleep did not run to its end.
      const slow = await db.query('select pg_sleep(5)').catch((error: unknown) => error);
      expect(isDatabaseUnavailable(slow)).toBe(true);
      expect((slow as { code?: string }).code).toBe('57014');

      // Another session holds the business row; a review (its foreign key needs a share lock) waits.
      let release!: () => void;
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const holding = setup.transaction(async (tx) => {
        await tx.query('select id from public.businesses where id = $1 for update', [businessId]);
        locked();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await Promise.race([lockTaken, holding]);
      // The lock is held until released: an answer before that is the lock timeout at work.
      await expectUnavailable(await router(postReview(businessId)));
      release();
      await holding;
      expect((await router(postReview(businessId))).status).toBe(201);
    } finally {
      await db.close();
    }
  }, 60_000);
});
