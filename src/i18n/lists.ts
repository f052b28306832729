import type { Locale } from './locale';

/**
 * Names listed in a sentence as a reader of `locale` writes them: 'A, B and C' (the site's
 * English, without the serial comma, as src/domain/languages.ts writes languages) or
 * 'A, B y C', with 'e' before a last name spelt with an initial I ('e Interstate Movers'). Not
 * `Intl.ListFormat`'s rule, which also writes 'e' before 'Hi…': the names are mostly English,
 * whose h is sounded ('y Hilton Movers').
 */
export function nameList(names: readonly string[], locale: Locale): string {
  if (names.length < 2) return names[0] ?? '';
  const last = names[names.length - 1]!;
  const and = locale === 'en' ? 'and' : /^[iIíÍ]/.test(last) ? 'e' : 'y';
  return `${names.slice(0, -1).join(', ')} ${and} ${last}`;
}
