/**
 * The dashboard's moderation queues (claims, pending reviews, unpublished businesses): what
 * staff see of each item, what Approve / Deny / Reject / Publish send, the spec's toasts,
 * and the reload after a decision.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, ADMIN_TOASTS, REVIEW_POLICY_TEXT, type AdminClaim, type AdminReview, type Page } from '../../src/domain/admin';
import type { Business, BusinessSearchResult } from '../../src/domain/types';
import { BusinessesQueue } from '../../src/islands/admin/BusinessesQueue';
import { ClaimsQueue } from '../../src/islands/admin/ClaimsQueue';
import { ReviewsQueue } from '../../src/islands/admin/ReviewsQueue';
import { $toast } from '../../src/stores/toast';
import { ADMIN_TOKEN, renderAdmin } from './support/admin';
import { apiError, fakeApi } from './support/api';
import { businessFixture } from './support/fixtures';

const page = <T,>(items: T[], total = items.length, offset = 0): Page<T> => ({ items, total, limit: ADMIN_PAGE_SIZE, offset });

const claim = (over: Partial<AdminClaim> = {}): AdminClaim => ({
  id: 41,
  businessId: 7,
  businessName: 'Queen City Movers',
  businessSlug: 'queen-city-movers',
  businessStatus: 'published',
  claimerName: 'Dana Owner',
  claimerEmail: 'dana@example.com',
  claimerPhone: '704-555-0101',
  status: 'pending',
  submittedAt: '2026-11-20T15:00:00.000Z',
  emailVerifiedAt: null,
  decisionReason: null,
  decidedAt: null,
  ...over,
});

const review = (over: Partial<AdminReview> = {}): AdminReview => ({
  id: 88,
  businessId: 7,
  businessName: 'Queen City Movers',
  businessSlug: 'queen-city-movers',
  reviewerName: null,
  reviewerEmail: 'robin@example.com',
  rating: 2,
  reviewText: 'Late, but careful with the piano.',
  createdAt: '2026-11-21T10:00:00.000Z',
  ...over,
});

const business = (over: Partial<Business> = {}) => businessFixture({ status: 'pending', ...over });

const results = (businesses: Business[], total = businesses.length): BusinessSearchResult => ({ businesses, total });

describe('claims queue', () => {
  it('lists pending claims with the claimer and e-mail state, and approving sends the verify call with the token, toasts and reloads', async () => {
    const api = fakeApi()
      .on(
        'GET',
        '/api/business-claims',
        page([
          claim(),
          claim({
            id: 42,
            businessName: 'Dilworth Dental',
            businessSlug: 'dilworth-dental',
            emailVerifiedAt: '2026-11-20T16:00:00.000Z',
            claimerName: null,
            claimerPhone: null,
          }),
        ]),
      )
      .on('PUT', '/api/business-claims/41/verify', { id: 41, status: 'verified' });
    const user = userEvent.setup();
    const { context } = renderAdmin(<ClaimsQueue />);

    const list = await screen.findByRole('list', { name: 'Pending claims' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'Queen City Movers' })
        .getAttribute('href'),
    ).toBe('/charlotte/listing/queen-city-movers');
    expect(items[0]?.textContent).toContain('Dana Owner · dana@example.com · 704-555-0101');
    expect(items[0]?.textContent).toContain('E-mail not confirmed');
    expect(items[1]?.textContent).toContain('No name given · dana@example.com');
    expect(items[1]?.textContent).toContain('E-mail confirmed');
    expect(api.calls[0]?.query.get('status')).toBe('pending');
    expect(api.calls[0]?.query.get('limit')).toBe(String(ADMIN_PAGE_SIZE));
    expect(api.calls[0]?.query.get('offset')).toBe('0');
    expect(api.calls[0]?.headers.get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);

    api.on('GET', '/api/business-claims', page([claim({ id: 42, businessName: 'Dilworth Dental', businessSlug: 'dilworth-dental' })]));
    await user.click(screen.getByRole('button', { name: 'Approve claim for Queen City Movers' }));

    await waitFor(() => expect($toast.get()).toMatchObject(ADMIN_TOASTS.claimVerified));
    const verify = api.callsTo('PUT', '/api/business-claims/41/verify');
    expect(verify).toHaveLength(1);
    expect(verify[0]?.headers.get('authorization')).toBe(`Bearer ${ADMIN_TOKEN}`);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('Queen City Movers')).toBeNull();
    expect(context.refreshStats).toHaveBeenCalledTimes(1);
  });

  it('denies with a reason from the list (refusing none), sending the reason and the note', async () => {
    const api = fakeApi()
      .on('GET', '/api/business-claims', page([claim()]))
      .on('PUT', '/api/business-claims/41/deny', { id: 41, status: 'denied' });
    const user = userEvent.setup();
    renderAdmin(<ClaimsQueue />);

    const deny = await screen.findByRole('button', { name: 'Deny claim for Queen City Movers' });
    expect(deny.getAttribute('aria-expanded')).toBe('false');
    await user.click(deny);
    expect(deny.getAttribute('aria-expanded')).toBe('true');
    const form = screen.getByRole('group', { name: 'Deny the claim for Queen City Movers' });
    // This claimer never opened the verification link: staff learn that nobody is told.
    expect(within(form).getByText('The claimer never confirmed the e-mail address, so nobody is told.')).toBeTruthy();

    await user.click(within(form.closest('form') as HTMLElement).getByRole('button', { name: 'Deny claim' }));
    expect(screen.getByText('Choose a reason from the list')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/business-claims/41/deny')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('Reason'), 'Duplicate claim');
    await user.type(screen.getByLabelText('Internal note (optional)'), 'Same claimer as #40');
    await user.click(screen.getByRole('button', { name: 'Deny claim' }));

    await waitFor(() => expect($toast.get()).toMatchObject(ADMIN_TOASTS.claimDenied));
    expect(api.callsTo('PUT', '/api/business-claims/41/deny')[0]?.body).toEqual({ reason: 'Duplicate claim', note: 'Same claimer as #40' });
  });

  it('says before denying that a claimer who confirmed the address is e-mailed the reason', async () => {
    fakeApi().on('GET', '/api/business-claims', page([claim({ emailVerifiedAt: '2026-11-20T16:00:00.000Z' })]));
    const user = userEvent.setup();
    renderAdmin(<ClaimsQueue />);
    await user.click(await screen.findByRole('button', { name: 'Deny claim for Queen City Movers' }));
    const form = screen.getByRole('group', { name: 'Deny the claim for Queen City Movers' });
    expect(within(form).getByText(/^The reason is e-mailed to .+, who confirmed the address\.$/)).toBeTruthy();
  });

  it("shows a failed decision as a destructive toast with the API's message, and keeps the claim", async () => {
    fakeApi()
      .on('GET', '/api/business-claims', page([claim()]))
      .on('PUT', '/api/business-claims/41/verify', apiError(409, 'conflict', 'This claim was already decided.'));
    const user = userEvent.setup();
    renderAdmin(<ClaimsQueue />);

    await user.click(await screen.findByRole('button', { name: 'Approve claim for Queen City Movers' }));
    await waitFor(() =>
      expect($toast.get()).toMatchObject({ title: ADMIN_TOASTS.claimVerifyFailed, description: 'This claim was already decided.', variant: 'destructive' }),
    );
    expect(screen.getByRole('button', { name: 'Approve claim for Queen City Movers' })).toBeTruthy();
  });

  it('switches to decided claims, which show the decision and its reason but no buttons', async () => {
    const api = fakeApi().on('GET', '/api/business-claims', (call) =>
      call.query.get('status') === 'denied'
        ? page([claim({ status: 'denied', decisionReason: 'Duplicate claim', decidedAt: '2026-11-22T12:00:00.000Z' })])
        : page([]),
    );
    const user = userEvent.setup();
    renderAdmin(<ClaimsQueue />);

    expect(await screen.findByText('No pending claims.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Show'), 'Denied');
    const list = await screen.findByRole('list', { name: 'Denied claims' });
    expect(list.textContent).toMatch(/Denied .+: Duplicate claim/);
    expect(within(list).queryByRole('button')).toBeNull();
    expect(api.calls.map((call) => call.query.get('status'))).toEqual(['pending', 'denied']);
  });

  it('pages through claims with Previous and Next, asking for the right offset', async () => {
    const api = fakeApi().on('GET', '/api/business-claims', (call) => {
      const offset = Number(call.query.get('offset'));
      return page([claim({ id: 100 + offset, businessName: `Business at ${offset}` })], 12, offset);
    });
    const user = userEvent.setup();
    renderAdmin(<ClaimsQueue />);

    expect(await screen.findByText('Business at 0')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Claims pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' }).hasAttribute('disabled')).toBe(true);
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(`Business at ${ADMIN_PAGE_SIZE}`)).toBeTruthy();
    expect(api.calls.at(-1)?.query.get('offset')).toBe(String(ADMIN_PAGE_SIZE));
    expect(within(pager).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });

  it("says when the queue cannot be fetched, with the API's message", async () => {
    fakeApi().on('GET', '/api/business-claims', apiError(500, 'internal_error', 'Database unavailable'));
    renderAdmin(<ClaimsQueue />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch claims: Database unavailable');
  });
});

describe('reviews queue', () => {
  it('states the content-rule policy and shows each review with stars, reviewer (or Anonymous), e-mail and text', async () => {
    fakeApi().on('GET', '/api/reviews/pending', page([review(), review({ id: 89, reviewerName: 'Sam', rating: 5, reviewText: null })]));
    renderAdmin(<ReviewsQueue />);

    const list = await screen.findByRole('list', { name: 'Pending reviews' });
    expect(screen.getByText(REVIEW_POLICY_TEXT)).toBeTruthy();
    const [first, second] = list.querySelectorAll('[data-review-id]');
    expect(first?.textContent).toContain('2 out of 5 stars');
    expect(first?.textContent).toContain('Anonymous (robin@example.com)');
    expect(first?.textContent).toContain('Late, but careful with the piano.');
    expect(second?.textContent).toContain('Sam (robin@example.com)');
    expect(second?.textContent).toContain('No text, rating only.');
  });

  it('labels a review from the business\'s invitation "Invited by the business", whatever its rating, and only that one', async () => {
    fakeApi().on('GET', '/api/reviews/pending', page([review({ rating: 1, invited: true }), review({ id: 89, rating: 1 })]));
    renderAdmin(<ReviewsQueue />);
    const list = await screen.findByRole('list', { name: 'Pending reviews' });
    const [invited, plain] = list.querySelectorAll('[data-review-id]');
    expect(invited?.textContent).toContain('Invited by the business');
    expect(plain?.textContent).not.toContain('Invited by the business');
  });

  it('approves a review: PUT approve, the spec toast, and the queue reloads without it', async () => {
    const api = fakeApi()
      .on('GET', '/api/reviews/pending', page([review()]))
      .on('PUT', '/api/reviews/88/approve', { id: 88, status: 'approved' });
    const user = userEvent.setup();
    renderAdmin(<ReviewsQueue />);

    const approve = await screen.findByRole('button', { name: 'Approve review of Queen City Movers' });
    api.on('GET', '/api/reviews/pending', page([]));
    await user.click(approve);
    await waitFor(() => expect($toast.get()).toMatchObject(ADMIN_TOASTS.reviewApproved));
    expect(await screen.findByText('No reviews are waiting for moderation.')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/reviews/88/approve')).toHaveLength(1);
  });

  it('rejects only for a content rule: the reasons offered are the fixed list, and the chosen one is sent', async () => {
    const api = fakeApi()
      .on('GET', '/api/reviews/pending', page([review()]))
      .on('PUT', '/api/reviews/88/reject', { id: 88, status: 'rejected' });
    const user = userEvent.setup();
    renderAdmin(<ReviewsQueue />);

    await user.click(await screen.findByRole('button', { name: 'Reject review of Queen City Movers' }));
    expect(screen.getByText('Choose the content rule the review breaks. Its rating is never a reason.')).toBeTruthy();
    const options = within(screen.getByLabelText('Reason'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'Choose a reason...',
      'Contains personal information',
      'Spam or advertising',
      'Off-topic: not about this business',
      'Hateful, harassing or obscene language',
      'Conflict of interest (owner, employee or competitor)',
      'Not based on a real customer experience',
    ]);
    await user.selectOptions(screen.getByLabelText('Reason'), 'Spam or advertising');
    await user.click(screen.getByRole('button', { name: 'Reject review' }));

    await waitFor(() => expect($toast.get()).toMatchObject(ADMIN_TOASTS.reviewRejected));
    // An empty note is not sent at all.
    expect(api.callsTo('PUT', '/api/reviews/88/reject')[0]?.body).toEqual({ reason: 'Spam or advertising' });
  });
});

describe('unpublished businesses queue', () => {
  it('asks for unapproved businesses and shows their details', async () => {
    const api = fakeApi().on('GET', '/api/businesses', results([business()]));
    renderAdmin(<BusinessesQueue />);

    const item = await screen.findByText('NoDa Bike Repair', { selector: 'p' });
    const entry = item.closest('li') as HTMLElement;
    expect(entry.textContent).toContain('Specialty Services · 3200 N Davidson St, Charlotte, NC 28205 · 704-555-0199 · shop@example.com');
    expect(entry.textContent).toContain('Website: https://bikes.example.com');
    expect(entry.textContent).toContain('Tune-ups while you wait.');
    expect(api.calls[0]?.query.get('approved')).toBe('false');
  });

  it('publishes a business with the spec toast, and rejects another with a reason', async () => {
    const api = fakeApi()
      .on('GET', '/api/businesses', results([business(), business({ id: 302, businessName: 'Plaza Midwood Tacos', slug: 'plaza-midwood-tacos' })]))
      .on('PUT', '/api/businesses/301/publish', { id: 301, status: 'published' })
      .on('PUT', '/api/businesses/302/reject', { id: 302, status: 'rejected' });
    const user = userEvent.setup();
    renderAdmin(<BusinessesQueue />);

    await user.click(await screen.findByRole('button', { name: 'Publish NoDa Bike Repair' }));
    await waitFor(() => expect($toast.get()).toMatchObject(ADMIN_TOASTS.businessPublished));
    expect(api.callsTo('PUT', '/api/businesses/301/publish')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Reject Plaza Midwood Tacos' }));
    await user.selectOptions(screen.getByLabelText('Reason'), 'Duplicate of an existing listing');
    await user.type(screen.getByLabelText('Internal note (optional)'), 'Listed as #12');
    await user.click(screen.getByRole('button', { name: 'Reject business' }));
    await waitFor(() => expect($toast.get()).toMatchObject(ADMIN_TOASTS.businessRejected));
    expect(api.callsTo('PUT', '/api/businesses/302/reject')[0]?.body).toEqual({ reason: 'Duplicate of an existing listing', note: 'Listed as #12' });
  });

  it("keeps the business when publishing fails, with the API's message in the toast", async () => {
    fakeApi()
      .on('GET', '/api/businesses', results([business()]))
      .on('PUT', '/api/businesses/301/publish', apiError(404, 'not_found', 'Business not found'));
    const user = userEvent.setup();
    renderAdmin(<BusinessesQueue />);

    await user.click(await screen.findByRole('button', { name: 'Publish NoDa Bike Repair' }));
    await waitFor(() =>
      expect($toast.get()).toMatchObject({ title: ADMIN_TOASTS.businessPublishFailed, description: 'Business not found', variant: 'destructive' }),
    );
    expect(screen.getByText('NoDa Bike Repair', { selector: 'p' })).toBeTruthy();
  });
});
