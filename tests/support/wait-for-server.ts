import type { ChildProcess } from 'node:child_process';

/**
 * Resolves when `url` answers 200, polling every 100 ms; rejects when the server process
 * exits first (with what it printed, if `log` gives it) or after `timeoutMs`.
 */
export async function waitForServer(url: string, child: ChildProcess, timeoutMs = 90_000, log: () => string = () => ''): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early with code ${child.exitCode}\n${log()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not answer ${url} within ${timeoutMs} ms\n${log()}`);
}
