/**
 * The PGlite calls src/server/db/client.ts makes that are not PGlite's documented API: its
 * query and transaction locks (`_runExclusiveQuery`, `_runExclusiveTransaction`), the wire
 * protocol serializer (`protocol.serialize`, through the client's own extendedQueryMessage),
 * `execProtocol` with `syncToFs: false`, and the
 * result parser (`parse.parseResults` with `pg.parsers`). The package is pinned to an exact
 * version; when an upgrade removes or reshapes any of these, this file fails before the
 * client does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite, parse } from '@electric-sql/pglite';
import { extendedQueryMessage } from './client';

let pg: PGlite;

beforeAll(async () => {
  pg = await PGlite.create();
}, 120_000);

afterAll(async () => {
  await pg.close();
});

async function run(sql: string, params: string[]): Promise<Record<string, unknown>[]> {
  const { messages } = await pg.execProtocol(extendedQueryMessage(sql, params), { syncToFs: false });
  return (parse.parseResults(messages, pg.parsers)[0]?.rows ?? []) as Record<string, unknown>[];
}

describe('PGlite internals the database client relies on', () => {
  it('serializes one statement with untyped text parameters and parses its rows with the default parsers', async () => {
    expect(await run('select $1::int + 1 as n, $2 as word, $3::float8 as x', ['41', 'hello', '1.5'])).toEqual([{ n: 42, word: 'hello', x: 1.5 }]);
  });

  it('reports a statement error from execProtocol as a rejection', async () => {
    await expect(run('select * from no_such_table', [])).rejects.toThrow(/no_such_table/);
  });

  it('_runExclusiveQuery returns what its callback returns and holds back other queries until it ends', async () => {
    const order: string[] = [];
    const exclusive = pg._runExclusiveQuery(async () => {
      for (let i = 0; i < 3; i++) {
        await run('select $1::int as i', [String(i)]);
        await new Promise((resolve) => setImmediate(resolve));
      }
      order.push('exclusive work done');
      return 'result';
    });
    const outside = pg.query('select 1').then(() => order.push('other query answered'));
    expect(await exclusive).toBe('result');
    await outside;
    expect(order).toEqual(['exclusive work done', 'other query answered']);
  });

  it('_runExclusiveTransaction waits for an open transaction and returns what its callback returns', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const transactionStarted = new Promise<void>((resolve) => (started = resolve));
    const transaction = pg.transaction(async (tx) => {
      started();
      await tx.query('select 1');
      await gate;
      order.push('transaction ended');
    });
    await transactionStarted;
    const waiting = pg._runExclusiveTransaction(async () => {
      order.push('exclusive ran');
      return 7;
    });
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await transaction;
    expect(await waiting).toBe(7);
    expect(order).toEqual(['transaction ended', 'exclusive ran']);
  });
});
