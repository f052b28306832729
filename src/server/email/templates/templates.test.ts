/**
 * Every e-mail kind's template, rendered as it is sent: the subject from the payload, and the
 * text and HTML parts from the same blocks (every link of the text is a link in the HTML, every
 * sentence of the text is in the HTML), with what a visitor controls capped.
 */
import { describe, expect, it } from 'vitest';
import type { EmailKind } from '../../../domain/admin';
import { parseEnv } from '../../env';
import { escapeHtml, renderHtml, renderText } from '../render';
import { templateOf, templateOfRow, type EmailPayloads } from '.';

const env = parseEnv({ PUBLIC_SITE_URL: 'https://directory.example' });
const ctx = { env, secret: 'a-secret-for-template-tests-0123456789', to: 'pat@example.com' };
const expiresAt = '2031-06-04T12:00:00.000Z';

const SAMPLES: { [K in EmailKind]: EmailPayloads[K] } = {
  claim_verification: { claimId: 7, businessName: 'Queen City Movers', claimerName: 'Pat', expiresAt },
  claim_denied: { claimId: 7, businessName: 'Queen City Movers', claimerName: 'Pat', reason: 'Duplicate claim' },
  staff_invitation: { accountId: 'a1', name: 'Sam', role: 'editor', token: 'tok', invitedBy: 'Admin', expiresAt },
  owner_invitation: { businessId: 3, businessName: 'Queen City Movers', name: 'Pat', mode: 'local', token: 'tok', expiresAt },
  review_invitation: { businessId: 3, businessName: 'Queen City Movers', slug: 'queen-city-movers', token: 'ri1.3.1.sig', expiresAt },
  review_confirmation: { reviewId: 8, businessName: 'Queen City Movers', slug: 'queen-city-movers' },
  owner_decision: { businessId: 3, noticeId: 9, subject: 'Your new name is live', body: 'We approved "Queen City Movers & Co".', decidedAt: expiresAt },
  password_reset: { token: 'tok', expiresAt, page: '/owner' },
  quote_confirmation: { requestId: 5, name: 'Pat', categoryLabel: 'Movers', businessNames: ['Queen City Movers', 'Uptown Vans'], expiresAt },
  quote_request: {
    requestId: 5,
    businessId: 3,
    businessName: 'Queen City Movers',
    businessSlug: 'queen-city-movers',
    owned: false,
    categoryLabel: 'Movers',
    customer: { name: 'Pat', email: 'pat@example.com', phone: null, contactBy: 'email' },
    lines: [{ label: 'Moving date', value: 'June 4' }],
    details: 'Two bedrooms <3',
  },
  quote_answer: {
    requestId: 5,
    name: 'Pat',
    businessName: 'Queen City Movers',
    kind: 'quote',
    priceLow: 400,
    priceHigh: 600,
    availableOn: '2031-06-04',
    message: '',
  },
  quote_closed: { requestId: 5, businessName: 'Queen City Movers', categoryLabel: 'Movers', hiredAnother: true },
  alert_confirmation: { savedSearchId: 11, label: 'Movers in Plaza Midwood', frequency: 'daily', expiresAt },
  alert_digest: {
    savedSearchId: 11,
    label: 'Movers in Plaza Midwood',
    total: 3,
    businesses: [{ businessName: 'Queen City Movers', slug: 'queen-city-movers', categoryLabel: 'Movers', neighborhood: null }],
    resultsHref: '/search?category=movers',
  },
  alert_broken: { savedSearchId: 12, label: 'hovercraft-repair in Atlantis' },
};

const kinds = Object.keys(SAMPLES) as EmailKind[];

describe('e-mail templates', () => {
  it.each(kinds)('%s: the text and the HTML say the same words and carry the same links', (kind) => {
    const template = templateOf(kind);
    const content = template.render(SAMPLES[kind] as never, ctx);
    const text = renderText(content.blocks);
    const html = renderHtml(content.blocks);
    const links = text.match(/https:\/\/directory\.example\/\S*/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    expect(links).toContain(content.logLink.href);
    for (const link of links) expect(html).toContain(`href="${escapeHtml(link)}"`);
    const htmlWords = html.replace(/<[^>]+>/g, '');
    for (const line of text.split('\n')) {
      const words = line
        .replace(/^- /, '')
        .split(/: https:\/\/\S+$/)[0]!
        .trim();
      if (words && !words.startsWith('https://')) expect(htmlWords).toContain(escapeHtml(words));
    }
    expect(template.subject(SAMPLES[kind] as never).length).toBeGreaterThan(0);
  });

  it('caps what a visitor controls in the subject and the words', () => {
    const long = `Visit www.example.com now for ${'a prize '.repeat(20)}`;
    const payload = { ...SAMPLES.claim_verification, businessName: long, claimerName: `Winner!\n\nClaim ${'x'.repeat(80)}` };
    const subject = templateOf('claim_verification').subject(payload);
    expect(subject.endsWith('\u2026 on Charlotte Directory')).toBe(true);
    const text = renderText(templateOf('claim_verification').render(payload, ctx).blocks);
    expect(text.split('\n')[0]!.startsWith('Hello Winner! Claim x')).toBe(true);
    expect(text).not.toContain(long);
  });

  it('gives the alert digest its one-click unsubscribe headers (RFC 8058), pointing at the link in the words', () => {
    const content = templateOf('alert_digest').render(SAMPLES.alert_digest, ctx);
    const unsubscribe = /Unsubscribe from this alert: (\S+)/.exec(renderText(content.blocks))?.[1];
    expect(content.headers).toEqual({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(templateOf('alert_digest').subject(SAMPLES.alert_digest)).toBe('3 new businesses for Movers in Plaza Midwood');
  });

  it('renders an older owner invitation stored as a staff invitation with the owner template', () => {
    const legacy = { audience: 'owner', ...SAMPLES.owner_invitation };
    const text = renderText(templateOfRow({ kind: 'staff_invitation' }, legacy).render(legacy, ctx).blocks);
    expect(text).toContain('Our team has verified that you own Queen City Movers');
  });
});
