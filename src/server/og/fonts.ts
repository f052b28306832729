import { readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { getEnv } from '../env';

/** The Inter weights the share image uses, from @fontsource/inter (woff: satori reads woff, not woff2). */
const FONT_FILES = {
  400: 'inter-latin-400-normal.woff',
  700: 'inter-latin-700-normal.woff',
  800: 'inter-latin-800-normal.woff',
} as const;

type FontWeight = keyof typeof FONT_FILES;

/**
 * Finds a font file of @fontsource/inter at run time: through Node's resolver from this
 * module (the local server, tests), else under the working directory's node_modules (the
 * Netlify function, where netlify.toml's `included_files` ships the files).
 */
function fontPath(file: string): string {
  const candidates: string[] = [];
  try {
    candidates.push(createRequire(import.meta.url).resolve(`@fontsource/inter/files/${file}`));
  } catch {
    // not resolvable from the bundle's location
  }
  candidates.push(join(process.cwd(), 'node_modules', '@fontsource', 'inter', 'files', file));
  const taskRoot = getEnv().LAMBDA_TASK_ROOT;
  if (taskRoot) {
    candidates.push(join(taskRoot, 'node_modules', '@fontsource', 'inter', 'files', file));
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`Font ${file} of @fontsource/inter was not found (looked in ${candidates.join(', ')})`);
  return found;
}

let loaded: Promise<Array<{ name: string; data: Buffer; weight: FontWeight; style: 'normal' }>> | undefined;

/** The font data, read once per process. */
export function loadFonts() {
  loaded ??= Promise.all(
    (Object.entries(FONT_FILES) as unknown as Array<[string, string]>).map(async ([weight, file]) => ({
      name: 'Inter',
      data: await readFile(fontPath(file)),
      weight: Number(weight) as FontWeight,
      style: 'normal' as const,
    })),
  ).catch((error) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
