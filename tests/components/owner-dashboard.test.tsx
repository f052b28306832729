/**
 * The owner dashboard (src/islands/owner/OwnerApp) against the fake API: the listings and
 * their tabs (kept in the URL: reload and Back), deleting a public response only after
 * confirming, the invitation's password rule under its field, and a refused token.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { OwnerListing, OwnerReview } from '../../src/domain/owner';
import OwnerApp from '../../src/islands/owner/OwnerApp';
import { ownerWords } from '../../src/i18n/owner-words';
import { INVITATION_LINK_MESSAGES } from '../../src/domain/staff';
import { SESSION_KEYS } from '../../src/islands/kit/session';
import { apiError, fakeApi } from './support/api';

/** The dashboard's words in English, as src/pages/owner.astro gives them. */
const EN = ownerWords('en');

const LISTING: OwnerListing = {
  id: 301,
  slug: 'noda-bike-repair',
  businessName: 'NoDa Bike Repair',
  category: 'specialty-services',
  address: '3200 N Davidson St, Charlotte, NC 28205',
  phone: '704-555-0199',
  email: 'shop@example.com',
  website: 'https://bikes.example.com',
  shortDescription: 'Tune-ups while you wait.',
  longDescription: null,
  businessHours: null,
  serviceTags: [],
  languages: [],
  servicesOffered: ['Tune-ups'],
  status: 'published',
  isPremium: false,
  pendingChanges: [],
  openReports: 0,
};

const REVIEW: OwnerReview = {
  id: 77,
  reviewerName: 'Sam',
  rating: 4,
  reviewText: 'Quick and friendly.',
  createdAt: '2026-11-20T15:00:00.000Z',
  reply: { text: 'Thanks, Sam!', createdAt: '2026-11-21T15:00:00.000Z', updatedAt: '2026-11-21T15:00:00.000Z' },
  reported: false,
};

