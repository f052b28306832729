import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { readTestClock } from './clock';

const dir = mkdtempSync(join(tmpdir(), 'clock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** A fresh copy of the module, so that it reads the environment stubbed for this test. */
const freshClock = async () => (await import('./clock')).serverNow;

describe('server clock', () => {
  it('is the real time without TEST_CLOCK_FILE', async () => {
    vi.stubEnv('TEST_CLOCK_FILE', '');
    const serverNow = await freshClock();
    const before = Date.now();
    const now = serverNow().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it("reads the file's instant, runs on in real time from when it was written, and moves when the file is written again", async () => {
    const file = join(dir, 'clock');
    writeFileSync(file, '2026-11-24T09:00:00-05:00\n');
    // Written 90 s ago: the clock is 90 s past the instant.
    const writtenAt = new Date(Date.now() - 90_000);
    utimesSync(file, writtenAt, writtenAt);
    vi.stubEnv('TEST_CLOCK_FILE', file);
    const serverNow = await freshClock();
    const elapsed = serverNow().getTime() - Date.parse('2026-11-24T14:00:00Z');
    expect(elapsed).toBeGreaterThanOrEqual(89_000);
    expect(elapsed).toBeLessThan(95_000);

    writeFileSync(file, '2026-11-25T04:59:59Z');
    const moved = serverNow().getTime() - Date.parse('2026-11-25T04:59:59Z');
    expect(moved).toBeGreaterThanOrEqual(0);
    expect(moved).toBeLessThan(5_000);
  });

  it('refuses a file that holds anything but one instant with its offset, naming the file', () => {
    const file = join(dir, 'bad');
    for (const text of ['tomorrow', '2026-11-24T09:00:00', '2026-11-24', '']) {
      writeFileSync(file, text);
      utimesSync(file, new Date(), new Date(Date.now() + Math.random() * 1e6));
      expect(() => readTestClock(file), text).toThrow(`TEST_CLOCK_FILE ${file} must hold one ISO 8601 instant`);
    }
  });

  it('stops a deployed function that starts with a test clock, with the reason', { timeout: 60_000 }, () => {
    const run = () =>
      execFileSync(process.execPath, ['--import', 'tsx', '-e', "await import('./src/server/production-env.ts')"], {
        env: { ...process.env, TEST_CLOCK_FILE: join(dir, 'clock') },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    expect(run).toThrow(/TEST_CLOCK_FILE is for tests only/);
  });
});
