/**
 * The payment step of the upgrade flow, in its own chunk: Stripe.js (from
 * '@stripe/stripe-js/pure', so nothing loads before this step) and the Payment Element.
 * Confirming sends the customer to /upgrade-success, which checks the payment's real status.
 * If Stripe.js cannot load (offline, blocked), the step says so and offers to try again.
 */
import { useCallback, useEffect, useState, type SubmitEvent } from 'react';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { showToast } from '../../stores/toast';
import { TEXT, returnUrl } from './premium-state';

interface Props {
  publishableKey: string;
  clientSecret: string;
  /** What the customer pays, e.g. '$49.99/month'. */
  priceLabel: string;
  planName: string;
  onBack: () => void;
}

type Loaded = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js did not start');
  return stripe;
}

function CheckoutForm({ priceLabel, onBack }: Pick<Props, 'priceLabel' | 'onBack'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [paying, setPaying] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    setMessage(null);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl(window.location.origin) },
    });
    // Only reached when the payment could not be confirmed; success leaves the page.
    const text = error?.message ?? 'The payment could not be completed.';
    setMessage(text);
    showToast({ title: TEXT.paymentFailedTitle, description: text, variant: 'destructive' });
    setPaying(false);
  };

  return (
    <form onSubmit={onSubmit} aria-label="Payment details" noValidate>
      <PaymentElement onReady={() => setReady(true)} onLoadError={() => setMessage(TEXT.stripeLoadFailed)} />
      {message && (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
          <span className="block font-semibold">{TEXT.paymentFailedTitle}</span>
          {message}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={!stripe || !elements || !ready || paying}>
          {paying ? 'Processing…' : `Pay ${priceLabel}`}
        </button>
        <button type="button" className="btn-secondary" onClick={onBack} disabled={paying}>
          Back
        </button>
      </div>
    </form>
  );
}

export default function PaymentStep({ publishableKey, clientSecret, priceLabel, planName, onBack }: Props) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadStripeJs(publishableKey).then(
      (stripe) => live && setLoaded({ state: 'ready', stripe }),
      (error: unknown) => {
        console.error('Stripe.js failed to load', error);
        if (live) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);

  const retry = useCallback(() => {
    setLoaded({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const options: StripeElementsOptions = {
    clientSecret,
    appearance: { theme: 'stripe', variables: { colorPrimary: '#174ea3', fontFamily: 'system-ui, sans-serif' } },
  };

  return (
    <section aria-labelledby="payment-heading" className="card p-5 sm:p-8">
      <h2 id="payment-heading" className="text-xl font-semibold text-slate-900">
        Payment
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {planName}: {priceLabel}, billed monthly. Card details go straight to Stripe, our payment provider; this site never sees them.
      </p>
      <div className="mt-6" aria-busy={loaded.state === 'loading'}>
        {loaded.state === 'loading' && (
          <p role="status" className="text-sm text-slate-700">
            Loading the secure payment form…
          </p>
        )}
        {loaded.state === 'failed' && (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-sm text-red-800">
            <p className="font-medium">{TEXT.stripeLoadFailed}</p>
            <div className="mt-3 flex gap-3">
              <button type="button" className="btn-primary" onClick={retry}>
                Try again
              </button>
              <button type="button" className="btn-secondary" onClick={onBack}>
                Back
              </button>
            </div>
          </div>
        )}
        {loaded.state === 'ready' && (
          <Elements stripe={loaded.stripe} options={options}>
            <CheckoutForm priceLabel={priceLabel} onBack={onBack} />
          </Elements>
        )}
      </div>
    </section>
  );
}
