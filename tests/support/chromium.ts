import { existsSync } from 'node:fs';

/** Debian's headless-only build of Chromium (package chromium-headless-shell). */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';
/** Debian's full Chromium (package chromium). */
export const FULL_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * The Chromium binary to drive: CHROMIUM_PATH when set, else the first of `candidates` that is
 * installed. The browser tests prefer the headless shell, the same Blink and V8 without the
 * full browser around them: it costs less than half the CPU per page (docs/testing.md).
 */
export function chromiumPath(candidates: string[] = [HEADLESS_SHELL_PATH, FULL_CHROMIUM_PATH]): string {
  const path = process.env.CHROMIUM_PATH ?? candidates.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path ?? candidates.join(' or ')}. The browser tests drive Debian's Chromium: ` +
        'install it with `sudo apt-get install -y chromium-headless-shell`, or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return path;
}

/** Flags that keep headless Chromium quiet on a machine without internet access. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
