import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { openPglite, openPostgres, type Db } from '../../src/server/db/client';
import { adminExec, type DatabaseStart } from './integration-global-setup';

export interface TestDatabase {
  /** Opens a fresh database of its own, migrated and (unless `seeded: false`) seeded. */
  open(options?: { seeded?: boolean }): Promise<Db>;
  /** Closes it and removes what it created. */
  dispose(db: Db): Promise<void>;
}

/** The run's migrated or seeded starting point (tests/support/integration-global-setup.ts). */
const startOf = (seeded: boolean): DatabaseStart => inject('databaseStarts')[seeded ? 'seeded' : 'migrated'];

const dumps = new Map<string, Blob>();
const pgliteTarget: TestDatabase = {
  async open({ seeded = true } = {}) {
    const path = startOf(seeded).pgliteDump;
    let dump = dumps.get(path);
    if (!dump) dumps.set(path, (dump = new Blob([readFileSync(path)])));
    return openPglite('memory://', { loadDataDir: dump });
  },
  dispose: (db) => db.close(),
};

function postgresTarget(adminUrl: string): TestDatabase {
  const names = new WeakMap<Db, string>();
  return {
    async open({ seeded = true } = {}) {
      const template = startOf(seeded).postgresTemplate;
      if (!template) throw new Error('TEST_DATABASE_URL was set after the integration global setup ran');
      const name = `cd_test_${randomBytes(6).toString('hex')}`;
      await adminExec(adminUrl, `create database ${name} template ${template}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const db = openPostgres(url.href, { max: 4 });
      names.set(db, name);
      return db;
    },
    async dispose(db) {
      await db.close();
      await adminExec(adminUrl, `drop database if exists ${names.get(db)} with (force)`);
    },
  };
}

/** PGlite always; the real PostgreSQL server too when TEST_DATABASE_URL is set (CI sets it). */
export const testDatabases: Array<readonly [name: 'pglite' | 'postgres', target: TestDatabase]> = [
  ['pglite', pgliteTarget],
  ...(process.env.TEST_DATABASE_URL ? [['postgres', postgresTarget(process.env.TEST_DATABASE_URL)] as const] : []),
];

/**
 * Declares `suite` on the run's database, `getDb()` returning its fresh copy (opened before
 * the suite's tests, disposed after them): PostgreSQL, the production database, when
 * TEST_DATABASE_URL is set (CI), else PGlite. Why not every suite on both: docs/testing.md.
 */
export function describeEachDb(title: string, suite: (getDb: () => Db, kind: 'pglite' | 'postgres') => void, options: { seeded?: boolean } = {}) {
  declareOn(testDatabases.slice(-1), title, suite, options);
}

/**
 * {@link describeEachDb} on each of {@link testDatabases}: for suites whose SQL can behave
 * differently on PGlite and PostgreSQL (text search, row level security, column ranges, the
 * seed, the embedded database's snapshots).
 */
export function describeBothDbs(title: string, suite: (getDb: () => Db, kind: 'pglite' | 'postgres') => void, options: { seeded?: boolean } = {}) {
  declareOn(testDatabases, title, suite, options);
}

function declareOn(targets: typeof testDatabases, title: string, suite: (getDb: () => Db, kind: 'pglite' | 'postgres') => void, options: { seeded?: boolean }) {
  for (const [kind, target] of targets) {
    describe(`${title} [${kind}]`, () => {
      let db: Db | undefined;
      beforeAll(async () => {
        db = await target.open(options);
      });
      afterAll(async () => {
        if (db) await target.dispose(db);
      });
      suite(() => {
        if (!db) throw new Error('test database not open yet');
        return db;
      }, kind);
    });
  }
}
