/**
 * The integration tier's two starting points, made once per run: a database that is
 * migrated, and one that is migrated and seeded. Each `describeEachDb` suite
 * (tests/support/db.ts) then gets a private copy of one of them instead of migrating and
 * seeding its own: PGlite restores a data-folder dump (0.35 s instead of 3.3 s), PostgreSQL
 * copies a template database (0.4 s instead of 1 s). Every suite still owns its data; the
 * migrations and the seed themselves are tested in tests/integration/seed.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { MAINTENANCE_TIMEOUTS, openPglite, openPostgres, type Db } from '../../src/server/db/client';
import { migrate, seed } from '../../src/server/db/migrate';

/** One starting point: a PGlite dump file, and a PostgreSQL template database when TEST_DATABASE_URL is set. */
export interface DatabaseStart {
  pgliteDump: string;
  postgresTemplate: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseStarts: { migrated: DatabaseStart; seeded: DatabaseStart };
  }
}

export default async function setup(project: TestProject) {
  // CI runs every suite on PostgreSQL too: without the database the PostgreSQL half would be
  // left out without a word, so CI stops here instead.
  if (process.env.CI && !process.env.TEST_DATABASE_URL) {
    throw new Error('CI is set but TEST_DATABASE_URL is not: the integration tier runs on PostgreSQL too in CI (.ci/run creates the database).');
  }
  const folder = resolve('.data', `integration-${process.pid}`);
  mkdirSync(folder, { recursive: true });
  const pglite = await openPglite('memory://');
  await migrate(pglite);
  const migratedDump = join(folder, 'migrated.tar');
  writeFileSync(migratedDump, await pglite.snapshot!());
  await seed(pglite);
  const seededDump = join(folder, 'seeded.tar');
  writeFileSync(seededDump, await pglite.snapshot!());
  await pglite.close();

  const adminUrl = process.env.TEST_DATABASE_URL;
  const templates: string[] = [];
  const template = async (seeded: boolean): Promise<string | null> => {
    if (!adminUrl) return null;
    const name = `cd_template_${randomBytes(5).toString('hex')}`;
    await adminExec(adminUrl, `create database ${name}`);
    templates.push(name);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const db: Db = openPostgres(url.href, { max: 1 });
    try {
      await migrate(db);
      if (seeded) await seed(db);
    } finally {
      await db.close();
    }
    return name;
  };

  project.provide('databaseStarts', {
    migrated: { pgliteDump: migratedDump, postgresTemplate: await template(false) },
    seeded: { pgliteDump: seededDump, postgresTemplate: await template(true) },
  });
  return async () => {
    for (const name of templates) await adminExec(adminUrl!, `drop database if exists ${name} with (force)`);
    rmSync(folder, { recursive: true, force: true });
  };
}

/**
 * Runs one statement (create or drop a database) on the server's admin connection, with the
 * maintenance settings (no statement limit): creating or dropping a database waits for a
 * checkpoint, which on a busy shared server took longer than the application's statement
 * limit (PostgreSQL's log: "canceling statement due to statement timeout" on a test's
 * `drop database ... with (force)` right after an 8-second checkpoint). That limit is for
 * the application's requests, not for a test setting up its own database.
 */
export async function adminExec(adminUrl: string, sql: string) {
  const admin = openPostgres(adminUrl, { max: 1, timeouts: MAINTENANCE_TIMEOUTS });
  try {
    await admin.exec(sql);
  } finally {
    await admin.close();
  }
}
