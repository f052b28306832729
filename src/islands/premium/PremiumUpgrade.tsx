/**
 * Upgrade to Premium (directory.md §2, §4 "Subscription flow", §5 "Upgrade form", §8, §9):
 * plan cards from GET /api/subscription-plans, the business information form (business
 * picker, customer name, e-mail, plan; submit disabled until all four are valid, the shared
 * schema's messages under each field), then POST /api/create-subscription and the payment
 * step. The payment step and Stripe.js are a separate chunk, fetched only when it is reached.
 *
 * Without payment keys (`paymentsEnabled` false, known when the page is rendered) the form
 * still validates, and submitting says plainly that payments are not configured instead of
 * failing at the last step.
 */
import { Suspense, lazy, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import type { SubscriptionPlan } from '../../domain/types';
import { showToast } from '../../stores/toast';
import { CLAIM_FIRST_TEXT } from '../../domain/owner';
import { loadOwnerSession } from '../owner/owner-client';
import { BusinessPicker, type PickedBusiness } from './BusinessPicker';
import {
  FIELDS,
  TEXT,
  emptyValues,
  formatPrice,
  isMostPopular,
  readApiFailure,
  validateUpgrade,
  type Field,
  type UpgradeErrors,
  type UpgradeValues,
} from './premium-state';

const PaymentStep = lazy(() => import('./PaymentStep'));

export interface PremiumUpgradeProps {
  paymentsEnabled: boolean;
  publishableKey: string;
}

type PlansState = { state: 'loading' } | { state: 'loaded'; plans: SubscriptionPlan[] } | { state: 'failed' };

const inputClass = 'mt-1 block w-full rounded-md border border-slate-500 bg-white px-3 py-2 text-sm text-slate-900 aria-[invalid=true]:border-red-700';

function priceText(plan: SubscriptionPlan) {
  const { amount, period } = formatPrice(plan.priceMonthly);
  return `${amount}${period}`;
}

function PlanCards({
  plans,
  selectedId,
  onChoose,
  onRetry,
}: {
  plans: PlansState;
  selectedId: string;
  onChoose: (plan: SubscriptionPlan) => void;
  onRetry: () => void;
}) {
  if (plans.state === 'loading') {
    return (
      <div className="grid gap-6 md:grid-cols-3" aria-busy="true">
        <p role="status" className="sr-only">
          Loading subscription plans…
        </p>
        {[0, 1, 2].map((i) => (
          <div key={i} className="card h-72 animate-pulse bg-slate-100" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (plans.state === 'failed') {
    return (
      <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-800">
        <p className="font-medium">{TEXT.plansError}</p>
        <button type="button" className="btn-secondary mt-3" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (!plans.plans.length) return <p className="text-slate-700">No plans are on offer right now.</p>;
  return (
    <ul className="grid gap-6 md:grid-cols-3" aria-label="Subscription plans">
      {plans.plans.map((plan) => {
        const popular = isMostPopular(plan);
        const selected = String(plan.id) === selectedId;
        const { amount, period } = formatPrice(plan.priceMonthly);
        return (
          <li
            key={plan.id}
            data-plan-card
            className={`card relative flex flex-col p-6 ${popular ? 'border-2 border-brand-700' : ''} ${selected ? 'ring-4 ring-brand-100' : ''}`}
          >
            {popular && (
              <span className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white">
                {TEXT.mostPopular}
              </span>
            )}
            <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
            <p className="mt-2 text-slate-900" data-price>
              <span className="text-3xl font-bold">{amount}</span>
              <span className="text-sm text-slate-700">{period}</span>
            </p>
            {plan.description && <p className="mt-2 text-sm text-slate-700">{plan.description}</p>}
            <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800" aria-label={`${plan.name} features`}>
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 fill-accent-600">
                    <path d="M7.7 13.3 4.4 10l-1.2 1.2 4.5 4.5 9.6-9.6-1.2-1.2z" />
                  </svg>
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={`mt-6 ${selected || popular ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={selected}
              onClick={() => onChoose(plan)}
            >
              {selected ? `${plan.name} selected` : `Choose ${plan.name}`}
            </button>
          </li>
        );
      })}
    </ul>
  );
}

export default function PremiumUpgrade({ paymentsEnabled, publishableKey }: PremiumUpgradeProps) {
  const formId = useId();
  const fieldId = (field: Field) => `${formId}-${field}`;
  const [plans, setPlans] = useState<PlansState>({ state: 'loading' });
  const [plansAttempt, setPlansAttempt] = useState(0);
  const [values, setValues] = useState<UpgradeValues>(emptyValues);
  const [business, setBusiness] = useState<PickedBusiness | null>(null);
  // Read at render: the notice that uses it shows only after a business is picked (never in the server render).
  const ownerSignedIn = typeof window !== 'undefined' && Boolean(loadOwnerSession());
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<UpgradeErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [payment, setPayment] = useState<{ clientSecret: string; plan: SubscriptionPlan } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const paymentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    fetch('/api/subscription-plans', { credentials: 'include' })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
        return (await response.json()) as SubscriptionPlan[];
      })
      .then(
        (list) => {
          if (!live) return;
          setPlans({ state: 'loaded', plans: list });
          const wanted = new URLSearchParams(window.location.search).get('plan');
          if (wanted && list.some((plan) => String(plan.id) === wanted)) {
            setValues((current) => (current.planId ? current : { ...current, planId: wanted }));
          }
        },
        (error: unknown) => {
          console.error(TEXT.plansError, error);
          if (live) setPlans({ state: 'failed' });
        },
      );
    return () => {
      live = false;
    };
  }, [plansAttempt]);

  useEffect(() => {
    if (payment) paymentRef.current?.focus();
  }, [payment]);

  const validation = validateUpgrade(values);
  const clientErrors: UpgradeErrors = validation.ok ? {} : validation.errors;
  const errorFor = (field: Field) => (touched[field] ? (clientErrors[field] ?? serverErrors[field]) : serverErrors[field]);
  const loadedPlans = plans.state === 'loaded' ? plans.plans : [];

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
    setNotice(null);
  };
  const touch = (field: Field) => setTouched((current) => ({ ...current, [field]: true }));

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const result = validateUpgrade(values);
    if (!result.ok) {
      setTouched(Object.fromEntries(FIELDS.map((f) => [f, true])));
      const first = FIELDS.find((f) => result.errors[f]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    if (!paymentsEnabled) {
      setNotice(TEXT.notConfigured);
      return;
    }
    const plan = loadedPlans.find((p) => p.id === result.form.planId);
    setSubmitting(true);
    try {
      const owner = loadOwnerSession();
      const response = await fetch('/api/create-subscription', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', ...(owner ? { authorization: `Bearer ${owner.token}` } : {}) },
        body: JSON.stringify(result.form),
      });
      if (!response.ok) {
        const failure = await readApiFailure(response);
        if (failure.fields) {
          const fields = Object.fromEntries(Object.entries(failure.fields).filter(([key]) => (FIELDS as readonly string[]).includes(key)));
          setServerErrors(fields);
        }
        showToast({ title: TEXT.subscriptionErrorTitle, description: failure.message ?? TEXT.subscriptionErrorFallback, variant: 'destructive' });
        return;
      }
      const { clientSecret } = (await response.json()) as { clientSecret?: string };
      if (!clientSecret || !plan) throw new Error('No client secret in the answer');
      setPayment({ clientSecret, plan });
    } catch (error) {
      console.error(TEXT.subscriptionErrorFallback, error);
      showToast({ title: TEXT.subscriptionErrorTitle, description: TEXT.subscriptionErrorFallback, variant: 'destructive' });
    } finally {
      setSubmitting(false);
    }
  };

  const describedBy = (field: Field) => `${fieldId(field)}-error`;
  const errorText = (field: Field) => (
    <p id={describedBy(field)} className="mt-1 min-h-5 text-sm font-medium text-red-700">
      {errorFor(field)}
    </p>
  );

  return (
    <div className="space-y-12">
      <section aria-labelledby={`${formId}-plans`}>
        <h2 id={`${formId}-plans`} className="text-2xl font-semibold text-slate-900">
          Choose your plan
        </h2>
        <div className="mt-8">
          <PlanCards
            plans={plans}
            selectedId={values.planId}
            onChoose={(plan) => {
              set('planId', String(plan.id));
              touch('planId');
            }}
            onRetry={() => {
              setPlans({ state: 'loading' });
              setPlansAttempt((n) => n + 1);
            }}
          />
        </div>
      </section>

      {payment ? (
        <div ref={paymentRef} tabIndex={-1} className="outline-none">
          <Suspense
            fallback={
              <p role="status" className="card p-5 text-sm text-slate-700">
                Loading the secure payment form…
              </p>
            }
          >
            <PaymentStep
              publishableKey={publishableKey}
              clientSecret={payment.clientSecret}
              planName={payment.plan.name}
              priceLabel={priceText(payment.plan)}
              onBack={() => setPayment(null)}
            />
          </Suspense>
        </div>
      ) : (
        <section aria-labelledby={`${formId}-business`} className="card p-5 sm:p-8">
          <h2 id={`${formId}-business`} className="text-2xl font-semibold text-slate-900">
            Business information
          </h2>
          <p className="mt-1 text-sm text-slate-700">All four fields are required.</p>
          <form ref={formRef} className="mt-6 grid gap-5 md:grid-cols-2" noValidate onSubmit={onSubmit} aria-label="Business information">
            <div className="md:col-span-2">
              <label htmlFor={fieldId('businessId')} className="block text-sm font-medium text-slate-900">
                Business
              </label>
              <BusinessPicker
                inputId={fieldId('businessId')}
                value={business}
                required
                invalid={Boolean(errorFor('businessId'))}
                describedBy={describedBy('businessId')}
                onChange={(picked) => {
                  setBusiness(picked);
                  set('businessId', picked ? String(picked.id) : '');
                }}
                onBlur={() => touch('businessId')}
              />
              {errorText('businessId')}
              {business && business.isClaimed === false && (
                <p className="mt-1 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-slate-900" role="status" data-claim-first>
                  {CLAIM_FIRST_TEXT}.{' '}
                  <a className="font-medium text-brand-800 underline" href="/claim-business">
                    Claim your business
                  </a>
                  ; once our team verifies the claim, you can feature it from your owner account.
                </p>
              )}
              {business?.isClaimed && !ownerSignedIn && (
                <p className="mt-1 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm text-slate-900" role="status" data-owner-sign-in>
                  Only the owner of this business can upgrade it.{' '}
                  <a className="font-medium text-brand-800 underline" href="/owner">
                    Sign in to your owner account
                  </a>{' '}
                  first.
                </p>
              )}
            </div>
            <div>
              <label htmlFor={fieldId('customerName')} className="block text-sm font-medium text-slate-900">
                Your name
              </label>
              <input
                id={fieldId('customerName')}
                type="text"
                autoComplete="name"
                maxLength={100}
                required
                aria-invalid={Boolean(errorFor('customerName'))}
                aria-describedby={describedBy('customerName')}
                className={inputClass}
                value={values.customerName}
                onChange={(event) => set('customerName', event.target.value)}
                onBlur={() => touch('customerName')}
              />
              {errorText('customerName')}
            </div>
            <div>
              <label htmlFor={fieldId('customerEmail')} className="block text-sm font-medium text-slate-900">
                E-mail
              </label>
              <input
                id={fieldId('customerEmail')}
                type="email"
                inputMode="email"
                autoComplete="email"
                maxLength={254}
                required
                aria-invalid={Boolean(errorFor('customerEmail'))}
                aria-describedby={describedBy('customerEmail')}
                className={inputClass}
                value={values.customerEmail}
                onChange={(event) => set('customerEmail', event.target.value)}
                onBlur={() => touch('customerEmail')}
              />
              {errorText('customerEmail')}
            </div>
            <div className="md:col-span-2">
              <label htmlFor={fieldId('planId')} className="block text-sm font-medium text-slate-900">
                Subscription plan
              </label>
              <select
                id={fieldId('planId')}
                required
                aria-invalid={Boolean(errorFor('planId'))}
                aria-describedby={describedBy('planId')}
                className={inputClass}
                value={values.planId}
                onChange={(event) => set('planId', event.target.value)}
                onBlur={() => touch('planId')}
              >
                <option value="">Select a plan</option>
                {loadedPlans.map((plan) => (
                  <option key={plan.id} value={String(plan.id)}>
                    {plan.name} ({priceText(plan)})
                  </option>
                ))}
              </select>
              {errorText('planId')}
            </div>
            <div className="md:col-span-2">
              {notice && (
                <div role="alert" className="mb-4 rounded-md border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950">
                  <p className="font-semibold">{notice}</p>
                  <p className="mt-1">No payment can be taken here, so no subscription was started. Please contact us to upgrade.</p>
                </div>
              )}
              <div className="flex flex-wrap items-center gap-3">
                <button type="submit" className="btn-primary" disabled={!validation.ok || submitting}>
                  {submitting ? 'Creating subscription…' : 'Continue to Payment'}
                </button>
                {!validation.ok && <p className="text-sm text-slate-700">Fill in all four fields to continue.</p>}
              </div>
            </div>
          </form>
        </section>
      )}
    </div>
  );
}
