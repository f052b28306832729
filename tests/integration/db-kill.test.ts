/**
 * kill -9 in the middle of a burst of writes: every write the server acknowledged
 * (201) is in the database afterwards, on PGlite (its folder reopened by a new process) and
 * on PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openPglite, openPostgres, type Db } from '../../src/server/db/client';

const root = mkdtempSync(join(tmpdir(), 'cd-kill-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The run's migrated starting point (tests/support/integration-global-setup.ts): the child need not migrate a new database. */
const migrated = () => inject('databaseStarts').migrated;

async function burstThenKill(target: string): Promise<{ acknowledged: string[]; attempted: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/write-burst-server.ts', target, migrated().pgliteDump], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = await new Promise<{ port: number; businessId: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready:\n${output}`)), 90_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /READY (\d+) (\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), businessId: Number(match[2]) });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', () => reject(new Error(`server exited:\n${output}`)));
  });
  const acknowledged: string[] = [];
  let attempted = 0;
  let killed = false;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const writer = async () => {
    while (!killed) {
      const key = `kill-${randomBytes(9).toString('base64url')}`;
      attempted++;
      try {
        const response = await fetch(`http://127.0.0.1:${ready.port}/api/businesses/${ready.businessId}/reviews`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ rating: 5, reviewerEmail: 'kill@example.com', reviewText: 'burst', submissionKey: key }),
        });
        if (response.status === 201) acknowledged.push(key);
      } catch {
        // the server is gone: this write was never acknowledged
      }
    }
  };
  const writers = Array.from({ length: 8 }, writer);
  // Kill once the burst is well under way.
  while (acknowledged.length < 30) await new Promise((resolve) => setTimeout(resolve, 20));
  child.kill('SIGKILL');
  killed = true;
  await exited;
  await Promise.all(writers);
  return { acknowledged, attempted };
}

async function storedKeys(db: Db): Promise<Set<string>> {
  const rows = await db.query<{ submission_key: string }>("select submission_key from public.reviews where submission_key like 'kill-%'");
  return new Set(rows.map((row) => row.submission_key));
}

describe('kill -9 during a write burst', () => {
  it('keeps every acknowledged review (PGlite: the folder reopened by another process)', async () => {
    const dir = join(root, 'pglite');
    const { acknowledged, attempted } = await burstThenKill(dir);
    expect(acknowledged.length).toBeGreaterThanOrEqual(30);
    expect(attempted).toBeGreaterThan(acknowledged.length);
    const db = await openPglite(dir); // the dead process's lock is taken over
    try {
      const stored = await storedKeys(db);
      expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
    } finally {
      await db.close();
    }
  }, 180_000);

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl)(
    'keeps every acknowledged review (PostgreSQL)',
    async () => {
      const name = `cd_kill_${randomBytes(5).toString('hex')}`;
      const admin = openPostgres(adminUrl!, { max: 1 });
      await admin.exec(`create database ${name} template ${migrated().postgresTemplate}`);
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      try {
        const { acknowledged } = await burstThenKill(url.href);
        expect(acknowledged.length).toBeGreaterThanOrEqual(30);
        const db = openPostgres(url.href, { max: 1 });
        try {
          const stored = await storedKeys(db);
          expect(acknowledged.filter((key) => !stored.has(key))).toEqual([]);
        } finally {
          await db.close();
        }
      } finally {
        await admin.exec(`drop database if exists ${name} with (force)`);
        await admin.close();
      }
    },
    180_000,
  );
});
