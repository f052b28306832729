/**
 * The premium upgrade (src/islands/premium/PremiumUpgrade) against the fake API: plans (and
 * what it says when they cannot be fetched), the plan cards, the business picker, the four
 * fields checked with the shared schema as they are left, and what the server refuses (its
 * field message under the field, its message in the toast, a fixed message when the answer
 * is not the API's), with the owner's token when signed in.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PremiumUpgrade from '../../src/islands/premium/PremiumUpgrade';
import { SESSION_KEYS } from '../../src/islands/kit/session';
import { $toast, dismissToast } from '../../src/stores/toast';
import { apiError, fakeApi } from './support/api';
import { businessFixture } from './support/fixtures';
import { description } from './support/described-by';

const PLANS = [
  { id: 1, name: 'Basic', description: 'Featured in search', priceMonthly: 2900, features: ['Featured badge'] },
  { id: 2, name: 'Pro', description: 'Featured everywhere', priceMonthly: 4900, features: ['Featured badge', 'Top of listings'] },
];

const NODA = businessFixture({ isClaimed: true });

/** The plans, and the business search answering the businesses whose name contains the search text. */
function api() {
  return fakeApi()
    .on('GET', '/api/subscription-plans', PLANS)
    .on('GET', '/api/businesses', ({ query }) => {
      const search = (query.get('search') ?? '').toLowerCase();
      const businesses = [NODA].filter((b) => b.businessName.toLowerCase().includes(search));
      return { businesses, total: businesses.length };
    });
}

