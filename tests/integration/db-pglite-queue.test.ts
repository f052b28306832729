/**
 * The embedded database runs on the server's only thread. A long queue of statements must
 * not keep the server from taking in new connections and requests while it drains
 * (src/server/db/limits.ts, PGLITE_MAX_BURST_MS), and every statement still gets its own
 * answer, in order.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPglite, type Db } from '../../src/server/db/client';

let db: Db;
beforeAll(async () => {
  db = await openPglite('memory://');
});
afterAll(() => db.close());

it('lets the event loop turn while a queue of statements drains, answering each in order', async () => {
  const statements = 200;
  const answered: number[] = [];
  const queue = Array.from({ length: statements }, (_, i) =>
    db.query<{ i: number }>('select $1::int as i, count(*)::int as n from generate_series(1, 5000)', [i]).then(([row]) => {
      answered.push(row!.i);
    }),
  );
  // What a new connection waits for: the loop's next turn.
  let answeredWhenTheLoopTurned = -1;
  setImmediate(() => (answeredWhenTheLoopTurned = answered.length));
  await Promise.all(queue);
  expect(answeredWhenTheLoopTurned).toBeGreaterThan(0);
  expect(answeredWhenTheLoopTurned).toBeLessThan(statements);
  expect(answered).toEqual(Array.from({ length: statements }, (_, i) => i));
});

it('runs a transaction whole, with other statements queued beside it', async () => {
  await db.exec('create table queue_test (n int)');
  const outside = Array.from({ length: 20 }, (_, i) => db.query('insert into queue_test values ($1)', [100 + i]));
  const inside = db.transaction(async (tx) => {
    for (let i = 0; i < 20; i++) await tx.query('insert into queue_test values ($1)', [i]);
    const [row] = await tx.query<{ n: number }>('select count(*)::int as n from queue_test where n < 100');
    return row!.n;
  });
  await Promise.all(outside);
  expect(await inside).toBe(20);
  const [total] = await db.query<{ n: number }>('select count(*)::int as n from queue_test');
  expect(total!.n).toBe(40);
});
