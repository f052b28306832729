import { existsSync } from 'node:fs';

/** Debian's Chromium, or CHROMIUM_PATH. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium was not found at ${path}. The browser tests drive Debian's Chromium: ` +
        'install it with `sudo apt-get install -y chromium`, or set CHROMIUM_PATH to a Chromium binary.',
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
