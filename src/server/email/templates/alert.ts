/**
 * The e-mails of saved searches (docs/alerts.md; links: ../alert-links.ts):
 * - alert_confirmation: the double opt-in; nothing else is sent before it is opened;
 * - alert_broken: once, when a saved query no longer validates (a category retired, a place
 *   removed): the search as it was saved, and the links to edit (manage) or stop it;
 * - alert_digest: up to {@link ALERT_LIMITS.digestSize} businesses published since the last
 *   run, a link to all results, the one-click unsubscribe URL (also as RFC 8058 headers) and
 *   the signed link to manage every saved search of the address.
 */
import { ALERT_LIMITS } from '../../../domain/alerts';
import { SITE } from '../../../domain/catalog';
import { dateTime } from '../../../domain/dates';
import { businessHref } from '../../../domain/card-display';
import { alertConfirmLink, alertManageLink, signAlertConfirmToken, signManageToken, signUnsubscribeToken, unsubscribeUrl } from '../alert-links';
import type { EmailTemplate } from '../render';
import { MAIL_LIMITS, mailText } from '../text';

export interface AlertConfirmationPayload {
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

export interface AlertDigestPayload {
  savedSearchId: number;
  label: string;
  /** How many businesses are new in all (the digest lists at most ALERT_LIMITS.digestSize). */
  total: number;
  businesses: DigestBusiness[];
  /** Path and query of the full results on this site. */
  resultsHref: string;
}

const label = (text: string) => mailText(text, 120);
const belongsTo = (p: { savedSearchId: number }) => ({ savedSearchId: p.savedSearchId });

export const alertConfirmation: EmailTemplate<AlertConfirmationPayload> = {
  subject: () => `Confirm your ${SITE.name} alert`,
  belongsTo,
  render(p, { env, secret, to }) {
    const expiresAt = new Date(p.expiresAt);
    const link = alertConfirmLink(env, signAlertConfirmToken(secret, { id: p.savedSearchId, email: to, expiresAt }));
    return {
      blocks: [
        {
          kind: 'paragraph',
          text: `Please confirm that you want a ${p.frequency} e-mail when new businesses match this search on ${SITE.name}: ${label(p.label)}.`,
        },
        { kind: 'paragraph', text: `Nothing is sent until you confirm. The link works until ${dateTime(expiresAt)} (${ALERT_LIMITS.confirmHours} hours).` },
        { kind: 'paragraph', text: 'If you did not ask for this alert, ignore this message: you will not hear from us again.' },
        { kind: 'button', label: 'Confirm my alert', href: link },
      ],
      logLink: { label: 'Confirmation link', href: link },
    };
  },
};

export const alertDigest: EmailTemplate<AlertDigestPayload> = {
  subject: (p) => `${p.total} new ${p.total === 1 ? 'business' : 'businesses'} for ${label(p.label)}`,
  belongsTo,
  render(p, { env, secret, to }) {
    const unsubscribe = unsubscribeUrl(env, signUnsubscribeToken(secret, p.savedSearchId));
    const manage = alertManageLink(env, signManageToken(secret, to));
    const results = new URL(p.resultsHref, env.PUBLIC_SITE_URL).href;
    const intro = `${p.total} new ${p.total === 1 ? 'business matches' : 'businesses match'} your saved search: ${label(p.label)}.`;
    const more = p.total > p.businesses.length ? ` Showing ${p.businesses.length} of ${p.total}.` : '';
    return {
      blocks: [
        { kind: 'paragraph', text: `${intro}${more}` },
        {
          kind: 'list',
          items: p.businesses.map((b) => ({
            text: mailText(b.businessName, MAIL_LIMITS.businessName),
            note: b.categoryLabel,
            href: new URL(businessHref(b.slug), env.PUBLIC_SITE_URL).href,
          })),
        },
        { kind: 'button', label: 'See all results', href: results, spelledOut: false },
        {
          kind: 'links',
          items: [
            { text: 'Manage your saved searches', href: manage },
            { text: 'Unsubscribe from this alert', href: unsubscribe },
          ],
        },
      ],
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      logLink: { label: 'Results link', href: results },
    };
  },
};

export interface AlertBrokenPayload {
  savedSearchId: number;
  /** The search as it was saved. */
  label: string;
}

export const alertBroken: EmailTemplate<AlertBrokenPayload> = {
  subject: (p) => `Your ${SITE.name} alert no longer works: ${label(p.label)}`,
  belongsTo,
  render(p, { env, secret, to }) {
    const unsubscribe = unsubscribeUrl(env, signUnsubscribeToken(secret, p.savedSearchId));
    const manage = alertManageLink(env, signManageToken(secret, to));
    return {
      blocks: [
        {
          kind: 'paragraph',
          text: `Your saved search ${label(p.label)} no longer works: a category, neighborhood or place it uses is no longer on ${SITE.name}, so it cannot send alerts.`,
        },
        { kind: 'paragraph', text: 'Save the search again with current filters (from any search page), then stop this one. We will not write about it again.' },
        { kind: 'button', label: 'Manage my saved searches', href: manage },
        { kind: 'links', items: [{ text: 'Stop this alert', href: unsubscribe }] },
      ],
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      logLink: { label: 'Manage link', href: manage },
    };
  },
};
