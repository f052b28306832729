/**
 * The owner's Quote requests tab: dates spelled as on every other page (never ISO), the
 * response figures of each business, and a waiting request's answer form.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BusinessQuoteRequestView } from '../../src/domain/quote-requests';
import type { Responsiveness } from '../../src/domain/responsiveness';
import { QueryProvider } from '../../src/islands/kit/query';
import QuoteRequests from '../../src/islands/owner/QuoteRequests';
import { apiError, fakeApi } from './support/api';
import { ownerWords } from '../../src/i18n/owner-words';
import { OwnerWordsProvider } from '../../src/islands/owner/words';

const request = (over: Partial<BusinessQuoteRequestView>): BusinessQuoteRequestView => ({
  requestId: 1,
  businessId: 7,
  businessName: 'Queen City Movers',
  category: 'movers-packers',
  categoryLabel: 'Movers & Packers',
  receivedAt: '2027-01-15T15:00:00.000Z',
  customer: { name: 'Nia Newcomer', email: 'nia@example.com', phone: null, contactBy: 'email' },
  questions: [{ label: 'Move date', value: 'Friday, February 12, 2027' }],
  details: '',
  status: 'waiting',
  reply: null,
  outcome: 'open',
  ...over,
});

const figures: Responsiveness = {
  window: { from: '2026-10-22T17:00:00.000Z', to: '2027-01-20T17:00:00.000Z', days: 90 },
  requests: 6,
  answered: 6,
  requesters: 6,
  needed: 0,
  days: 5,
  daysNeeded: 0,
  tooNew: 0,
  own: 0,
  repeats: 0,
  medianMinutes: 35,
  responseRate: 0.75,
  label: 'Usually replies within an hour',
};

describe('the owner quote requests tab', () => {
  it('spells dates as every page does and shows the response figures', async () => {
    fakeApi().on('GET', '/api/owner/quote-requests', {
      items: [
        request({ requestId: 2 }),
        request({
          requestId: 1,
          receivedAt: '2027-01-04T03:30:00.000Z',
          status: 'quoted',
          reply: { priceLow: 900, priceHigh: null, availableOn: '2027-02-12', message: 'Two movers.' },
        }),
      ],
      waiting: { 7: 1 },
      responsiveness: { 7: figures },
    });
    render(
      <OwnerWordsProvider words={ownerWords('en')}>
        <QueryProvider>
          <QuoteRequests />
        </QueryProvider>
      </OwnerWordsProvider>,
    );
    expect(await screen.findByText('Received January 15, 2027')).toBeTruthy();
    // 03:30 UTC on 4 January is still 3 January in Charlotte.
    expect(screen.getByText('Received January 3, 2027')).toBeTruthy();
    expect(screen.getByText(/You quoted \$900, available Friday, February 12, 2027\./)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const summary = screen.getByRole('list', { name: 'Your response time' }).textContent;
    expect(summary).toContain('Usually replies within an hour · 75% answered within 24 hours (from 6 customers).');
    expect(summary).toContain('It counts one request per customer in the last 90 days');
  });

  it('with four requests waiting and none counted yet, says what is counted and how many more customers are needed', async () => {
    fakeApi().on('GET', '/api/owner/quote-requests', {
      items: [1, 2, 3, 4].map((requestId) => request({ requestId })),
      waiting: { 7: 4 },
      responsiveness: {
        7: {
          ...figures,
          requests: 0,
          answered: 0,
          requesters: 0,
          needed: 5,
          days: 0,
          daysNeeded: 3,
          tooNew: 4,
          medianMinutes: null,
          responseRate: null,
          label: 'New to quote requests',
        },
      },
    });
    render(
      <OwnerWordsProvider words={ownerWords('en')}>
        <QueryProvider>
          <QuoteRequests />
        </QueryProvider>
      </OwnerWordsProvider>,
    );
    const summary = (await screen.findByRole('list', { name: 'Your response time' })).textContent ?? '';
    expect(summary).toContain(
      'New to quote requests: newcomers see no response time yet. Counted so far: 0 customers of 5, on 0 days of 3; 5 more customers and requests on 3 more days needed.',
    );
    expect(summary).toContain(
      'a different confirmed e-mail address (not yours, your business’s or our staff’s), not sent from a device you signed in or answered from, answered or waiting 24 hours',
    );
    expect(summary).toContain('Not counted: 4 requests still in their first 24 hours: counted once answered or after 24 hours.');
    expect(summary).not.toContain('(0 requests');
  });

  it('a request the customer closed meanwhile (409) is shown closed, not left with a form that can only fail again', async () => {
    const user = userEvent.setup();
    const api = fakeApi()
      .on('GET', '/api/owner/quote-requests', { items: [request({})], waiting: { 7: 1 }, responsiveness: {} })
      .on('POST', '/api/owner/quote-requests/1/reply', apiError(409, 'conflict', 'The customer has closed this request.'));
    render(
      <OwnerWordsProvider words={ownerWords('en')}>
        <QueryProvider>
          <QuoteRequests />
        </QueryProvider>
      </OwnerWordsProvider>,
    );
    await user.click(await screen.findByRole('radio', { name: 'Decline' }));
    api.on('GET', '/api/owner/quote-requests', { items: [request({ outcome: 'closed' })], waiting: {}, responsiveness: {} });
    await user.click(screen.getByRole('button', { name: 'Decline request' }));
    await screen.findByText('The customer has closed this request.', { selector: 'p:not([role])' });
    expect(screen.queryByRole('button', { name: 'Decline request' })).toBeNull();
    expect(api.callsTo('POST', '/api/owner/quote-requests/1/reply')).toHaveLength(1);
  });
});
