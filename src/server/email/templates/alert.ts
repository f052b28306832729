/**
 * The e-mails of saved searches (docs/alerts.md; links: ../alert-links.ts):
 * - alert_confirmation: the double opt-in; nothing else is sent before it is opened;
 * - alert_broken: once, when a saved query no longer validates (a category retired, a place
 *   removed): the search as it was saved, and the links to edit (manage) or stop it;
 * - alert_digest: up to {@link ALERT_LIMITS.digestSize} businesses published since the last
 *   run, a link to all results, the one-click unsubscribe URL (also as RFC 8058 headers) and
 *   the signed link to manage every saved search of the address.
 * Each is written in the language the search was saved in (`locale`; words:
 * src/i18n/mail-en.ts and mail-es.ts), its links to the pages in that language where they
 * exist; the unsubscribe URL and headers are the same in every language.
 */
import { ALERT_LIMITS } from '../../../domain/alerts';
import { categoryLabel, isCategoryValue } from '../../../domain/catalog';
import { dateTime, dateTimeEs } from '../../../domain/dates';
import { businessHref } from '../../../domain/card-display';
import { categoryText } from '../../../i18n/categories';
import type { Locale } from '../../../i18n/locale';
import { mailWords, pageIn } from '../locale';
import { alertConfirmLink, alertManageLink, signAlertConfirmToken, signManageToken, signUnsubscribeToken, unsubscribeUrl } from '../alert-links';
import type { EmailTemplate } from '../render';
import { MAIL_LIMITS, mailText } from '../text';

export interface AlertConfirmationPayload {
  savedSearchId: number;
  /** The search as it reads in `locale`. */
  label: string;
  frequency: 'daily' | 'weekly';
  expiresAt: string;
  /** The language the search was saved in (absent: English). */
  locale?: Locale;
}

interface DigestBusiness {
  businessName: string;
  slug: string;
  /** The category's English name. */
  categoryLabel: string;
  /** The category's value, when recorded: a Spanish digest names it in Spanish. */
  category?: string;
  neighborhood: string | null;
}

export interface AlertDigestPayload {
  savedSearchId: number;
  /** The search as it reads in `locale`. */
  label: string;
  /** The language the search was saved in (absent: English). */
  locale?: Locale;
  /** How many businesses are new in all (the digest lists at most ALERT_LIMITS.digestSize). */
  total: number;
  businesses: DigestBusiness[];
  /** Path and query of the full results on this site. */
  resultsHref: string;
}

const label = (text: string) => mailText(text, 120);
const belongsTo = (p: { savedSearchId: number }) => ({ savedSearchId: p.savedSearchId });
const langOf = (locale: Locale) => (locale === 'en' ? {} : { lang: locale });

/** A digest business's category as a reader of `locale` reads it. */
function categoryNote(b: DigestBusiness, locale: Locale): string {
  if (locale === 'en') return b.categoryLabel;
  const value = b.category ?? '';
  return isCategoryValue(value) ? categoryText(value, locale).label : b.categoryLabel || categoryLabel(value);
}

export const alertConfirmation: EmailTemplate<AlertConfirmationPayload> = {
  subject: (p) => mailWords(p.locale).alertConfirmation.subject,
  belongsTo,
  render(p, { env, secret, to }) {
    const locale = p.locale ?? 'en';
    const words = mailWords(locale).alertConfirmation;
    const expiresAt = new Date(p.expiresAt);
    const link = alertConfirmLink(env, signAlertConfirmToken(secret, { id: p.savedSearchId, email: to, expiresAt }), locale);
    const until = locale === 'es' ? dateTimeEs(expiresAt) : dateTime(expiresAt);
    return {
      blocks: [
        { kind: 'paragraph', text: words.ask({ frequency: words.frequency[p.frequency], label: label(p.label) }) },
        { kind: 'paragraph', text: words.nothingSent({ until, hours: ALERT_LIMITS.confirmHours }) },
        { kind: 'paragraph', text: words.ignore },
        { kind: 'button', label: words.button, href: link },
      ],
      logLink: { label: 'Confirmation link', href: link },
      ...langOf(locale),
    };
  },
};

export const alertDigest: EmailTemplate<AlertDigestPayload> = {
  subject: (p) => mailWords(p.locale).alertDigest.subject({ total: p.total, label: label(p.label) }),
  belongsTo,
  render(p, { env, secret, to }) {
    const locale = p.locale ?? 'en';
    const words = mailWords(locale).alertDigest;
    const unsubscribe = unsubscribeUrl(env, signUnsubscribeToken(secret, p.savedSearchId));
    const manage = alertManageLink(env, signManageToken(secret, to), locale);
    const results = new URL(pageIn(p.resultsHref, locale), env.PUBLIC_SITE_URL).href;
    const intro = words.intro({ total: p.total, label: label(p.label) });
    const more = p.total > p.businesses.length ? words.showing({ shown: p.businesses.length, total: p.total }) : '';
    return {
      blocks: [
        { kind: 'paragraph', text: `${intro}${more}` },
        {
          kind: 'list',
          items: p.businesses.map((b) => ({
            text: mailText(b.businessName, MAIL_LIMITS.businessName),
            note: categoryNote(b, locale),
            href: new URL(pageIn(businessHref(b.slug), locale), env.PUBLIC_SITE_URL).href,
          })),
        },
        { kind: 'button', label: words.seeAll, href: results, spelledOut: false },
        {
          kind: 'links',
          items: [
            { text: words.manage, href: manage },
            { text: words.unsubscribe, href: unsubscribe },
          ],
        },
      ],
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      logLink: { label: 'Results link', href: results },
      ...langOf(locale),
    };
  },
};

export interface AlertBrokenPayload {
  savedSearchId: number;
  /** The search as it was saved, as it reads in `locale`. */
  label: string;
  /** The language the search was saved in (absent: English). */
  locale?: Locale;
}

export const alertBroken: EmailTemplate<AlertBrokenPayload> = {
  subject: (p) => mailWords(p.locale).alertBroken.subject(label(p.label)),
  belongsTo,
  render(p, { env, secret, to }) {
    const locale = p.locale ?? 'en';
    const words = mailWords(locale).alertBroken;
    const unsubscribe = unsubscribeUrl(env, signUnsubscribeToken(secret, p.savedSearchId));
    const manage = alertManageLink(env, signManageToken(secret, to), locale);
    return {
      blocks: [
        { kind: 'paragraph', text: words.broken(label(p.label)) },
        { kind: 'paragraph', text: words.saveAgain },
        { kind: 'button', label: words.button, href: manage },
        { kind: 'links', items: [{ text: words.stop, href: unsubscribe }] },
      ],
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      logLink: { label: 'Manage link', href: manage },
      ...langOf(locale),
    };
  },
};
