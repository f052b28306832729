/**
 * Upgrade to Premium:
 * plan cards from GET /api/subscription-plans, the business information form (business
 * picker, customer name, e-mail, plan), then POST /api/create-subscription and the payment
 * step. The payment step and Stripe.js are a separate chunk, fetched only when it is reached.
 *
 * The form is on the island kit (src/islands/kit/forms.ts, fields.tsx): react-hook-form
 * checked with SubscriptionFormSchema, the schema the API handler reads the request with.
 * A field is checked when it is left and again as it changes; its message sits under it
 * (aria-invalid, aria-describedby); submit stays disabled until the schema takes all four
 * fields; the API's field errors go on their fields and its message in a toast.
 *
 * Without payment keys (`paymentsEnabled` false, known when the page is rendered) the form
 * still validates, and submitting says plainly that payments are not configured instead of
 * failing at the last step.
 */
import { Suspense, lazy, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { SubscriptionFormSchema, type SubscriptionFormInput } from '../../domain/forms';
import type { SubscriptionPlan } from '../../domain/types';
import { showToast } from '../../stores/toast';
import { CLAIM_FIRST_TEXT } from '../../domain/owner';
import { apiJson, apiResult } from '../kit/api';
import { FieldShell, INPUT_CLASS, KitFormProvider, errorOf, type ShellProps } from '../kit/fields';
import { showServerErrors, useZodForm } from '../kit/forms';
import { loadSession } from '../kit/session';
import { BusinessPicker, type PickedBusiness } from './BusinessPicker';
import { TEXT, emptyValues, planPrice, isComplete, isMostPopular, type Field } from './premium-state';

const PaymentStep = lazy(() => import('./PaymentStep'));

export interface PremiumUpgradeProps {
  paymentsEnabled: boolean;
  publishableKey: string;
}

type PlansState = { state: 'loading' } | { state: 'loaded'; plans: SubscriptionPlan[] } | { state: 'failed' };

function priceText(plan: SubscriptionPlan) {
  const { amount, period } = planPrice(plan.priceMonthly);
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
        const { amount, period } = planPrice(plan.priceMonthly);
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

/** What a field's control receives: the kit's attributes, aria-describedby always set. */
type ControlAttrs = Parameters<ShellProps['children']>[0] & { 'aria-describedby': string };

/**
 * The kit's FieldShell for one field of the form, with the form's message for it.
 * aria-describedby always names the message's slot, which is always there and empty while
 * the field is valid (as before the form moved to the kit; tests/e2e/premium.test.ts reads
 * each message through it).
 */
function UpgradeField({ name, label, className, children }: { name: Field; label: string; className?: string; children: (attrs: ControlAttrs) => ReactNode }) {
  const { formState } = useFormContext<SubscriptionFormInput>();
  return (
    <FieldShell name={name} label={label} className={className} error={errorOf(formState.errors, name)}>
      {(attrs) => children({ ...attrs, 'aria-describedby': `${attrs.id}-error` })}
    </FieldShell>
  );
}

/** The business picker as the form's `businessId` (the pick's id as text, '' without one). */
function BusinessField({ business, onPick }: { business: PickedBusiness | null; onPick: (business: PickedBusiness | null) => void }) {
  const { field } = useController<SubscriptionFormInput, 'businessId'>({ name: 'businessId' });
  return (
    <UpgradeField name="businessId" label="Business">
      {(attrs) => (
        <BusinessPicker
          inputId={attrs.id}
          inputRef={field.ref}
          value={business}
          required
          invalid={Boolean(attrs['aria-invalid'])}
          describedBy={attrs['aria-describedby']}
          onChange={(picked) => {
            onPick(picked);
            field.onChange(picked ? String(picked.id) : '');
          }}
          onBlur={field.onBlur}
        />
      )}
    </UpgradeField>
  );
}

/** The plan select, controlled: a plan chosen from the link or a card is set before its option exists. */
function PlanField({ plans }: { plans: SubscriptionPlan[] }) {
  const { field } = useController<SubscriptionFormInput, 'planId'>({ name: 'planId' });
  return (
    <UpgradeField name="planId" label="Subscription plan" className="md:col-span-2">
      {(attrs) => (
        <select
          {...attrs}
          ref={field.ref}
          name={field.name}
          required
          className={INPUT_CLASS}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        >
          <option value="">Select a plan</option>
          {plans.map((plan) => (
            <option key={plan.id} value={String(plan.id)}>
              {plan.name} ({priceText(plan)})
            </option>
          ))}
        </select>
      )}
    </UpgradeField>
  );
}

export default function PremiumUpgrade({ paymentsEnabled, publishableKey }: PremiumUpgradeProps) {
  const formId = useId();
  const [plans, setPlans] = useState<PlansState>({ state: 'loading' });
  const [plansAttempt, setPlansAttempt] = useState(0);
  const form = useZodForm(SubscriptionFormSchema, { defaultValues: emptyValues(), mode: 'onTouched' });
  const { getValues, setValue, watch } = form;
  const [business, setBusiness] = useState<PickedBusiness | null>(null);
  // Read at render: the notice that uses it shows only after a business is picked (never in the server render).
  const ownerSignedIn = typeof window !== 'undefined' && Boolean(loadSession('owner'));
  const [notice, setNotice] = useState<string | null>(null);
  const [payment, setPayment] = useState<{ clientSecret: string; plan: SubscriptionPlan } | null>(null);
  const paymentRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    apiJson<SubscriptionPlan[]>('/api/subscription-plans').then(
      (list) => {
        if (!live) return;
        setPlans({ state: 'loaded', plans: list });
        const wanted = new URLSearchParams(window.location.search).get('plan');
        if (wanted && list.some((plan) => String(plan.id) === wanted) && !getValues('planId')) setValue('planId', wanted);
      },
      (error: unknown) => {
        console.error(TEXT.plansError, error);
        if (live) setPlans({ state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [plansAttempt, getValues, setValue]);

  // A change to any field takes back the last submit's notice.
  useEffect(() => watch(() => setNotice(null)).unsubscribe, [watch]);

  useEffect(() => {
    if (payment) paymentRef.current?.focus();
  }, [payment]);

  const ready = isComplete(watch());
  const selectedPlan = watch('planId');
  const submitting = form.formState.isSubmitting;
  const loadedPlans = plans.state === 'loaded' ? plans.plans : [];

  const submit = form.handleSubmit(async (values) => {
    if (!paymentsEnabled) {
      setNotice(TEXT.notConfigured);
      return;
    }
    const plan = loadedPlans.find((p) => p.id === values.planId);
    try {
      // An owner's session, when there is one, ties the plan to their account.
      const answer = await apiResult<{ clientSecret?: string }>('/api/create-subscription', { json: values, auth: 'owner' });
      if (!answer.ok) {
        if (answer.error.kind !== 'http') throw answer.error;
        showServerErrors(form, answer.error);
        showToast({ title: TEXT.subscriptionErrorTitle, description: answer.error.serverMessage ?? TEXT.subscriptionErrorFallback, variant: 'destructive' });
        return;
      }
      const { clientSecret } = answer.data;
      if (!clientSecret || !plan) throw new Error('No client secret in the answer');
      setPayment({ clientSecret, plan });
    } catch (error) {
      console.error(TEXT.subscriptionErrorFallback, error);
      showToast({ title: TEXT.subscriptionErrorTitle, description: TEXT.subscriptionErrorFallback, variant: 'destructive' });
    }
  });

  return (
    <div className="space-y-12">
      <section aria-labelledby={`${formId}-plans`}>
        <h2 id={`${formId}-plans`} className="text-2xl font-semibold text-slate-900">
          Choose your plan
        </h2>
        <div className="mt-8">
          <PlanCards
            plans={plans}
            selectedId={typeof selectedPlan === 'string' ? selectedPlan : ''}
            onChoose={(plan) => setValue('planId', String(plan.id), { shouldValidate: true, shouldTouch: true, shouldDirty: true })}
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
          <KitFormProvider form={form}>
            <form className="mt-6 grid gap-5 md:grid-cols-2" noValidate onSubmit={submit} aria-label="Business information">
              <div className="md:col-span-2">
                <BusinessField business={business} onPick={setBusiness} />
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
              <UpgradeField name="customerName" label="Your name">
                {(attrs) => (
                  <input {...attrs} {...form.register('customerName')} type="text" autoComplete="name" maxLength={100} required className={INPUT_CLASS} />
                )}
              </UpgradeField>
              <UpgradeField name="customerEmail" label="E-mail">
                {(attrs) => (
                  <input
                    {...attrs}
                    {...form.register('customerEmail')}
                    type="email"
                    inputMode="email"
                    autoComplete="email"
                    maxLength={254}
                    required
                    className={INPUT_CLASS}
                  />
                )}
              </UpgradeField>
              <PlanField plans={loadedPlans} />
              <div className="md:col-span-2">
                {notice && (
                  <div role="alert" className="mb-4 rounded-md border border-amber-400 bg-amber-50 p-4 text-sm text-amber-950">
                    <p className="font-semibold">{notice}</p>
                    <p className="mt-1">No payment can be taken here, so no subscription was started. Please contact us to upgrade.</p>
                  </div>
                )}
                <div className="flex flex-wrap items-center gap-3">
                  <button type="submit" className="btn-primary" disabled={!ready || submitting}>
                    {submitting ? 'Creating subscription…' : 'Continue to Payment'}
                  </button>
                  {!ready && <p className="text-sm text-slate-700">Fill in all four fields to continue.</p>}
                </div>
              </div>
            </form>
          </KitFormProvider>
        </section>
      )}
    </div>
  );
}
