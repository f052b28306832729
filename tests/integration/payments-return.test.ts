import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPremiumConfig, loadUpgradeResult } from '../../src/loaders/premium';
import { parseEnv } from '../../src/server/env';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';

/** The loaders behind /premium-upgrade and /upgrade-success, against the fake Stripe server. */
describe('premium page loaders', () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => {
    await stripe?.stop();
  });

  const returnParams = (intent: { id: string; client_secret: string }, redirectStatus = 'succeeded') =>
    new URLSearchParams({ payment_intent: intent.id, payment_intent_client_secret: intent.client_secret, redirect_status: redirectStatus });

  describe('loadPremiumConfig', () => {
    it('enables payments only with both the publishable key and the secret key', () => {
      expect(loadPremiumConfig(parseEnv({}))).toEqual({ paymentsEnabled: false, publishableKey: '' });
      expect(loadPremiumConfig(parseEnv({ PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }))).toEqual({ paymentsEnabled: false, publishableKey: '' });
      expect(loadPremiumConfig(parseEnv(stripe.env()))).toEqual({ paymentsEnabled: true, publishableKey: stripe.env().PUBLIC_STRIPE_PUBLISHABLE_KEY });
    });
  });

  describe('loadUpgradeResult', () => {
    it('reports success only when Stripe says the payment succeeded, whatever redirect_status claims', async () => {
      const env = parseEnv(stripe.env());
      const intent = stripe.addPaymentIntent({ status: 'succeeded' });
      expect(await loadUpgradeResult(returnParams(intent), env)).toEqual({ kind: 'succeeded' });
      const unpaid = stripe.addPaymentIntent({
        status: 'requires_payment_method',
        last_payment_error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
      expect(await loadUpgradeResult(returnParams(unpaid, 'succeeded'), env)).toEqual({ kind: 'failed', message: 'Your card was declined.' });
    });

    it('reports processing, canceled and a payment that still needs the customer', async () => {
      const env = parseEnv(stripe.env());
      expect(await loadUpgradeResult(returnParams(stripe.addPaymentIntent({ status: 'processing' })), env)).toEqual({ kind: 'processing' });
      expect(await loadUpgradeResult(returnParams(stripe.addPaymentIntent({ status: 'canceled' })), env)).toEqual({ kind: 'canceled' });
      expect(await loadUpgradeResult(returnParams(stripe.addPaymentIntent({ status: 'requires_action' })), env)).toEqual({
        kind: 'requires_action',
      });
    });

    it('says there is nothing to show without parameters, and not found for foreign or malformed ones', async () => {
      const env = parseEnv(stripe.env());
      expect(await loadUpgradeResult(new URLSearchParams(), env)).toEqual({ kind: 'missing' });
      expect(await loadUpgradeResult(new URLSearchParams({ payment_intent: 'nope' }), env)).toEqual({ kind: 'not_found' });
      const intent = stripe.addPaymentIntent({ status: 'succeeded' });
      const wrongSecret = new URLSearchParams({ payment_intent: intent.id, payment_intent_client_secret: `${intent.id}_secret_guess` });
      expect(await loadUpgradeResult(wrongSecret, env)).toEqual({ kind: 'not_found' });
      const unknown = new URLSearchParams({ payment_intent: 'pi_unknown', payment_intent_client_secret: 'pi_unknown_secret_x' });
      expect(await loadUpgradeResult(unknown, env)).toEqual({ kind: 'not_found' });
    });

    it('says payments are not configured without keys, and unavailable when Stripe cannot be reached', async () => {
      const intent = stripe.addPaymentIntent({ status: 'succeeded' });
      expect(await loadUpgradeResult(returnParams(intent), parseEnv({}))).toEqual({ kind: 'not_configured' });
      const down = parseEnv({ ...stripe.env(), STRIPE_API_BASE: 'http://127.0.0.1:9' });
      expect(await loadUpgradeResult(returnParams(intent), down)).toEqual({
        kind: 'unavailable',
        message: 'The payment provider could not be reached. Please try again in a moment.',
      });
    });
  });
});
