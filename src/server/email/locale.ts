/**
 * The language of a visitor's e-mail: its words (src/i18n/mail-en.ts, src/i18n/mail-es.ts) and
 * where its links go (the Spanish page when there is one, src/i18n/routes.ts). A payload
 * without a `locale` (every message queued before it was stored) is English.
 */
import type { Locale } from '../../i18n/locale';
import { MAIL_EN, type MailWords } from '../../i18n/mail-en';
import { MAIL_ES } from '../../i18n/mail-es';
import { linkIn } from '../../i18n/routes';

export const mailWords = (locale: Locale | undefined): MailWords => (locale === 'es' ? MAIL_ES : MAIL_EN);

/** The page `href` (a path, with its query or fragment) as a reader of `locale` opens it. */
export function pageIn(href: string, locale: Locale | undefined): string {
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/s.exec(href) ?? [];
  return `${linkIn(path || '/', locale ?? 'en')}${rest}`;
}
