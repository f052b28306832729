/**
 * The e-mails of quote requests, queued in the outbox in the transaction that
 * causes them and rendered when sent or shown:
 * - quote_confirmation: to the visitor, the signed link that confirms their address (nothing
 *   goes to any business before it is opened);
 * - quote_request: to each chosen business, with the visitor's contact details; an owned
 *   business is pointed at its dashboard, an unowned one gets a one-time answer link and an
 *   invitation to claim the listing;
 * - quote_answer: to the visitor, once per business answer, with the status page link;
 * - quote_closed: to each business the visitor did not hire, naming no other business.
 * Each message goes to one address and holds only what that recipient may see.
 */
import { SITE } from '../../domain/catalog';
import { dateTime } from '../../domain/dates';
import { formatIsoDate, formatPrice, type ContactMethod } from '../../domain/quote-requests';
import { QUOTE_LIMITS } from '../../domain/quote-categories';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { getLinkSecret } from './links';
import { MAIL_LIMITS, mailText } from './text';
import { insertOutboxRow } from '../queries/outbox';
import { htmlParagraph, renderEmail } from './layout';
import type { OutboxRow, QuoteEmailKind, RenderedEmail } from './message';
import { confirmLink, replyLink, signConfirmToken, signReplyToken, signStatusToken, statusLink } from './quote-links';

interface QuoteConfirmationPayload {
  requestId: number;
  name: string;
  categoryLabel: string;
  businessNames: string[];
  expiresAt: string;
}

interface QuoteRequestPayload {
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

interface QuoteAnswerPayload {
  requestId: number;
  name: string;
  businessName: string;
  kind: 'quote' | 'decline';
  priceLow: number | null;
  priceHigh: number | null;
  availableOn: string | null;
  message: string;
}

interface QuoteClosedPayload {
  requestId: number;
  businessName: string;
  categoryLabel: string;
  /** True when the visitor hired another business; false when they closed without hiring. */
  hiredAnother: boolean;
}

type Payloads = {
  quote_confirmation: QuoteConfirmationPayload;
  quote_request: QuoteRequestPayload;
  quote_answer: QuoteAnswerPayload;
  quote_closed: QuoteClosedPayload;
};

const name = (text: string) => mailText(text, MAIL_LIMITS.greetingName);
const business = (text: string) => mailText(text, MAIL_LIMITS.businessName);

function subjectOf<K extends QuoteEmailKind>(kind: K, payload: Payloads[K]): string {
  switch (kind) {
    case 'quote_confirmation':
      return `Confirm your quote request on ${SITE.name}`;
    case 'quote_request':
      return `New quote request for ${business((payload as QuoteRequestPayload).businessName)}`;
    case 'quote_answer':
      return `${business((payload as QuoteAnswerPayload).businessName)} answered your quote request`;
    default:
      return `A quote request for ${business((payload as QuoteClosedPayload).businessName)} is closed`;
  }
}

/** Queues one quote e-mail in `tx` (the transaction of what causes it); returns its outbox id. */
export function queueQuoteEmail<K extends QuoteEmailKind>(tx: Queryable, kind: K, to: string, payload: Payloads[K], now: Date): Promise<number> {
  return insertOutboxRow(tx, { kind, to: to.trim().toLowerCase(), subject: subjectOf(kind, payload), payload, quoteRequestId: payload.requestId, now });
}

/** Paragraphs in the site's layout; `link` becomes the button, and closes the text part. */
function compose(row: OutboxRow, paragraphs: string[], link: { href: string; label: string }, linkLabel: string): RenderedEmail {
  return renderEmail(row, {
    text: [...paragraphs.flatMap((p) => [p, '']), `${link.label}: ${link.href}`],
    intro: paragraphs.map(htmlParagraph),
    button: link,
    linkLabel,
  });
}

const CONTACT_LABELS: Record<ContactMethod, string> = { email: 'E-mail', phone: 'Phone call', text: 'Text message' };

/** The message as it is sent, with its signed link. */
export async function renderQuoteEmail(db: Queryable, env: Env, row: OutboxRow): Promise<RenderedEmail> {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Payloads[QuoteEmailKind];
  const secret = await getLinkSecret(db, env);
  const status = statusLink(env, signStatusToken(secret, payload.requestId));
  switch (row.kind as QuoteEmailKind) {
    case 'quote_confirmation': {
      const p = payload as QuoteConfirmationPayload;
      const expiresAt = new Date(p.expiresAt);
      const link = confirmLink(env, signConfirmToken(secret, { id: p.requestId, email: row.to_address, expiresAt }));
      return compose(
        row,
        [
          `Hello ${name(p.name)},`,
          `Please confirm your e-mail address to send your ${p.categoryLabel} quote request to: ${p.businessNames.map(business).join(', ')}.`,
          `Nothing is sent to any business until you confirm. The link works until ${dateTime(expiresAt)} (${QUOTE_LIMITS.confirmHours} hours).`,
          'If you did not ask for quotes, ignore this message: nobody will be contacted.',
        ],
        { href: link, label: 'Confirm and send my request' },
        'Confirmation link',
      );
    }
    case 'quote_request': {
      const p = payload as QuoteRequestPayload;
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
        return compose(
          row,
          paragraphs,
          { href: new URL('/owner#quote-requests', env.PUBLIC_SITE_URL).href, label: 'Answer in my dashboard' },
          'Dashboard link',
        );
      }
      const claim = new URL(`/claim-business?business=${encodeURIComponent(p.businessSlug)}`, env.PUBLIC_SITE_URL).href;
      paragraphs.push(
        'Answer with a price or a price range, the date you can do the job and a message, or decline, with the link below. It works for this request only, once.',
        `Own this business? Claim your free listing to get every request in a dashboard, edit your page and answer reviews: ${claim}`,
      );
      return compose(row, paragraphs, { href: replyLink(env, signReplyToken(secret, p.requestId, p.businessId)), label: 'Answer this request' }, 'Answer link');
    }
    case 'quote_answer': {
      const p = payload as QuoteAnswerPayload;
      const answer =
        p.kind === 'decline'
          ? `${business(p.businessName)} cannot take this job.`
          : [
              `${business(p.businessName)} quoted ${formatPrice(p.priceLow, p.priceHigh)}.`,
              ...(p.availableOn ? [`Available: ${formatIsoDate(p.availableOn)}.`] : []),
            ].join('\n');
      return compose(
        row,
        [
          `Hello ${name(p.name)},`,
          answer,
          ...(p.message ? [`Their message: ${p.message}`] : []),
          'Compare every answer side by side, and mark the one you hire, on your private status page.',
        ],
        { href: status, label: 'Compare the answers' },
        'Status page',
      );
    }
    default: {
      const p = payload as QuoteClosedPayload;
      return compose(
        row,
        [
          `Hello ${business(p.businessName)},`,
          `The customer of a ${p.categoryLabel} quote request you received has closed it${p.hiredAnother ? ' and hired another business' : ''}. Thank you for answering.`,
        ],
        { href: new URL('/business-support', env.PUBLIC_SITE_URL).href, label: 'Business support' },
        'Support link',
      );
    }
  }
}
