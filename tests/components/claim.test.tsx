/**
 * /claim-business: finding and claiming a listed business, and the add-and-claim form (the
 * spec's messages and toasts, what is sent, what stays after a failure).
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, SERVICE_TAGS } from '../../src/domain/catalog';
import { MESSAGES } from '../../src/domain/forms';
import ClaimBusinessForm from '../../src/islands/claim/ClaimBusinessForm';
import ClaimExistingBusiness from '../../src/islands/claim/ClaimExistingBusiness';
import { CLAIM_TOASTS } from '../../src/islands/claim/claim-form-state';
import { $toast } from '../../src/stores/toast';
import { apiError, fakeApi, json } from './support/api';
import { businessFixture } from './support/fixtures';

const MOVERS = businessFixture({ id: 7, slug: 'queen-city-movers', businessName: 'Queen City Movers', category: 'movers-packers', neighborhood: 'noda' });
const CLAIMED = businessFixture({ id: 8, slug: 'queens-cleaning', businessName: "Queen's Cleaning", category: 'cleaning-services', isClaimed: true });

describe('claim a listed business', () => {
  it('finds businesses as you type, marks claimed ones, and sends the claim of the one picked', async () => {
    const api = fakeApi()
      .on('GET', '/api/businesses', { businesses: [MOVERS, CLAIMED], total: 2 })
      .on('POST', '/api/business-claims', json({ id: 51, status: 'pending' }, 201));
    const user = userEvent.setup({ delay: null });
    render(<ClaimExistingBusiness />);

    const find = screen.getByRole('searchbox', { name: 'Find your business by name' });
    await user.type(find, 'q');
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 letters of your business name.');
    await user.type(find, 'ueen');
    const results = await screen.findByRole('list', { name: 'Matching businesses' });
    expect(screen.getAllByRole('status')[0]?.textContent).toBe('2 listed businesses match.');
    // Typing pauses are waited out: one search, for the whole text.
    const searches = api.callsTo('GET', '/api/businesses');
    expect(searches.map((call) => call.query.get('search'))).toEqual(['queen']);
    expect(searches[0]?.query.get('limit')).toBe('8');
    expect(within(results).getAllByRole('listitem')[1]?.textContent).toContain('Already claimed');

    await user.click(within(results).getByRole('button', { name: 'Claim Queen City Movers' }));
    const form = screen.getByRole('form', { name: 'Claim Queen City Movers' });
    await user.click(within(form).getByRole('button', { name: 'Claim This Business' }));
    expect(within(form).getByText(MESSAGES.email)).toBeTruthy();
    expect(within(form).getByText(MESSAGES.agreeToTerms)).toBeTruthy();
    expect(api.callsTo('POST', '/api/business-claims')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Your name (optional)' }), 'Dana Owner');
    await user.type(within(form).getByRole('textbox', { name: 'Your email' }), 'dana@example.com');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Claim This Business' }));

    expect(await screen.findByText('Claim sent. Open the link in the verification e-mail to confirm it; our staff then review it.')).toBeTruthy();
    expect($toast.get()).toMatchObject(CLAIM_TOASTS.success);
    expect(api.callsTo('POST', '/api/business-claims')[0]?.body).toEqual({ businessId: 7, claimerName: 'Dana Owner', claimerEmail: 'dana@example.com' });
  });

  it('says no e-mail was sent when the claim was already on file (a repeat claim sends nothing)', async () => {
    fakeApi()
      .on('GET', '/api/businesses', { businesses: [MOVERS], total: 1 })
      .on('POST', '/api/business-claims', { received: true, emailSent: false });
    const user = userEvent.setup({ delay: null });
    render(<ClaimExistingBusiness />);
    await user.type(screen.getByRole('searchbox', { name: 'Find your business by name' }), 'queen');
    await user.click(await screen.findByRole('button', { name: 'Claim Queen City Movers' }));
    const form = screen.getByRole('form', { name: 'Claim Queen City Movers' });
    await user.type(within(form).getByRole('textbox', { name: 'Your email' }), 'dana@example.com');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Claim This Business' }));

    expect(await screen.findByText(CLAIM_TOASTS.noEmail.description, { selector: '[data-claim-sent]' })).toBeTruthy();
    expect($toast.get()).toMatchObject(CLAIM_TOASTS.noEmail);
    expect($toast.get()?.description).not.toMatch(/We've sent/);
  });

  it('says when nothing matches, and when the search fails', async () => {
    const api = fakeApi().on('GET', '/api/businesses', { businesses: [], total: 0 });
    const user = userEvent.setup({ delay: null });
    render(<ClaimExistingBusiness />);

    await user.type(screen.getByRole('searchbox'), 'zzz plumbing');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('No listed business matches. Add it below.'));
    api.on('GET', '/api/businesses', apiError(500, 'internal_error', 'boom'));
    await user.type(screen.getByRole('searchbox'), 's');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Search failed. Please try again.'));
  });

  it('opens with the business of ?business={slug} picked, and shows a 409 as already claimed', async () => {
    window.history.replaceState(null, '', '/claim-business?business=queen-city-movers');
    fakeApi()
      .on('GET', '/api/businesses/queen-city-movers', MOVERS)
      .on('POST', '/api/business-claims', apiError(409, 'conflict', 'This business has already been claimed.'));
    const user = userEvent.setup({ delay: null });
    render(<ClaimExistingBusiness />);

    const form = await screen.findByRole('form', { name: 'Claim Queen City Movers' });
    await user.type(within(form).getByRole('textbox', { name: 'Your email' }), 'dana@example.com');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Claim This Business' }));

    expect(await screen.findByText(/^This business has already been claimed by its owner\./)).toBeTruthy();
    expect($toast.get()).toMatchObject({ title: CLAIM_TOASTS.failure, description: 'This business has already been claimed.', variant: 'destructive' });
  });
});

describe('add and claim a business', () => {
  // Label queries: role queries over this long form are slow in happy-dom.
  const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*| \\(optional\\))?$`));

  /** Pastes a whole value, as a user filling a long form often does (typing it key by key re-renders the form per key). */
  async function enter(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
    await user.click(field(label));
    await user.paste(value);
  }

  async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
    await enter(user, 'Business name', 'Plaza Midwood Tacos');
    await user.selectOptions(field('Category'), CATEGORIES[0]?.value ?? '');
    await enter(user, 'Business address', '1500 Central Ave, Charlotte, NC 28205');
    await enter(user, 'Phone', '704-555-0142');
    await enter(user, 'Business email', 'hola@example.com');
    await enter(user, 'Your email', 'owner@example.com');
    await user.click(screen.getByLabelText(/^I confirm I own or manage this business/));
  }

  it("shows the spec's messages under the fields and focuses the first, sending nothing", async () => {
    const api = fakeApi();
    const user = userEvent.setup({ delay: null });
    render(<ClaimBusinessForm />);

    await user.click(screen.getByText('Submit Claim'));
    for (const message of [MESSAGES.businessName, MESSAGES.category, MESSAGES.address, MESSAGES.phone, MESSAGES.agreeToTerms]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(field('Business name'));
    expect(field('Business name').getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toHaveLength(0);

    await user.type(field('Business name'), 'P');
    // The form validates again as it changes (the resolver answers asynchronously).
    await waitFor(() => expect(screen.queryByText(MESSAGES.businessName)).toBeNull());
  });

  it('sends the business and its claim in one call with a submission key, then toasts and empties the form', async () => {
    const api = fakeApi().on('POST', '/api/businesses', json({ id: 239, slug: 'plaza-midwood-tacos', claimId: 52 }, 201));
    const user = userEvent.setup({ delay: null });
    render(<ClaimBusinessForm />);

    await fillRequired(user);
    await user.click(screen.getByLabelText(SERVICE_TAGS[0]?.label ?? ''));
    await user.click(screen.getByText('Submit Claim'));

    await waitFor(() => expect($toast.get()).toMatchObject(CLAIM_TOASTS.success));
    const [post] = api.callsTo('POST', '/api/businesses');
    expect(post?.body).toMatchObject({
      businessName: 'Plaza Midwood Tacos',
      category: CATEGORIES[0]?.value,
      address: '1500 Central Ave, Charlotte, NC 28205',
      phone: '704-555-0142',
      email: 'hola@example.com',
      serviceTags: [SERVICE_TAGS[0]?.value],
      claim: { claimerEmail: 'owner@example.com' },
      submissionKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,100}$/),
    });
    expect((field('Business name') as HTMLInputElement).value).toBe('');
  });

  it("keeps every typed value after a refusal, shows the API's field message, and retries with the same key", async () => {
    const api = fakeApi().on(
      'POST',
      '/api/businesses',
      apiError(400, 'validation_error', 'Check the highlighted fields.', { phone: 'Phone number is not valid' }),
    );
    const user = userEvent.setup({ delay: null });
    render(<ClaimBusinessForm />);

    await fillRequired(user);
    await user.click(screen.getByText('Submit Claim'));
    expect(await screen.findByText('Phone number is not valid')).toBeTruthy();
    expect($toast.get()).toMatchObject({ title: CLAIM_TOASTS.failure, description: 'Check the highlighted fields.', variant: 'destructive' });
    expect((field('Business name') as HTMLInputElement).value).toBe('Plaza Midwood Tacos');
    expect(document.activeElement).toBe(field('Phone'));

    api.on('POST', '/api/businesses', apiError(503, 'service_unavailable', 'Try again in a moment.'));
    await user.click(screen.getByText('Submit Claim'));
    await waitFor(() => expect(api.callsTo('POST', '/api/businesses')).toHaveLength(2));
    const [first, second] = api.callsTo('POST', '/api/businesses').map((call) => (call.body as { submissionKey: string }).submissionKey);
    expect(second).toBe(first);
  });
});
