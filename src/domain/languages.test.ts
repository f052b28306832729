import { describe, expect, it } from 'vitest';
import { LANGUAGES, languageList, languagesStatement } from './languages';
import { sortLanguages } from './language-codes';
import { LanguagesSchema } from './languages-schema';
import { BusinessSearchQuerySchema, QUERY_MESSAGES } from './search';

describe('the languages a business speaks', () => {
  it("lists English and the city's ten most spoken other languages, Tai as Thai and Lao", () => {
    expect(LANGUAGES.map((l) => l.label)).toEqual([
      'English',
      'Spanish',
      'Vietnamese',
      'French',
      'Chinese',
      'Arabic',
      'Tamil',
      'Telugu',
      'Thai',
      'Lao',
      'Hindi',
      'Russian',
    ]);
  });

  it("says them as the business's own statement, in the page's language", () => {
    expect(languagesStatement(['vi', 'es', 'en'])).toBe('The business says its staff speak English, Spanish and Vietnamese.');
    expect(languagesStatement(['es', 'en'], 'es')).toBe('El negocio dice que su personal habla inglés y español.');
    expect(languagesStatement(['es'])).toBe('The business says its staff speak Spanish.');
    expect(languagesStatement([])).toBeUndefined();
    expect(languagesStatement(['xx'])).toBeUndefined();
    expect(languageList(['ar', 'zh', 'fr'], 'es')).toBe('francés, chino y árabe');
  });

  it('keeps known codes once, in the list order', () => {
    expect(sortLanguages(['vi', 'es', 'vi', 'xx'])).toEqual(['es', 'vi']);
    expect(LanguagesSchema.parse(['vi', 'es', 'vi'])).toEqual(['es', 'vi']);
    expect(LanguagesSchema.safeParse(['es', 'klingon']).success).toBe(false);
  });

  it('filters the search by code (languages=es) and refuses an unknown one', () => {
    expect(BusinessSearchQuerySchema.parse({ languages: 'vi, es' }).languages).toEqual(['es', 'vi']);
    expect(BusinessSearchQuerySchema.parse({ languages: 'all' }).languages).toBeUndefined();
    const refused = BusinessSearchQuerySchema.safeParse({ languages: 'es,xx' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(QUERY_MESSAGES.languages);
  });
});
