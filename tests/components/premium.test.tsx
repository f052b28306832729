/**
 * The premium upgrade (src/islands/premium/PremiumUpgrade) against the fake API: plans,
 * the business picker, the four fields checked with the shared schema as they are left,
 * and what the server refuses (its field message under the field, its message in the
 * toast), with the owner's token when signed in.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PremiumUpgrade from '../../src/islands/premium/PremiumUpgrade';
import { SESSION_KEYS } from '../../src/islands/kit/session';
import { $toast } from '../../src/stores/toast';
import { apiError, fakeApi } from './support/api';
import { businessFixture } from './support/fixtures';
import { description } from './support/described-by';

const PLANS = [
  { id: 1, name: 'Basic', description: 'Featured in search', priceMonthly: 2900, features: ['Featured badge'] },
  { id: 2, name: 'Pro', description: 'Featured everywhere', priceMonthly: 4900, features: ['Featured badge', 'Top of listings'] },
];

function api() {
  return fakeApi()
    .on('GET', '/api/subscription-plans', PLANS)
    .on('GET', '/api/businesses', { businesses: [businessFixture({ isClaimed: true })], total: 1 });
}

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
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByText('Payments are not configured on this server.');
    expect(fake.callsTo('POST', '/api/create-subscription')).toEqual([]);
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
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
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
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toHaveProperty('disabled', true);
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
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
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
