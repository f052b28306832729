import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { guideSchema, guideSchemaEs } from './schema';
import { factById, factIdsIn } from '../../domain/facts';

/**
 * The Spanish guides (entries-es/) against the English ones (entries/): one Spanish file per
 * English guide, the same sections, lists and ids, and the same figures at the same places,
 * so a figure changed in English alone (or copied wrong into Spanish) fails here.
 */

const read = (folder: string) => {
  const dir = new URL(`./${folder}/`, import.meta.url);
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith('.yaml'))
      .map((file) => [file.replace(/\.yaml$/, ''), parse(readFileSync(new URL(file, dir), 'utf8')) as unknown]),
  );
};
const english = read('entries');
const spanish = read('entries-es');

/** Fields that are data, not words: equal in both languages. */
const SAME_VALUE = new Set([
  'layout',
  'id',
  'kind',
  'season',
  'category',
  'icon',
  'href',
  'code',
  'reviewed',
  'amount',
  'adults',
  'children',
  'bedrooms',
  'zip',
]);
/** Fields that are words in English and their own words in Spanish, with no figures to match. */
const OWN_WORDS = new Set(['fileName']);

const FACT = /\{\{fact:[a-z0-9-]+\}\}/g;
const ORDINAL = /\d+(?:st|nd|rd|th)\b/g;
const figures = (text: string) => new Set(text.replace(FACT, ' ').match(/\d+(?:[.,]\d+)*/g) ?? []);
const estimates = (text: string) => (text.match(/\{\{estimate:/g) ?? []).length;

/** Every difference between an English and a Spanish guide that this file forbids, as "path: what". */
function differences(en: unknown, es: unknown, path = ''): string[] {
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return [`${path}: a list in English`];
    if (es.length !== en.length) return [`${path}: ${en.length} items in English, ${es.length} in Spanish`];
    return en.flatMap((item, i) => differences(item, es[i], `${path}[${i}]`));
  }
  if (en && typeof en === 'object') {
    if (!es || typeof es !== 'object' || Array.isArray(es)) return [`${path}: an object in English`];
    const enKeys = Object.keys(en).filter((k) => !(path === '' && k === 'hub'));
    const missing = enKeys.filter((k) => !(k in es)).map((k) => `${path}.${k}: missing in Spanish`);
    const extra = Object.keys(es)
      .filter((k) => !enKeys.includes(k))
      .map((k) => `${path}.${k}: not in English`);
    return [
      ...missing,
      ...extra,
      ...enKeys.flatMap((k) => differences((en as Record<string, unknown>)[k], (es as Record<string, unknown>)[k], `${path}.${k}`)),
    ];
  }
  const key =
    path
      .split('.')
      .pop()
      ?.replace(/\[\d+\]$/, '') ?? '';
  if (SAME_VALUE.has(key) || typeof en !== 'string') return en === es ? [] : [`${path}: ${JSON.stringify(en)} in English, ${JSON.stringify(es)} in Spanish`];
  if (typeof es !== 'string') return [`${path}: text in English`];
  if (OWN_WORDS.has(key)) return [];
  const out: string[] = [];
  if (factIdsIn(en).sort().join() !== factIdsIn(es).sort().join())
    out.push(`${path}: facts ${factIdsIn(en).join(', ')} in English, ${factIdsIn(es).join(', ')} in Spanish`);
  if (estimates(en) !== estimates(es)) out.push(`${path}: ${estimates(en)} estimates in English, ${estimates(es)} in Spanish`);
  const enFigures = figures(en.replace(ORDINAL, ' '));
  const enAll = figures(en);
  const esFigures = figures(es);
  for (const figure of enFigures) if (!esFigures.has(figure)) out.push(`${path}: ${figure} is not in the Spanish`);
  for (const figure of esFigures) if (!enAll.has(figure)) out.push(`${path}: ${figure} is in the Spanish only`);
  return out;
}

describe('the Spanish guides', () => {
  it('exist for every English guide, and for no other', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
  });

  for (const [slug, en] of english) {
    it(`${slug}: the same sections, lists, ids, links, review date and figures as the English`, () => {
      expect(differences(en, spanish.get(slug))).toEqual([]);
    });

    it(`${slug}: matches the guide schema with its facts in Spanish`, () => {
      const result = guideSchemaEs.safeParse(spanish.get(slug));
      expect(result.error?.issues ?? []).toEqual([]);
      expect(JSON.stringify(result.data)).not.toContain('{{');
      expect(guideSchema.safeParse(en).success).toBe(true);
    });
  }

  it('write facts in Spanish and estimates with a Spanish label', () => {
    const faq = guideSchemaEs.parse(spanish.get('faq'));
    const text = JSON.stringify(faq);
    expect(text).toContain(`${factById('licence-deadline-days').textEs} desde su mudanza`);
    expect(text).toContain('(estimación, 2025)');
    expect(text).not.toContain('(estimate, 2025)');
    expect(text).not.toContain(factById('licence-deadline-days').text);
  });

  it('are told apart by the checker: a figure changed in English alone is a difference', () => {
    expect(differences({ text: 'About 943,000 people' }, { text: 'Unos 943,000 habitantes' })).toEqual([]);
    expect(differences({ text: 'About 950,000 people' }, { text: 'Unos 943,000 habitantes' })).toEqual([
      '.text: 950,000 is not in the Spanish',
      '.text: 943,000 is in the Spanish only',
    ]);
    expect(differences({ text: 'Within {{fact:vehicle-deadline-days}}' }, { text: 'Dentro de 60 días' })[0]).toMatch(/facts vehicle-deadline-days in English/);
    expect(differences({ items: [1, 2] }, { items: [1] })).toEqual(['.items: 2 items in English, 1 in Spanish']);
    expect(differences({ amount: 1400 }, { amount: 1500 })).toEqual(['.amount: 1400 in English, 1500 in Spanish']);
  });
});
