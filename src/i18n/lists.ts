import type { Locale } from './locale';

/**
 * Names listed in a sentence as a reader of `locale` writes them: 'A, B and C' (the site's
 * English, without the serial comma, as src/domain/languages.ts writes languages) or
 * 'A, B y C' ('e' before a name that starts with the sound i, by `Intl.ListFormat`).
 */
export function nameList(names: readonly string[], locale: Locale): string {
  if (locale === 'es') return new Intl.ListFormat('es-US', { type: 'conjunction' }).format(names);
  return names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
