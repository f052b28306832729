/**
 * Owners and their customers, and the way back in, against the fake API: the review
 * invitations tab (the link and its QR code, addresses split and sent, the daily limit's
 * message), "From our staff" notices, "Forgot password?" and the reset page.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReviewInvitationAnswer } from '../../src/domain/review-invitation-rules';
import OwnerApp from '../../src/islands/owner/OwnerApp';
import { ownerWords } from '../../src/i18n/owner-words';
import { OwnerWordsProvider } from '../../src/islands/owner/words';
import { ReviewInvitations } from '../../src/islands/owner/ReviewInvitations';
import { SESSION_KEYS } from '../../src/islands/kit/session';
import { OwnerRequests } from '../../src/islands/admin/OwnerRequests';
import { AuditLog } from '../../src/islands/admin/AuditLog';
import { ADDRESS_NOT_PLACED_MESSAGE } from '../../src/domain/owner-requests';
import { RESET_LINK_MESSAGES } from '../../src/domain/password-reset';
import type { AdminChangeRequest } from '../../src/domain/owner-requests';
import { renderAdmin } from './support/admin';
import { apiError, fakeApi, json } from './support/api';

/** The dashboard's words in English, as src/pages/owner.astro gives them. */
const EN = ownerWords('en');

const ANSWER: ReviewInvitationAnswer = {
  link: 'https://example.com/charlotte/listing/noda-bike-repair?invite=ri1.301.1800000000.abc#reviews',
  expiresAt: '2027-02-23T15:00:00.000Z',
  qrPng: 'data:image/png;base64,iVBORw0KGgo=',
  queued: 0,
  sentToday: 3,
  dailyLimit: 20,
};
const PATH = '/api/owner/businesses/301/review-invitations';

