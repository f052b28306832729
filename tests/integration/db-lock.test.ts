import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseLockedError, acquireFolderLock, openPglite } from '../../src/server/db/client';

const root = mkdtempSync(join(tmpdir(), 'cd-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('embedded database folder lock', () => {
  it('refuses a folder another live process holds, with a clear message', () => {
    const dir = join(root, 'held');
    // a live process other than this one: the parent of this test worker
    writeFileSync(`${dir}.lock`, String(process.ppid));
    expect(() => acquireFolderLock(dir)).toThrow(DatabaseLockedError);
    expect(() => acquireFolderLock(dir)).toThrow(/in use by process \d+.*PGLITE_DATA_DIR/s);
  });

  it('takes over a lock left by a process that has exited', () => {
    const dir = join(root, 'stale');
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeFileSync(`${dir}.lock`, gone.stdout.toString());
    const release = acquireFolderLock(dir);
    expect(typeof release).toBe('function');
    release();
  });

  it('holds the folder while open and frees it on close', async () => {
    const dir = join(root, 'db');
    const db = await openPglite(dir);
    const second = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('${join(process.cwd(), 'src/server/db/client.ts')}').then(m => m.openPglite(${JSON.stringify(dir)})).then(() => process.exit(0), e => { console.error(e.message); process.exit(3); })`,
      ],
      { encoding: 'utf8' },
    );
    expect(second.status).toBe(3);
    expect(second.stderr).toContain('is in use by process');
    await db.close();
    const again = await openPglite(dir);
    expect((await again.query<{ one: number }>('select 1 as one'))[0]?.one).toBe(1);
    await again.close();
  }, 180_000);
});

describe('the Node server (scripts/serve.mjs)', () => {
  it('refuses to start on a folder another process holds, naming it', () => {
    const dir = join(root, 'served');
    writeFileSync(`${dir}.lock`, String(process.ppid));
    const started = spawnSync(process.execPath, ['scripts/serve.mjs'], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, PGLITE_DATA_DIR: dir, DATABASE_URL: '', PORT: '0', ASTRO_OUT_DIR: join(root, 'no-build') },
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain(`is in use by process ${process.ppid}`);
  });
});
