import { enAlerts, type AlertMessages } from './en-alerts';
import { esAlerts } from './es-alerts';
import type { Locale } from './locale';

/**
 * What /alerts' island is given by its page: the catalog of the page's language, with
 * `messages` (the domain's and the API's English texts translated) only where they differ from
 * English, and the prefix of its links (a saved search's results page in the page's language).
 */
export type AlertWords = Omit<AlertMessages, 'messages'> & {
  messages: Readonly<Partial<Record<string, string>>>;
  /** '' in English, '/es' in Spanish: put before a listing's path. */
  prefix: string;
  /** The page's language: the API words the saved searches' labels in it. */
  locale: Locale;
};

/** /alerts' words in `locale`. For its pages (src/components/AlertsPage.astro). */
export function alertWords(locale: Locale): AlertWords {
  const { messages, ...catalog } = locale === 'es' ? esAlerts : enAlerts;
  return { ...catalog, messages: locale === 'es' ? messages : {}, prefix: locale === 'es' ? '/es' : '', locale };
}
