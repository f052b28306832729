/**
 * The server's clock. Everything on the server that asks what time it is (the API's
 * `ApiDeps.now`, the pages' open-now and business hours, the sign-in lockout through
 * `ApiDeps.now`) reads {@link serverNow}.
 *
 * Tests may set TEST_CLOCK_FILE (src/server/env.ts; refused on a public site and in the
 * deployed functions): a file holding one ISO 8601 instant with its offset, such as
 * `2026-11-24T09:00:00-05:00`. The clock reads that instant at the moment the file was
 * written and runs on in real time from there; writing the file again moves it (forward or
 * back) at once, so a test reaches 9 a.m., midnight or the end of a 15-minute lockout
 * without waiting. tests/support/site.ts writes it (`site.setClock`).
 */
import { readFileSync, statSync } from 'node:fs';
import { z } from 'zod';
import { getEnv } from './env';

/** What a test clock file holds. */
export const TestClockInstant = z.iso.datetime({ offset: true });

let last: { file: string; mtimeMs: number; instant: number } | undefined;

/** The instant in `file` and the real time it was written; throws naming the file when it holds anything else. */
export function readTestClock(file: string): { instant: number; writtenAt: number } {
  const { mtimeMs } = statSync(file);
  if (last?.file !== file || last.mtimeMs !== mtimeMs) {
    const text = readFileSync(file, 'utf8').trim();
    const parsed = TestClockInstant.safeParse(text);
    if (!parsed.success)
      throw new Error(
        `TEST_CLOCK_FILE ${file} must hold one ISO 8601 instant with its offset (such as 2026-11-24T09:00:00-05:00), not ${JSON.stringify(text.slice(0, 60))}`,
      );
    last = { file, mtimeMs, instant: Date.parse(parsed.data) };
  }
  return { instant: last.instant, writtenAt: mtimeMs };
}

/** Now, as the server sees it: the real time, or the test clock's when TEST_CLOCK_FILE is set. */
export function serverNow(): Date {
  const file = getEnv().TEST_CLOCK_FILE;
  if (!file) return new Date();
  const { instant, writtenAt } = readTestClock(file);
  // A file's modification time comes from the kernel's coarse clock, which can be a few
  // milliseconds ahead of Date.now(): the clock never reads earlier than the written instant.
  return new Date(instant + Math.max(0, Date.now() - writtenAt));
}
