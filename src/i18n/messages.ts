import { fillTemplate } from '../domain/fill';
import { en, type Messages } from './en';
import { es } from './es';
import type { Locale } from './locale';

const CATALOGS: Record<Locale, Messages> = { en, es };

/** The interface messages of `locale`. For pages and components rendered on the server; an island imports only the messages it uses. */
export function messages(locale: Locale): Messages {
  return CATALOGS[locale];
}

/** A message with its `{name}` placeholders filled: fill('{done} of {total}', { done: 3, total: 40 }). */
export const fill = fillTemplate;
