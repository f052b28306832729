/**
 * The Spanish texts of the neighborhood profiles: one JSON file per neighborhood in
 * ./neighborhoods-es/ (format in ./neighborhoods-es/README.md). A neighborhood without a file
 * has no Spanish text (null `_es` columns, no Spanish profile page).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { NeighborhoodSpanishText } from '../../src/domain/types';
import { NEIGHBORHOODS } from './neighborhoods';

export const NEIGHBORHOODS_ES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'neighborhoods-es');

const LONG = 4000;
const text = (max: number) => z.string().max(max);

/** One file's shape: exactly the English text fields of ./neighborhoods.ts, the /admin editor's limits. */
const NeighborhoodSpanishFileSchema = z.strictObject({
  title: text(200).min(1),
  metaDescription: text(300),
  overview: text(LONG).min(1),
  history: text(LONG),
  housingOptions: text(LONG),
  lifestyle: text(LONG),
  demographics: text(LONG),
  localAmenities: text(LONG),
  schoolsChildcare: text(LONG),
  parksRecreation: text(LONG),
  transportation: text(LONG),
  keyFeatures: z.array(z.string().min(1).max(100)).max(12),
}) satisfies z.ZodType<NeighborhoodSpanishText>;

/**
 * Every Spanish text in `dir`, by slug. Throws (naming the file) on a file that is not JSON, a
 * missing, extra or over-long key, a key-feature list of another length than the English one,
 * or a file name that is no neighborhood's slug.
 */
export function loadSpanishTexts(dir: string = NEIGHBORHOODS_ES_DIR): Map<string, NeighborhoodSpanishText> {
  const english = new Map(NEIGHBORHOODS.map((n) => [n.slug, n]));
  const texts = new Map<string, NeighborhoodSpanishText>();
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort();
  for (const file of files) {
    const slug = basename(file, '.json');
    const source = english.get(slug);
    if (!source) throw new Error(`${file}: no neighborhood has the slug "${slug}" (scripts/seed-data/neighborhoods.ts)`);
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(resolve(dir, file), 'utf8'));
    } catch (error) {
      throw new Error(`${file}: not JSON (${(error as Error).message})`);
    }
    const parsed = NeighborhoodSpanishFileSchema.safeParse(raw);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`);
      throw new Error(`${file}: ${problems.join('; ')}`);
    }
    if (parsed.data.keyFeatures.length !== source.keyFeatures.length) {
      throw new Error(`${file}: keyFeatures has ${parsed.data.keyFeatures.length} items, the English ${source.keyFeatures.length}`);
    }
    texts.set(slug, parsed.data);
  }
  return texts;
}
