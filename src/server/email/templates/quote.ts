/**
 * The e-mails of quote requests, each to one address and holding only what that recipient may
 * see (links: ../quote-links.ts):
 * - quote_confirmation: to the visitor, the signed link that confirms their address (nothing
 *   goes to any business before it is opened);
 * - quote_request: to each chosen business, with the visitor's contact details; an owned
 *   business is pointed at its dashboard, an unowned one gets a one-time answer link and an
 *   invitation to claim the listing;
 * - quote_answer: to the visitor, once per business answer, with the status page link;
 * - quote_closed: to each business the visitor did not hire, naming no other business.
 * The visitor's two are written in the language of the request (`locale`; words:
 * src/i18n/mail-en.ts and mail-es.ts); the businesses' are English.
 */
import { SITE } from '../../../domain/catalog';
import { dateTime, dateTimeEs } from '../../../domain/dates';
import { formatIsoDate, formatPrice, type ContactMethod } from '../../../domain/quote-requests';
import { QUOTE_LIMITS } from '../../../domain/quote-categories';
import { confirmLink, replyLink, signConfirmToken, signReplyToken, signStatusToken, statusLink } from '../quote-links';
import type { Locale } from '../../../i18n/locale';
import { mailWords } from '../locale';
import type { Block, EmailContent, EmailTemplate } from '../render';
import { MAIL_LIMITS, mailText } from '../text';

export interface QuoteConfirmationPayload {
  requestId: number;
  name: string;
  /** The category's name in the request's language. */
  categoryLabel: string;
  businessNames: string[];
  expiresAt: string;
  /** The language of the request (absent: English). */
  locale?: Locale;
}

export interface QuoteRequestPayload {
  requestId: number;
  businessId: number;
  businessName: string;
  businessSlug: string;
  owned: boolean;
  categoryLabel: string;
  customer: { name: string; email: string; phone: string | null; contactBy: ContactMethod };
  lines: Array<{ label: string; value: string }>;
  details: string;
}

export interface QuoteAnswerPayload {
  requestId: number;
  name: string;
  businessName: string;
  kind: 'quote' | 'decline';
  priceLow: number | null;
  priceHigh: number | null;
  availableOn: string | null;
  message: string;
  /** The language of the request (absent: English). */
  locale?: Locale;
}

export interface QuoteClosedPayload {
  requestId: number;
  businessName: string;
  categoryLabel: string;
  /** True when the visitor hired another business; false when they closed without hiring. */
  hiredAnother: boolean;
  /** True when this business had sent a quote; thanked only then (absent in messages queued before it was recorded). */
  answered?: boolean;
}

const name = (text: string) => mailText(text, MAIL_LIMITS.greetingName);
const business = (text: string) => mailText(text, MAIL_LIMITS.businessName);
const belongsTo = (p: { requestId: number }) => ({ quoteRequestId: p.requestId });

/** Paragraphs, then the link as the button that closes the message (in `lang` when given). */
function compose(paragraphs: string[], button: { label: string; href: string }, logLabel: string, lang?: Locale): EmailContent {
  const blocks: Block[] = paragraphs.map((text) => ({ kind: 'paragraph', text }));
  return { blocks: [...blocks, { kind: 'button', ...button }], logLink: { label: logLabel, href: button.href }, ...(lang && lang !== 'en' ? { lang } : {}) };
}

const CONTACT_LABELS: Record<ContactMethod, string> = { email: 'E-mail', phone: 'Phone call', text: 'Text message' };

