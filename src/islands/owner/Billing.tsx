/** Featured plan: plan, price, next renewal and past invoices; "Manage billing" opens Stripe's customer portal. */
import { useState } from 'react';
import type { OwnerListing } from '../../domain/owner';
import { apiJson } from '../kit/api';
import { queryKeys, useApiQuery } from '../kit/query';
import type { OwnerBillingView } from './types';
import { formatCents } from '../../domain/money';
import { useOwnerText } from './words';

/** A word of `words` by Stripe's status, or the status itself when it is new to us. */
const named = (words: Readonly<Record<string, string>>, status: string | null) => (status === null ? '' : (words[status] ?? status));

export function Billing({ listings }: { listings: OwnerListing[] }) {
  const query = useApiQuery<OwnerBillingView>(queryKeys.owner.billing(), '/api/owner/billing', { auth: 'owner' });
  const billing = query.data;
  const [portalError, setError] = useState('');
  const { w, describe, date, fill } = useOwnerText();
  const t = w.billing;
  // The plans' names are the product's, in English as the server gives them.
  const english = w.intl === 'en-US' ? undefined : 'en';
  const error = portalError || (query.error ? describe(query.error) : '');
  const portal = async (businessId: number) => {
    setError('');
    try {
      const { url } = await apiJson<{ url: string }>('/api/owner/billing-portal', { method: 'POST', json: { businessId }, auth: 'owner' });
      window.location.assign(url);
    } catch (failure) {
      setError(describe(failure));
    }
  };
  const unfeatured = listings.filter((l) => !billing?.plans.some((p) => p.businessId === l.id));
  return (
    <section aria-labelledby="owner-billing" className="card p-5">
      <h2 id="owner-billing" className="text-2xl font-semibold text-slate-900">
        {t.heading}
      </h2>
      {error && (
        <p role="alert" className="mt-2 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {billing && billing.plans.length === 0 && <p className="mt-2 text-slate-700">{t.none}</p>}
      <ul className="mt-3 space-y-3">
        {billing?.plans.map((plan) => (
          <li key={plan.businessId} className="rounded-md border border-slate-300 p-3" data-plan={plan.businessId}>
            <p className="font-semibold text-slate-900">{plan.businessName}</p>
            <p className="text-slate-800">
              <span lang={english}>{plan.planName}</span>: {fill(t.price, { price: formatCents(plan.priceMonthly), status: named(t.status, plan.status) })}
              {plan.nextRenewal ? fill(t.renews, { date: date(plan.nextRenewal) }) : ''}
            </p>
            <button type="button" className="btn-secondary mt-2" onClick={() => void portal(plan.businessId)}>
              {t.manage}
            </button>
          </li>
        ))}
      </ul>
      {unfeatured.length > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          {t.feature}{' '}
          {unfeatured.map((l, i) => (
            <span key={l.id}>
              {i > 0 && ', '}
              <a className="text-brand-800 underline" href={w.paths.premium}>
                {l.businessName}
              </a>
            </span>
          ))}
        </p>
      )}
      {billing && billing.invoices.length > 0 && (
        <table className="mt-4 w-full text-sm">
          <caption className="text-left font-semibold text-slate-900">{t.invoices}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-2 py-1 text-left">
                {t.date}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {t.amount}
              </th>
              <th scope="col" className="px-2 py-1 text-left">
                {t.invoiceStatus}
              </th>
            </tr>
          </thead>
          <tbody>
            {billing.invoices.map((invoice) => (
              <tr key={invoice.id} className="border-t border-slate-200">
                <td className="px-2 py-1">
                  {invoice.url ? (
                    <a className="text-brand-800 underline" href={invoice.url}>
                      {date(invoice.created)}
                    </a>
                  ) : (
                    date(invoice.created)
                  )}
                </td>
                <td className="px-2 py-1 text-right tabular-nums">{formatCents(invoice.amount, invoice.currency)}</td>
                <td className="px-2 py-1">{named(t.invoiceStatuses, invoice.status)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
