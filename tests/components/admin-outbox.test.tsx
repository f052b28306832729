/**
 * /admin's Outbox (src/islands/admin/Outbox.tsx) against the fake API: each message with its
 * status (sent, not sent, given up), its tries, its next try, its last error and the headers
 * it goes out with; "Send now" for any message not sent (one given up too), after which the
 * list is fetched again. What the server stores and sends is tests/integration/email-delivery.test.ts's.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage, Page } from '../../src/domain/admin';
import { Outbox } from '../../src/islands/admin/Outbox';
import { renderAdmin } from './support/admin';
import { fakeApi } from './support/api';

const base: Omit<OutboxMessage, 'id' | 'subject' | 'status'> = {
  kind: 'alert_digest',
  toAddress: 'pat@example.com',
  text: 'Hello,\n\nCharlotte Directory',
  claimId: null,
  attempts: 0,
  lastError: null,
  lastAttemptAt: null,
  nextAttemptAt: null,
  headers: {},
  sentAt: null,
  createdAt: '2031-06-01T12:00:00.000Z',
};

const UNSUBSCRIBE = '<https://directory.example/api/saved-searches/unsubscribe/au1.11.sig>';
const messages: OutboxMessage[] = [
  {
    ...base,
    id: 1,
    subject: 'Movers digest',
    status: 'sent',
    attempts: 1,
    sentAt: '2031-06-01T12:00:01.000Z',
    headers: { 'List-Unsubscribe': UNSUBSCRIBE, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  },
  {
    ...base,
    id: 2,
    subject: 'Bakers digest',
    status: 'queued',
    attempts: 2,
    lastError: 'Resend answered 429: Too many requests',
    nextAttemptAt: '2031-06-01T12:05:00.000Z',
  },
  { ...base, id: 3, subject: 'Plumbers digest', status: 'failed', attempts: 6, lastError: 'Resend answered 500: Internal failure' },
];
const page = (items: OutboxMessage[]): Page<OutboxMessage> => ({ items, total: items.length, limit: 20, offset: 0 });
const item = (id: number) => document.querySelector<HTMLElement>(`[data-outbox-id="${id}"]`)!;

describe('the outbox', () => {
  it('shows each message with its status, tries, next try, last error and headers', async () => {
    fakeApi().on('GET', '/api/admin/outbox', page(messages));
    renderAdmin(<Outbox />, { emailProvider: 'resend' });
    await screen.findByText('Movers digest');

    expect(within(item(1)).getByText(/^Sent /)).toBeTruthy();
    expect(item(1).textContent).toContain('1 try');
    expect(within(item(1)).getByText('List-Unsubscribe:').nextSibling?.textContent).toBe(UNSUBSCRIBE);
    expect(item(1).textContent).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(within(item(1)).queryByRole('button', { name: /Send now/ })).toBeNull();

    expect(within(item(2)).getByText('Not sent')).toBeTruthy();
    expect(item(2).textContent).toMatch(/2 tries · next try /);
    expect(item(2).textContent).toContain('Last error: Resend answered 429: Too many requests');
    expect(within(item(2)).queryByRole('list', { name: 'Headers' })).toBeNull();

    expect(within(item(3)).getByText('Given up')).toBeTruthy();
    expect(item(3).textContent).toContain('6 tries');
    expect(item(3).textContent).not.toContain('next try');
    expect(item(3).textContent).toContain('Last error: Resend answered 500: Internal failure');
  });

  it('sends a message given up on "Send now" and fetches the list again', async () => {
    const api = fakeApi().on('GET', '/api/admin/outbox', page(messages)).on('POST', '/api/admin/outbox/3/send', { id: 3, status: 'sent' });
    renderAdmin(<Outbox />, { emailProvider: 'resend' });
    await screen.findByText('Plumbers digest');
    api.on(
      'GET',
      '/api/admin/outbox',
      page([messages[0]!, messages[1]!, { ...messages[2]!, status: 'sent', attempts: 7, sentAt: '2031-06-02T08:00:00.000Z' }]),
    );

    await userEvent.click(within(item(3)).getByRole('button', { name: 'Send now to pat@example.com' }));
    expect(api.callsTo('POST', '/api/admin/outbox/3/send')).toHaveLength(1);
    await waitFor(() => expect(within(item(3)).getByText(/^Sent /)).toBeTruthy());
    expect(item(3).textContent).toContain('7 tries');
  });

  it('offers no sending without a provider: messages stay in the outbox', async () => {
    fakeApi().on('GET', '/api/admin/outbox', page([messages[1]!]));
    renderAdmin(<Outbox />, { emailProvider: null });
    await screen.findByText('Bakers digest');
    expect(screen.getByText(/No e-mail provider is configured/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Send now/ })).toBeNull();
    expect(item(2).textContent).not.toContain('next try');
  });
});