function ownerSession() {
  window.localStorage.setItem(
    SESSION_KEYS.owner,
    JSON.stringify({ token: 'owner-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'owner@example.com', mode: 'local' }),
  );
}

describe('review invitations', () => {
  it('shows the link and its QR code, sends the addresses typed (split, lower-cased, once each) and says how many went', async () => {
    ownerSession();
    const api = fakeApi().on('POST', PATH, (call) =>
      (call.body as { emails?: string[] }).emails ? json({ ...ANSWER, queued: 2, sentToday: 5 }, 201) : ANSWER,
    );
    const user = userEvent.setup();
    render(
      <OwnerWordsProvider words={EN}>
        <ReviewInvitations businessId={301} businessName="NoDa Bike Repair" />
      </OwnerWordsProvider>,
    );
    expect((await screen.findByText(ANSWER.link)).closest('[data-invitation-link]')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of the review invitation link for NoDa Bike Repair' }).getAttribute('src')).toBe(ANSWER.qrPng);
    expect(screen.getByRole('link', { name: 'Download QR code (PNG)' }).getAttribute('download')).toBe('review-invitation-301.png');

    await user.type(screen.getByLabelText('Customers’ e-mail addresses'), 'Ana@Example.com, bo@example.com\nana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('2 invitations sent. 5 of 20 sent today.')).toBeTruthy();
    expect(api.callsTo('POST', PATH).at(-1)?.body).toEqual({ emails: ['ana@example.com', 'bo@example.com'] });
  });

  it('names a bad address before sending, and shows the API’s message for a refused one', async () => {
    ownerSession();
    const api = fakeApi().on('POST', PATH, (call) =>
      (call.body as { emails?: string[] }).emails
        ? apiError(400, 'validation_failed', 'Invitations go to customers only', { emails: "Not a customer's address: owner@example.com" })
        : ANSWER,
    );
    const user = userEvent.setup();
    render(
      <OwnerWordsProvider words={EN}>
        <ReviewInvitations businessId={301} businessName="NoDa Bike Repair" />
      </OwnerWordsProvider>,
    );
    await screen.findByText(ANSWER.link);
    const box = screen.getByLabelText('Customers’ e-mail addresses');
    await user.type(box, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', PATH)).toHaveLength(1);
    await user.clear(box);
    await user.type(box, 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText("Not a customer's address: owner@example.com")).toBeTruthy();
  });
});

describe('finding the way back in', () => {
  it('"Forgot password?" sends the address and shows the same answer whatever it is', async () => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/owner');
    const api = fakeApi()
      .on('GET', '/api/auth/config', { mode: 'local' })
      .on('POST', '/api/auth/password-reset', json({ message: 'If an account uses this address, we have sent it a link to set a new password.' }, 202));
    const user = userEvent.setup();
    render(<OwnerApp words={EN} />);
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const form = screen.getByText(/Enter your account’s e-mail address/).closest('form')!;
    await user.type(within(form).getByLabelText('E-mail'), 'owner@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account uses this address, we have sent it a link to set a new password.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/auth/password-reset')[0]?.body).toEqual({ email: 'owner@example.com' });
  });

  it('the reset link asks for a new password with the API’s rule, then signs the owner in', async () => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/owner#reset=reset-token-0123456789abcdef');
    const api = fakeApi()
      .on('GET', '/api/auth/config', { mode: 'local' })
      .on('POST', '/api/auth/password-reset/check', { valid: true, expiresAt: '2099-01-01T00:00:00.000Z' })
      .on('POST', '/api/auth/password-reset/confirm', {
        token: 'new-owner-token',
        expiresAt: '2099-01-01T00:00:00.000Z',
        email: 'owner@example.com',
        role: 'owner',
      })
      .on('GET', '/api/owner/businesses', { businesses: [] })
      .on('GET', '/api/owner/quote-requests', { items: [], waiting: {} })
      .on('GET', '/api/owner/billing', { plans: [], invoices: [], paymentsConfigured: true })
      .on('GET', '/api/owner/notices', {
        items: [
          {
            id: 1,
            businessId: 301,
            subject: 'Your change to NoDa Bike Repair was not approved',
            body: 'Reason: The address could not be confirmed.',
            createdAt: '2026-11-25T20:04:00.000Z',
          },
        ],
      });
    const user = userEvent.setup();
    render(<OwnerApp words={EN} />);
    await screen.findByRole('heading', { name: 'Set a new password' });
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(api.callsTo('POST', '/api/auth/password-reset/confirm')).toHaveLength(0);
    await user.type(screen.getByLabelText('New password'), '-but-now-long-enough');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await screen.findByRole('heading', { name: 'Owner dashboard' });
    expect(api.callsTo('POST', '/api/auth/password-reset/confirm')[0]?.body).toEqual({
      token: 'reset-token-0123456789abcdef',
      password: 'short-but-now-long-enough',
    });
    // What staff decided, with the reason and the time in Charlotte.
    const notices = await screen.findByRole('region', { name: 'From our staff' });
    expect(notices.textContent).toContain('Reason: The address could not be confirmed.');
    expect(notices.textContent).toContain('November 25, 2026 at 3:04 PM EST');
  });
  it('a used or expired reset link says so when the page opens, with the form that sends a new one', async () => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/owner#reset=used-token-0123456789abcdef');
    const api = fakeApi()
      .on('GET', '/api/auth/config', { mode: 'local' })
      .on('POST', '/api/auth/password-reset/check', apiError(400, 'bad_request', RESET_LINK_MESSAGES.invalid))
      .on('POST', '/api/auth/password-reset', json({ message: 'If an account uses this address, we have sent it a link to set a new password.' }, 202));
    const user = userEvent.setup();
    render(<OwnerApp words={EN} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(RESET_LINK_MESSAGES.invalid);
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(api.callsTo('POST', '/api/auth/password-reset/check')[0]?.body).toEqual({ token: 'used-token-0123456789abcdef' });
    expect(screen.getByRole('heading', { name: 'Ask for a new link' })).toBeTruthy();
    await user.type(screen.getByLabelText('E-mail'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('If an account uses this address, we have sent it a link to set a new password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/owner');
  });

  it('with Supabase Auth, its reset e-mail link asks for the new password before the dashboard opens, and sends it to Supabase', async () => {
    window.localStorage.clear();
    const expiresAt = Math.floor(Date.parse('2099-01-01T00:00:00Z') / 1000);
    window.history.replaceState(
      null,
      '',
      `/owner#access_token=recovery-access-token&expires_at=${expiresAt}&expires_in=3600&refresh_token=refresh-token&token_type=bearer&type=recovery`,
    );
    const user = {
      id: '5f0c6c1e-8a4e-4c39-9d6a-0f1f3f2f6a11',
      aud: 'authenticated',
      role: 'authenticated',
      email: 'owner@example.com',
      app_metadata: {},
      user_metadata: {},
      created_at: '2026-11-01T00:00:00Z',
    };
    const api = fakeApi()
      .on('GET', '/api/auth/config', { mode: 'supabase', supabaseUrl: 'https://project.supabase.co', supabaseAnonKey: 'anon-key' })
      .on('GET', '/auth/v1/user', user)
      .on('PUT', '/auth/v1/user', user)
      .on('GET', '/api/owner/businesses', { businesses: [] })
      .on('GET', '/api/owner/quote-requests', { items: [], waiting: {} })
      .on('GET', '/api/owner/billing', { plans: [], invoices: [], paymentsConfigured: true })
      .on('GET', '/api/owner/notices', { items: [] });
    const typist = userEvent.setup();
    render(<OwnerApp words={EN} />);
    await screen.findByRole('heading', { name: 'Set a new password' });
    expect(window.localStorage.getItem(SESSION_KEYS.owner)).toBeNull();
    await typist.type(screen.getByLabelText('New password'), 'short');
    await typist.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(api.callsTo('PUT', '/auth/v1/user')).toHaveLength(0);
    await typist.type(screen.getByLabelText('New password'), '-but-now-long-enough');
    await typist.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await screen.findByRole('heading', { name: 'Owner dashboard' });
    const update = api.callsTo('PUT', '/auth/v1/user')[0]!;
    expect(update.body).toMatchObject({ password: 'short-but-now-long-enough' });
    expect(update.headers.get('authorization')).toBe('Bearer recovery-access-token');
    expect(JSON.parse(window.localStorage.getItem(SESSION_KEYS.owner)!)).toMatchObject({
      token: 'recovery-access-token',
      email: 'owner@example.com',
      mode: 'supabase',
    });
  });
});

describe('an approved address that cannot be placed', () => {
  it('says so and lets staff choose the neighborhood, then approves with it', async () => {
    const change: AdminChangeRequest = {
      id: 12,
      businessId: 301,
      businessName: 'NoDa Bike Repair',
      businessSlug: 'noda-bike-repair',
      ownerEmail: 'owner@example.com',
      current: { businessName: 'NoDa Bike Repair', category: 'specialty-services', address: '3200 N Davidson St' },
      changes: { address: '1 New Street' },
      createdAt: '2026-11-25T15:00:00.000Z',
    };
    const api = fakeApi()
      .on('GET', '/api/admin/change-requests', { items: [change], total: 1, limit: 10, offset: 0 })
      .on('GET', '/api/admin/review-reports', { items: [], total: 0, limit: 10, offset: 0 })
      .on('PUT', '/api/admin/change-requests/12/approve', (call) =>
        (call.body as { neighborhood?: string }).neighborhood
          ? { id: 12, status: 'approved', businessId: 301, locationApproximate: true, neighborhood: 'noda' }
          : apiError(409, 'conflict', ADDRESS_NOT_PLACED_MESSAGE, { neighborhood: 'Choose the neighborhood' }),
      );
    const user = userEvent.setup();
    renderAdmin(<OwnerRequests />);
    await user.click(await screen.findByRole('button', { name: 'Approve change to NoDa Bike Repair' }));
    const choice = await screen.findByLabelText('Neighborhood of NoDa Bike Repair');
    expect(choice.closest('[data-neighborhood-choice]')?.textContent).toContain(ADDRESS_NOT_PLACED_MESSAGE);
    await user.selectOptions(choice, 'noda');
    await user.click(screen.getByRole('button', { name: 'Approve in this neighborhood' }));
    await expect.poll(() => api.callsTo('PUT', '/api/admin/change-requests/12/approve').map((c) => c.body)).toEqual([{}, { neighborhood: 'noda' }]);
  });
});

describe('rejecting an owner’s change', () => {
  it('keeps the message to the owner apart from the internal note, each labelled as what it is', async () => {
    const change: AdminChangeRequest = {
      id: 14,
      businessId: 301,
      businessName: 'NoDa Bike Repair',
      businessSlug: 'noda-bike-repair',
      ownerEmail: 'owner@example.com',
      current: { businessName: 'NoDa Bike Repair', category: 'specialty-services', address: '3200 N Davidson St' },
      changes: { businessName: 'Best Bikes Ever' },
      createdAt: '2026-11-25T15:00:00.000Z',
    };
    const api = fakeApi()
      .on('GET', '/api/admin/change-requests', { items: [change], total: 1, limit: 10, offset: 0 })
      .on('GET', '/api/admin/review-reports', { items: [], total: 0, limit: 10, offset: 0 })
      .on('PUT', '/api/admin/change-requests/14/reject', { id: 14, status: 'rejected' });
    const user = userEvent.setup();
    renderAdmin(<OwnerRequests />);
    await user.click(await screen.findByRole('button', { name: 'Reject change to NoDa Bike Repair' }));
    const message = screen.getByLabelText('Message to the owner (optional)');
    const note = screen.getByLabelText('Internal note (optional)');
    expect(document.getElementById(message.getAttribute('aria-describedby')!)?.textContent).toBe(
      'E-mailed to the owner with the decision and shown on their dashboard.',
    );
    expect(document.getElementById(note.getAttribute('aria-describedby')!)?.textContent).toBe('Kept in the audit log for staff only; never sent to anyone.');
    await user.selectOptions(screen.getByLabelText('Reason'), 'The new name does not match the business’s public records');
    await user.type(message, 'Send us the state filing with the new name.');
    await user.type(note, 'Looks like a keyword-stuffed name');
    await user.click(screen.getByRole('button', { name: 'Reject change' }));
    await expect
      .poll(() => api.callsTo('PUT', '/api/admin/change-requests/14/reject').map((c) => c.body))
      .toEqual([
        {
          reason: 'The new name does not match the business’s public records',
          message: 'Send us the state filing with the new name.',
          note: 'Looks like a keyword-stuffed name',
        },
      ]);
  });
});

describe('the audit log of a refused change', () => {
  it('shows what the owner was told apart from the internal note', async () => {
    fakeApi().on('GET', '/api/admin/audit-log', {
      items: [
        {
          id: 9,
          actorId: 'local-admin',
          actorEmail: null,
          action: 'change.reject',
          targetType: 'business',
          targetId: 301,
          targetLabel: 'NoDa Bike Repair',
          reason: 'The new name does not match the business’s public records',
          note: 'Looks like a keyword-stuffed name',
          details: { toldOwner: 'Send us the state filing with the new name.' },
          createdAt: '2026-11-28T15:00:00.000Z',
        },
      ],
      total: 1,
      limit: 10,
      offset: 0,
    });
    renderAdmin(<AuditLog />);
    const row = (await screen.findByText('Told the owner: Send us the state filing with the new name.')).closest('tr')!;
    expect(within(row).getByText('Internal note: Looks like a keyword-stuffed name')).toBeTruthy();
  });
});
