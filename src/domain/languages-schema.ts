/**
 * The languages field of the owner's and staff's forms and of the search's `languages`
 * parameter (the list and its rules: ./languages.ts).
 */
import { z } from 'zod';
import { LANGUAGE_CODES, sortLanguages } from './language-codes';

export const LANGUAGE_MESSAGES = {
  unknown: `Unknown language. Use any of: ${LANGUAGE_CODES.join(', ')}`,
} as const;

/** Known codes, each once, in the list's order. */
export const LanguagesSchema = z
  .array(z.enum(LANGUAGE_CODES, { error: LANGUAGE_MESSAGES.unknown }))
  .max(LANGUAGE_CODES.length, LANGUAGE_MESSAGES.unknown)
  .transform(sortLanguages);