function signedIn() {
  window.localStorage.setItem(
    SESSION_KEYS.owner,
    JSON.stringify({ token: 'owner-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'owner@example.com', mode: 'local' }),
  );
  return fakeApi()
    .on('GET', '/api/auth/config', { mode: 'local' })
    .on('GET', '/api/owner/businesses', { businesses: [LISTING] })
    .on('GET', '/api/owner/quote-requests', { items: [], waiting: { 301: 2 } })
    .on('GET', '/api/owner/billing', { plans: [], invoices: [], paymentsConfigured: true })
    .on('GET', '/api/owner/businesses/301/reviews', [REVIEW]);
}

describe('the owner dashboard', () => {
  it('lists the listings with their waiting requests, and keeps the chosen tab in the URL for reload and Back', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/owner');
    const api = signedIn();
    const first = render(<OwnerApp words={EN} />);
    const card = await screen.findByText('NoDa Bike Repair', { selector: '[data-owner-listing] p' });
    expect(within(card.closest('li')!).getByText('2 quote requests to answer')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Edit listing' }).getAttribute('aria-selected')).toBe('true');
    expect(api.callsTo('GET', '/api/owner/businesses')[0]?.headers.get('authorization')).toBe('Bearer owner-token');

    await user.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(window.location.hash).toBe('#reviews/301');
    await screen.findByText('Quick and friendly.');

    // A reload opens the same tab.
    first.unmount();
    render(<OwnerApp words={EN} />);
    expect((await screen.findByRole('tab', { name: 'Reviews' })).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('Quick and friendly.');

    // Back returns to the tab before.
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(screen.getByRole('tab', { name: 'Edit listing' }).getAttribute('aria-selected')).toBe('true');
  });

  it('names a waiting category change by its label, and counts one reported review as one', async () => {
    window.history.replaceState(null, '', '/owner');
    signedIn().on('GET', '/api/owner/businesses', {
      businesses: [{ ...LISTING, openReports: 1, pendingChanges: [{ id: 5, changes: { category: 'movers-packers' }, createdAt: '2026-11-28T15:00:00.000Z' }] }],
    });
    render(<OwnerApp words={EN} />);
    const card = (await screen.findByText('NoDa Bike Repair', { selector: '[data-owner-listing] p' })).closest('li')!;
    expect(within(card).getByText(/Waiting for staff/).textContent).toBe('Waiting for staff: category to "Movers & Packers"');
    expect(within(card).getByText('1 reported review waiting for staff')).toBeTruthy();
  });

  it('reports a review under a rule, with a note only staff read', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/owner#reviews/301');
    const api = signedIn().on('POST', '/api/owner/reviews/77/report', { reported: true });
    render(<OwnerApp words={EN} />);
    await user.selectOptions(await screen.findByLabelText('Report this review'), 'not_a_customer');
    await user.type(screen.getByLabelText(/^What staff should know/), 'No booking under this name');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByText(/Reported to staff/);
    expect(api.callsTo('POST', '/api/owner/reviews/77/report')[0]?.body).toEqual({ reason: 'not_a_customer', note: 'No booking under this name' });
  });

  it('deletes a public response only after confirming', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/owner#reviews/301');
    const api = signedIn().on('DELETE', '/api/owner/reviews/77/reply', new Response(null, { status: 204 }));
    render(<OwnerApp words={EN} />);
    await user.click(await screen.findByRole('button', { name: 'Delete response' }));
    expect(api.callsTo('DELETE', '/api/owner/reviews/77/reply')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', '/api/owner/reviews/77/reply')).toEqual([]);

    api.on('GET', '/api/owner/businesses/301/reviews', [{ ...REVIEW, reply: null }]);
    await user.click(screen.getByRole('button', { name: 'Delete response' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete response' }));
    await screen.findByLabelText('Your public response');
    expect(api.callsTo('DELETE', '/api/owner/reviews/77/reply')[0]?.headers.get('authorization')).toBe('Bearer owner-token');
  });

  it('saves the listing with the API schema, and shows the server field errors under their fields', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/owner');
    const api = signedIn().on(
      'PATCH',
      '/api/owner/businesses/301',
      apiError(400, 'validation_failed', 'Some fields are invalid.', { website: 'Please enter a valid website address' }),
    );
    render(<OwnerApp words={EN} />);
    const phone = await screen.findByLabelText(/^Phone/);
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('PATCH', '/api/owner/businesses/301')).toEqual([]);

    await user.type(phone, '704-555-0100');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Please enter a valid website address');
    // Only the field that changed is sent.
    expect(api.callsTo('PATCH', '/api/owner/businesses/301')[0]?.body).toEqual({ phone: '704-555-0100' });
    expect(screen.getByLabelText(/^Website/).getAttribute('aria-invalid')).toBe('true');
  });

  it('sends only the fields that changed, and nothing when nothing did', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/owner');
    const saved: OwnerListing = { ...LISTING, shortDescription: 'Tune-ups while you wait, any bike.' };
    const api = signedIn().on('PATCH', '/api/owner/businesses/301', { listing: saved, requested: false, changed: ['shortDescription'] });
    render(<OwnerApp words={EN} />);
    const short = await screen.findByLabelText(/^Short description/);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Nothing to save: you have not changed anything.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/owner/businesses/301')).toEqual([]);

    await user.type(short, '{Backspace}, any bike.');
    // Typed and taken back: the same as before, so not a change.
    await user.type(screen.getByLabelText(/^Phone/), '9{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Saved. Your changes are live on your listing.')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/owner/businesses/301').map((call) => call.body)).toEqual([{ shortDescription: 'Tune-ups while you wait, any bike.' }]);
  });

  it('sends the languages the staff speak, ticked in the editor, in the list order', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/owner');
    const api = signedIn().on('PATCH', '/api/owner/businesses/301', {
      listing: { ...LISTING, languages: ['es', 'vi'] },
      requested: false,
      changed: ['languages'],
    });
    render(<OwnerApp words={EN} />);
    const group = await screen.findByRole('group', { name: /Languages your staff can serve customers in/ });
    await user.click(within(group).getByRole('checkbox', { name: 'Vietnamese' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Spanish' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Saved. Your changes are live on your listing.');
    expect(api.callsTo('PATCH', '/api/owner/businesses/301')[0]?.body).toEqual({ languages: ['es', 'vi'] });
  });

  it('goes back to the sign-in when the server no longer accepts the token', async () => {
    window.history.replaceState(null, '', '/owner');
    signedIn().on('GET', '/api/owner/businesses', apiError(401, 'unauthorized', 'Please sign in again.'));
    render(<OwnerApp words={EN} />);
    await screen.findByRole('heading', { name: 'Business owner sign in' });
    // A new owner finds the way to an account from the sign-in.
    expect(screen.getByRole('link', { name: 'claim your business' }).getAttribute('href')).toBe('/claim-business');
    expect(screen.getByText('Your session has ended. Please sign in again.')).toBeTruthy();
    expect(window.localStorage.getItem(SESSION_KEYS.owner)).toBeNull();
  });

  it('asks for the quote requests once for the counts and the tab, with the session', async () => {
    window.history.replaceState(null, '', '/owner#quote-requests/301');
    const api = signedIn();
    render(<OwnerApp words={EN} />);
    await screen.findByText(/No quote requests yet/);
    expect(screen.getByText('2 quote requests to answer')).toBeTruthy();
    const calls = api.callsTo('GET', '/api/owner/quote-requests');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer owner-token');
  });

  it('goes back to the sign-in when the quote requests or photos answer 401', async () => {
    for (const [hash, path] of [
      ['#quote-requests/301', '/api/owner/quote-requests'],
      ['#photos/301', '/api/owner/businesses/301/photos'],
    ] as const) {
      window.history.replaceState(null, '', `/owner${hash}`);
      const api = signedIn().on('GET', path, apiError(401, 'unauthorized', 'Please sign in again.'));
      if (path.endsWith('photos')) api.on('GET', '/api/owner/quote-requests', { items: [], waiting: {} });
      const view = render(<OwnerApp words={EN} />);
      await screen.findByRole('heading', { name: 'Business owner sign in' });
      expect(window.localStorage.getItem(SESSION_KEYS.owner)).toBeNull();
      view.unmount();
    }
  });
});

describe('the owner invitation', () => {
  it("shows the password's own rule under the field and keeps what was typed", async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', `/owner#invite=${'t'.repeat(40)}`);
    const api = fakeApi()
      .on('GET', '/api/auth/config', { mode: 'local' })
      .on('POST', '/api/auth/invitation/check', { valid: true, expiresAt: '2099-01-01T00:00:00.000Z' })
      .on('POST', '/api/auth/invitation', apiError(400, 'validation_failed', 'Some fields are invalid.', { password: 'This password is too common' }));
    render(<OwnerApp words={EN} />);
    const password = await screen.findByLabelText('New password');
    await user.type(password, 'short');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    expect(await screen.findByText('Password must be at least 12 characters')).toBeTruthy();
    expect((password as HTMLInputElement).value).toBe('short');
    expect(api.callsTo('POST', '/api/auth/invitation')).toEqual([]);

    await user.type(password, '-but-common-1');
    await user.click(screen.getByRole('button', { name: 'Set password and sign in' }));
    await screen.findByText('This password is too common');
    expect(screen.queryByText('Some fields are invalid.')).toBeNull();
    expect((password as HTMLInputElement).value).toBe('short-but-common-1');
    expect(api.callsTo('POST', '/api/auth/invitation')[0]?.body).toEqual({ token: 't'.repeat(40), password: 'short-but-common-1' });
  });

  it('an expired invitation link says so when the page opens, with one place to go: Business Support', async () => {
    window.history.replaceState(null, '', `/owner#invite=${'x'.repeat(40)}`);
    fakeApi()
      .on('GET', '/api/auth/config', { mode: 'local' })
      .on('POST', '/api/auth/invitation/check', apiError(410, 'bad_request', INVITATION_LINK_MESSAGES.ownerExpired));
    const { container } = render(<OwnerApp words={EN} />);
    expect((await screen.findByRole('alert')).textContent).toBe('This invitation has expired. For a new one, contact Business Support.');
    expect(screen.queryByLabelText('New password')).toBeNull();
    const help = container.querySelector('[data-invite-link-unusable]')!;
    expect(help.textContent).toBe(
      'This invitation has expired. For a new one, contact Business Support.You will find the phone number and e-mail address under Business Support.',
    );
    expect(
      within(help as HTMLElement)
        .getByRole('link', { name: 'Business Support' })
        .getAttribute('href'),
    ).toBe('/business-support');
  });

  it('a used invitation link says to sign in if the password is set, else to ask Business Support', async () => {
    window.history.replaceState(null, '', `/owner#invite=${'u'.repeat(40)}`);
    fakeApi()
      .on('GET', '/api/auth/config', { mode: 'local' })
      .on('POST', '/api/auth/invitation/check', apiError(400, 'bad_request', INVITATION_LINK_MESSAGES.invalid));
    const { container } = render(<OwnerApp words={EN} />);
    expect((await screen.findByRole('alert')).textContent).toBe(INVITATION_LINK_MESSAGES.invalid);
    expect(container.querySelector('[data-invite-link-unusable] p:not([role])')?.textContent).toBe(
      'If you set your password already, sign in at /owner; otherwise use the contact details on the Business Support page for a new invitation.',
    );
  });
});
