/**
 * The e-mails of saved searches (docs/alerts.md), queued in the outbox in the transaction
 * that causes them and rendered when sent or shown:
 * - alert_confirmation: the double opt-in; nothing else is sent before it is opened;
 * - alert_digest: up to {@link ALERT_LIMITS.digestSize} businesses published since the last
 *   run, a link to all results, the one-click unsubscribe URL (also as RFC 8058 headers)
 *   and the signed link to manage every saved search of the address.
 */
import { ALERT_LIMITS } from '../../domain/alerts';
import { SITE } from '../../domain/catalog';
import { dateTime } from '../../domain/dates';
import { businessHref } from '../../domain/card-display';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { alertConfirmLink, alertManageLink, signAlertConfirmToken, signManageToken, signUnsubscribeToken, unsubscribeUrl } from './alert-links';
import { getLinkSecret } from './links';
import { insertOutboxRow } from '../queries/outbox';
import { htmlParagraph, renderEmail } from './layout';
import { escapeHtml, type AlertEmailKind, type OutboxRow, type RenderedEmail } from './message';
import { MAIL_LIMITS, mailText } from './text';

interface AlertConfirmationPayload {
  savedSearchId: number;
  label: string;
  frequency: 'daily' | 'weekly';
  expiresAt: string;
}

interface DigestBusiness {
  businessName: string;
  slug: string;
  categoryLabel: string;
  neighborhood: string | null;
}

interface AlertDigestPayload {
  savedSearchId: number;
  label: string;
  /** How many businesses are new in all (the digest lists at most ALERT_LIMITS.digestSize). */
  total: number;
  businesses: DigestBusiness[];
  /** Path and query of the full results on this site. */
  resultsHref: string;
}

type Payloads = { alert_confirmation: AlertConfirmationPayload; alert_digest: AlertDigestPayload };

const label = (text: string) => mailText(text, 120);

function subjectOf<K extends AlertEmailKind>(kind: K, payload: Payloads[K]): string {
  if (kind === 'alert_confirmation') return `Confirm your ${SITE.name} alert`;
  const p = payload as AlertDigestPayload;
  return `${p.total} new ${p.total === 1 ? 'business' : 'businesses'} for ${label(p.label)}`;
}

/** Queues one alert e-mail in `tx`; returns its outbox id. */
export function queueAlertEmail<K extends AlertEmailKind>(tx: Queryable, kind: K, to: string, payload: Payloads[K], now: Date): Promise<number> {
  return insertOutboxRow(tx, { kind, to: to.trim().toLowerCase(), subject: subjectOf(kind, payload), payload, savedSearchId: payload.savedSearchId, now });
}

/** The message as it is sent, with its signed links (and the digest's unsubscribe headers). */
export async function renderAlertEmail(db: Queryable, env: Env, row: OutboxRow): Promise<RenderedEmail> {
  const secret = await getLinkSecret(db, env);
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Payloads[AlertEmailKind];
  if (row.kind === 'alert_confirmation') {
    const p = payload as AlertConfirmationPayload;
    const expiresAt = new Date(p.expiresAt);
    const link = alertConfirmLink(env, signAlertConfirmToken(secret, { id: p.savedSearchId, email: row.to_address, expiresAt }));
    const paragraphs = [
      `Please confirm that you want a ${p.frequency} e-mail when new businesses match this search on ${SITE.name}: ${label(p.label)}.`,
      `Nothing is sent until you confirm. The link works until ${dateTime(expiresAt)} (${ALERT_LIMITS.confirmHours} hours).`,
      'If you did not ask for this alert, ignore this message: you will not hear from us again.',
    ];
    return renderEmail(row, {
      text: [...paragraphs.flatMap((p) => [p, '']), `Confirm my alert: ${link}`],
      intro: paragraphs.map(htmlParagraph),
      button: { href: link, label: 'Confirm my alert' },
      linkLabel: 'Confirmation link',
    });
  }
  const p = payload as AlertDigestPayload;
  const unsubscribe = unsubscribeUrl(env, signUnsubscribeToken(secret, p.savedSearchId));
  const manage = alertManageLink(env, signManageToken(secret, row.to_address));
  const results = new URL(p.resultsHref, env.PUBLIC_SITE_URL).href;
  const lines = p.businesses.map((b) => ({
    name: mailText(b.businessName, MAIL_LIMITS.businessName),
    detail: b.categoryLabel,
    href: new URL(businessHref(b.slug), env.PUBLIC_SITE_URL).href,
  }));
  const intro = `${p.total} new ${p.total === 1 ? 'business matches' : 'businesses match'} your saved search: ${label(p.label)}.`;
  const more = p.total > lines.length ? `Showing ${lines.length} of ${p.total}.` : '';
  const email = renderEmail(row, {
    text: [
      intro,
      ...(more ? [more] : []),
      '',
      ...lines.map((line) => `- ${line.name} (${line.detail}): ${line.href}`),
      '',
      `See all results: ${results}`,
      '',
      `Manage your saved searches: ${manage}`,
      `Unsubscribe from this alert: ${unsubscribe}`,
    ],
    intro: [
      `<p>${escapeHtml(intro)}${more ? ` ${escapeHtml(more)}` : ''}</p>`,
      `<ul>\n${lines.map((line) => `<li><a href="${escapeHtml(line.href)}">${escapeHtml(line.name)}</a> (${escapeHtml(line.detail)})</li>`).join('\n')}\n</ul>`,
    ],
    button: { href: results, label: 'See all results', spelledOut: false },
    outro: [`<p><a href="${escapeHtml(manage)}">Manage your saved searches</a> · <a href="${escapeHtml(unsubscribe)}">Unsubscribe from this alert</a></p>`],
    linkLabel: 'Results link',
  });
  return { ...email, headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
