/**
 * A child process for tests/integration/db-kill.test.ts: the real API router over PGlite
 * (folder argv[2], started from the migrated dump argv[3]) or PostgreSQL (argv[2] a
 * postgres:// URL), served on 127.0.0.1. Prints
 * `READY <port> <businessId>` once it listens; the test then kills it with SIGKILL mid-burst.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRouter } from '../../src/server/api/router';
import { routes } from '../../src/server/api/routes';
import { openPglite, openPostgres } from '../../src/server/db/client';
import { migrate } from '../../src/server/db/migrate';
import { parseEnv } from '../../src/server/env';

const [target, dump] = process.argv.slice(2) as [string, string];
const db = target.startsWith('postgres') ? openPostgres(target) : await openPglite(target, { loadDataDir: new Blob([readFileSync(dump)]) });
await migrate(db);
const [business] = await db.query<{ id: number }>(
  `insert into public.businesses (slug, business_name, category, address, phone, status)
   values ('kill-test-movers', 'Kill Test Movers', 'movers-packers', '1 Main St, Charlotte, NC', '704-555-0100', 'published')
   on conflict (slug) do update set status = 'published' returning id`,
);
const env = parseEnv({ ADMIN_PASSWORD: 'kill-test-admin-password', RATE_LIMIT_SCALE: '1000000' });
const handle = createRouter(routes, () => ({ db, env, now: () => new Date() }));
const server = createServer(async (req, res) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value);
  const response = await handle(
    new Request(`http://127.0.0.1${req.url}`, { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined }),
    { clientAddress: req.socket.remoteAddress ?? 'unknown' },
  );
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(Buffer.from(await response.arrayBuffer()));
});
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  process.stdout.write(`READY ${port} ${business!.id}\n`);
});
