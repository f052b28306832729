import { enMethodology, type MethodologyMessages } from './en-methodology';
import { esMethodology } from './es-methodology';
import type { Locale } from './locale';

const CATALOGS: Record<Locale, MethodologyMessages> = { en: enMethodology, es: esMethodology };

/** The methodology page's words in `locale` (a catalog of its own, apart from src/i18n/en.ts for its length). */
export function methodologyMessages(locale: Locale): MethodologyMessages {
  return CATALOGS[locale];
}