export const quoteConfirmation: EmailTemplate<QuoteConfirmationPayload> = {
  subject: (p) => mailWords(p.locale).quoteConfirmation.subject,
  belongsTo,
  render(p, { env, secret, to }) {
    const locale = p.locale ?? 'en';
    const words = mailWords(locale);
    const expiresAt = new Date(p.expiresAt);
    const link = confirmLink(env, signConfirmToken(secret, { id: p.requestId, email: to, expiresAt }), locale);
    const until = locale === 'es' ? dateTimeEs(expiresAt) : dateTime(expiresAt);
    return compose(
      [
        words.hello(name(p.name)),
        words.quoteConfirmation.ask({ category: p.categoryLabel, businesses: p.businessNames.map(business) }),
        words.quoteConfirmation.nothingSent({ until, hours: QUOTE_LIMITS.confirmHours }),
        words.quoteConfirmation.ignore,
      ],
      { label: words.quoteConfirmation.button, href: link },
      'Confirmation link',
      locale,
    );
  },
};

export const quoteRequest: EmailTemplate<QuoteRequestPayload> = {
  subject: (p) => `New quote request for ${business(p.businessName)}`,
  belongsTo,
  render(p, { env, secret }) {
    const contact = [
      `Name: ${name(p.customer.name)}`,
      `E-mail: ${p.customer.email}`,
      ...(p.customer.phone ? [`Phone: ${p.customer.phone}`] : []),
      `Prefers: ${CONTACT_LABELS[p.customer.contactBy]}`,
    ].join('\n');
    const request = [...p.lines.map((line) => `${line.label}: ${line.value}`), ...(p.details ? ['', p.details] : [])].join('\n');
    const paragraphs = [`Hello ${business(p.businessName)},`, `A newcomer asks for a quote (${p.categoryLabel}) on ${SITE.name}.`, request, contact];
    if (p.owned) {
      paragraphs.push('Answer with a price or a price range, the date you can do the job and a message, or decline, in your dashboard.');
      return compose(paragraphs, { label: 'Answer in my dashboard', href: new URL('/owner#quote-requests', env.PUBLIC_SITE_URL).href }, 'Dashboard link');
    }
    const claim = new URL(`/claim-business?business=${encodeURIComponent(p.businessSlug)}`, env.PUBLIC_SITE_URL).href;
    paragraphs.push(
      'Answer with a price or a price range, the date you can do the job and a message, or decline, with the link below. It works for this request only, once.',
      `Own this business? Claim your free listing to get every request in a dashboard, edit your page and answer reviews: ${claim}`,
    );
    return compose(paragraphs, { label: 'Answer this request', href: replyLink(env, signReplyToken(secret, p.requestId, p.businessId)) }, 'Answer link');
  },
};

export const quoteAnswer: EmailTemplate<QuoteAnswerPayload> = {
  subject: (p) => mailWords(p.locale).quoteAnswer.subject(business(p.businessName)),
  belongsTo,
  render(p, { env, secret }) {
    const locale = p.locale ?? 'en';
    const words = mailWords(locale).quoteAnswer;
    const answer =
      p.kind === 'decline'
        ? words.declined(business(p.businessName))
        : [
            words.quoted({ business: business(p.businessName), price: formatPrice(p.priceLow, p.priceHigh) }),
            ...(p.availableOn ? [words.available(formatIsoDate(p.availableOn, locale))] : []),
          ].join('\n');
    return compose(
      [mailWords(locale).hello(name(p.name)), answer, ...(p.message ? [words.message(p.message)] : []), words.compare],
      { label: words.button, href: statusLink(env, signStatusToken(secret, p.requestId), locale) },
      'Status page',
      locale,
    );
  },
};

export const quoteClosed: EmailTemplate<QuoteClosedPayload> = {
  subject: (p) => `A quote request for ${business(p.businessName)} is closed`,
  belongsTo,
  render(p, { env }) {
    return compose(
      [
        `Hello ${business(p.businessName)},`,
        `The customer of a ${p.categoryLabel} quote request you received has closed it${p.hiredAnother ? ' and hired another business' : ''}. ${
          p.answered ? 'Thank you for answering.' : 'It no longer needs an answer.'
        }`,
      ],
      { label: 'Business support', href: new URL('/business-support', env.PUBLIC_SITE_URL).href },
      'Support link',
    );
  },
};
