/**
 * The local server's scheduled jobs (the outbox sweep and the daily alert run) start only when
 * the server script asks (scripts/serve.mjs calls `startServerJobs`), never when a module is
 * loaded: a benchmark or a test that mounts the API (src/server/api/node-mount.ts) runs no job
 * and never opens a database behind a running server's back.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

const STARTED = Symbol.for('charlotte-directory.alert-schedule');

describe('the server jobs', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    delete (globalThis as Record<symbol, unknown>)[STARTED];
  });

  it('are not started by loading the API mount; startServerJobs starts one minute timer, once', async () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const { startServerJobs } = await import('../../src/server/api/node-mount');
    expect(setInterval).not.toHaveBeenCalled();

    startServerJobs();
    startServerJobs();
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(setInterval.mock.calls[0]![1]).toBe(60_000);
    clearInterval(setInterval.mock.results[0]!.value as ReturnType<typeof globalThis.setInterval>);
  });
});