const submitButton = () => screen.getByRole('button', { name: 'Continue to Payment' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Choose Pro' }));
  await user.type(screen.getByLabelText('Business'), 'NoDa');
  await user.click(await screen.findByRole('option', { name: /NoDa Bike Repair/ }));
  await user.type(screen.getByLabelText('Your name'), 'Dana Owner');
  await user.type(screen.getByLabelText('E-mail'), 'dana@example.com');
}

describe('the premium upgrade', () => {
  it('shows the plans, and says plainly when payments are not configured', async () => {
    const user = userEvent.setup();
    const fake = api();
    render(<PremiumUpgrade paymentsEnabled={false} publishableKey="" />);
    await fill(user);
    expect((screen.getByLabelText('Subscription plan') as HTMLSelectElement).value).toBe('2');
    await user.click(submitButton());
    const alert = await within(screen.getByRole('form', { name: 'Business information' })).findByRole('alert');
    expect(alert.textContent).toContain('Payments are not configured on this server.');
    expect(fake.callsTo('POST', '/api/create-subscription')).toEqual([]);
  });

  it("says 'Error loading subscription plans' and shows no plan card when the plans cannot be fetched", async () => {
    api().on('GET', '/api/subscription-plans', new Response('Internal Server Error', { status: 500 }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<PremiumUpgrade paymentsEnabled={false} publishableKey="" />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error loading subscription plans');
    expect(container.querySelectorAll('[data-plan-card]')).toHaveLength(0);
    logged.mockRestore();
  });

  it('choosing a plan card selects it in the form and marks that card chosen', async () => {
    const user = userEvent.setup();
    api();
    render(<PremiumUpgrade paymentsEnabled={false} publishableKey="" />);
    await user.click(await screen.findByRole('button', { name: 'Choose Pro' }));
    expect((screen.getByLabelText('Subscription plan') as HTMLSelectElement).value).toBe('2');
    expect(screen.getByRole('button', { name: 'Pro selected' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Choose Basic' }).getAttribute('aria-pressed')).toBe('false');
  });

  it("keeps submit disabled until all four fields are valid, with the spec's message under each field left invalid", async () => {
    const user = userEvent.setup();
    api();
    render(<PremiumUpgrade paymentsEnabled={false} publishableKey="" />);
    await screen.findByRole('button', { name: 'Choose Pro' });
    const business = screen.getByLabelText('Business');
    const name = screen.getByLabelText('Your name');
    const email = screen.getByLabelText('E-mail');
    const plan = screen.getByLabelText('Subscription plan');
    expect(submitButton()).toHaveProperty('disabled', true);

    await user.type(business, 'zzqx no such business');
    await user.click(name);
    await vi.waitFor(() => expect(description(business)).toBe('Please select a business'));
    await user.click(email);
    expect(description(name)).toBe('Customer name is required');
    await user.type(email, 'jordan@');
    await user.click(plan);
    expect(description(email)).toBe('Please enter a valid email address');
    await user.click(name);
    expect(description(plan)).toBe('Please select a subscription plan');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(submitButton()).toHaveProperty('disabled', true);

    await user.clear(business);
    await user.type(business, 'NoDa');
    await user.click(await screen.findByRole('option', { name: /NoDa Bike Repair/ }));
    await user.type(name, 'Jordan Owner');
    await user.clear(email);
    await user.type(email, 'jordan@example.com');
    await user.selectOptions(plan, '1');
    expect(submitButton()).toHaveProperty('disabled', false);
    for (const field of [business, name, email, plan]) expect(description(field)).toBe('');

    // Editing the business text after a pick clears the pick.
    await user.type(business, '{Backspace}');
    expect(submitButton()).toHaveProperty('disabled', true);
  });

  it("shows 'Subscription Error' with the server's message, or 'Failed to create subscription' when the answer is not the API's", async () => {
    const user = userEvent.setup();
    const fake = api().on('POST', '/api/create-subscription', apiError(502, 'service_unavailable', 'The payment provider could not process the request.'));
    render(<PremiumUpgrade paymentsEnabled publishableKey="pk_test_123" />);
    await fill(user);
    await user.click(submitButton());
    await vi.waitFor(() =>
      expect($toast.get()).toMatchObject({ title: 'Subscription Error', description: 'The payment provider could not process the request.' }),
    );

    dismissToast();
    fake.on('POST', '/api/create-subscription', new Response('<h1>Bad gateway</h1>', { status: 500, headers: { 'content-type': 'text/html' } }));
    await vi.waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    await user.click(submitButton());
    await vi.waitFor(() => expect($toast.get()).toMatchObject({ title: 'Subscription Error', description: 'Failed to create subscription' }));
    expect(fake.callsTo('POST', '/api/create-subscription')).toHaveLength(2);
  });

  it("sends the form with the owner's token and shows what the server refused under its field", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      SESSION_KEYS.owner,
      JSON.stringify({ token: 'owner-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'dana@example.com', mode: 'local' }),
    );
    const fake = api().on(
      'POST',
      '/api/create-subscription',
      apiError(400, 'validation_failed', 'Some fields are invalid.', { customerEmail: 'Use the e-mail of your owner account' }),
    );
    render(<PremiumUpgrade paymentsEnabled publishableKey="pk_test_123" />);
    await fill(user);
    await user.click(submitButton());
    await screen.findByText('Use the e-mail of your owner account');
    const sent = fake.callsTo('POST', '/api/create-subscription')[0];
    expect(sent?.body).toEqual({ businessId: 301, customerName: 'Dana Owner', customerEmail: 'dana@example.com', planId: 2 });
    expect(sent?.headers.get('authorization')).toBe('Bearer owner-token');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect($toast.get()).toMatchObject({ title: 'Subscription Error', description: 'Some fields are invalid.' });
  });

  it("shows the schema's message beside a field as it is left, before any request, and keeps submit disabled", async () => {
    const user = userEvent.setup();
    const fake = api();
    render(<PremiumUpgrade paymentsEnabled publishableKey="pk_test_123" />);
    await user.click(await screen.findByRole('button', { name: 'Choose Pro' }));
    await user.type(screen.getByLabelText('Your name'), 'Dana Owner');
    const email = screen.getByLabelText('E-mail');
    await user.type(email, 'dana@');
    expect(description(email)).toBe('');
    await user.tab();
    expect(description(email)).toBe('Please enter a valid email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBeNull();
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Fill in all four fields to continue.')).toBeTruthy();

    // The button is disabled, so only a scripted submit gets here: the schema stops it and
    // the first invalid field (the business picker) gets the focus.
    fireEvent.submit(screen.getByRole('form', { name: 'Business information' }));
    const business = screen.getByLabelText('Business');
    await vi.waitFor(() => expect(document.activeElement).toBe(business));
    expect(description(business)).toBe('Please select a business');

    await user.clear(email);
    await user.type(email, 'dana@example.com');
    expect(description(email)).toBe('');
    expect(fake.callsTo('POST', '/api/create-subscription')).toEqual([]);
  });

  it("puts the API's field error beside its field, focuses it, and drops it when the field changes", async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(
      SESSION_KEYS.owner,
      JSON.stringify({ token: 'owner-token', expiresAt: '2099-01-01T00:00:00.000Z', email: 'dana@example.com', mode: 'local' }),
    );
    api().on('POST', '/api/create-subscription', apiError(400, 'validation_failed', 'Some fields are invalid.', { businessId: 'Please select a business' }));
    render(<PremiumUpgrade paymentsEnabled publishableKey="pk_test_123" />);
    await fill(user);
    await user.click(submitButton());
    const business = screen.getByLabelText('Business');
    await vi.waitFor(() => expect(description(business)).toContain('Please select a business'));
    expect(business.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(business);
    expect(description(screen.getByLabelText('E-mail'))).toBe('');
    expect($toast.get()).toMatchObject({ title: 'Subscription Error', description: 'Some fields are invalid.' });

    await user.clear(business);
    await user.type(business, 'NoDa');
    await user.click(await screen.findByRole('option', { name: /NoDa Bike Repair/ }));
    expect(description(business)).not.toContain('Please select a business');
    expect(business.getAttribute('aria-invalid')).toBe('false');
  });
});
