/**
 * The dashboard's first screen: the four stat cards,
 * Recent Activity (the 3 most recent pending claims with Approve and Deny), Quick Actions, status
 * cards and the Categories list.
 */
import { useEffect, useState } from 'react';
import { ADMIN_TOASTS, mostRecentClaims } from '../../domain/admin';
import { CATEGORIES } from '../../domain/catalog';
import type { AdminStats, BusinessClaim } from '../../domain/types';
import { showToast } from '../../stores/toast';
import { formatDateTime } from './admin-client';
import { describeError } from '../kit/api';
import { queryKeys } from '../kit/query';
import { useAdmin } from './context';
import { useAdminQuery } from './queue';
import type { ViewId } from './views';
import { useExport } from './ImportExport';
import { ClaimItem, useClaimActions } from './ClaimItem';
import { Badge, Empty, ErrorText, Loading, Panel } from './ui';
import { AdminAlerts } from '../alerts/AdminAlerts';
import type { AlertRunResult } from '../../domain/alerts';

const STAT_CARDS: Array<{ key: 'totalBusinesses' | 'pendingReviews' | 'pendingClaims' | 'premiumListings'; label: string; view: ViewId }> = [
  { key: 'totalBusinesses', label: 'Total Businesses', view: 'overview' },
  { key: 'pendingReviews', label: 'Pending Reviews', view: 'reviews' },
  { key: 'pendingClaims', label: 'Claim Requests', view: 'claims' },
  { key: 'premiumListings', label: 'Premium Listings', view: 'overview' },
];

export function Overview({ go }: { go: (view: ViewId) => void }) {
  const { request, requestJson, config } = useAdmin();
  const statsQuery = useAdminQuery<AdminStats>('/api/admin/stats', queryKeys.admin.stats());
  const claimsQuery = useAdminQuery<BusinessClaim[]>('/api/business-claims/pending');
  const stats = statsQuery.data ?? null;
  const statsError = statsQuery.error ? ADMIN_TOASTS.statsFailed : '';
  const claims = claimsQuery.data ?? (claimsQuery.error ? [] : null);
  const claimsError = claimsQuery.error ? ADMIN_TOASTS.pendingClaimsFailed : '';
  const [rebuilding, setRebuilding] = useState(false);
  const { exporting, exportBusinesses } = useExport();

  // Each failed load says so once.
  useEffect(() => {
    if (statsQuery.error) showToast({ title: ADMIN_TOASTS.statsFailed, description: describeError(statsQuery.error), variant: 'destructive' });
  }, [statsQuery.error]);
  useEffect(() => {
    if (claimsQuery.error) showToast({ title: ADMIN_TOASTS.pendingClaimsFailed, description: describeError(claimsQuery.error), variant: 'destructive' });
  }, [claimsQuery.error]);

  const loadClaims = () => void claimsQuery.refetch({ cancelRefetch: false });
  const actions = useClaimActions(loadClaims);
  const recent = mostRecentClaims(claims ?? []);

  const rebuild = async () => {
    setRebuilding(true);
    try {
      await request('/api/admin/rebuild', { method: 'POST' });
      showToast({ ...ADMIN_TOASTS.rebuildStarted });
    } catch (error) {
      showToast({ title: ADMIN_TOASTS.rebuildFailed, description: describeError(error), variant: 'destructive' });
    } finally {
      setRebuilding(false);
    }
  };

  return (
    <div className="space-y-6">
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" tabIndex={-1} className="sr-only">
          Overview
        </h2>
        {statsError && <ErrorText>{statsError}</ErrorText>}
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STAT_CARDS.map((card) => (
            <li key={card.key} className="card p-5" data-stat={card.key}>
              <p className="text-sm font-medium text-slate-700">{card.label}</p>
              <p className="mt-2 text-3xl font-bold text-slate-900" data-stat-value>
                {stats ? stats[card.key].toLocaleString('en-US') : '...'}
              </p>
              {card.view !== 'overview' && (
                <button type="button" className="mt-2 text-sm font-medium text-brand-700 underline" onClick={() => go(card.view)}>
                  Open queue
                  <span className="sr-only"> for {card.label}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel
            title="Recent Activity"
            id="recent-activity"
            actions={
              <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={() => go('claims')}>
                All pending claims
              </button>
            }
          >
            {claims === null ? (
              <Loading />
            ) : claimsError ? (
              <ErrorText>{claimsError}</ErrorText>
            ) : recent.length === 0 ? (
              <Empty>No pending claims.</Empty>
            ) : (
              <ul className="divide-y divide-slate-200" aria-label="Pending claims">
                {recent.map((claim) => (
                  <ClaimItem key={claim.id} claim={claim} pending actions={actions} className="py-3">
                    <div>
                      <p className="font-semibold text-slate-900">{claim.businessName}</p>
                      <p className="text-sm text-slate-700">
                        Claimed by {claim.claimerName ?? claim.claimerEmail} ({claim.claimerEmail}) on {formatDateTime(claim.submittedAt)}
                      </p>
                    </div>
                  </ClaimItem>
                ))}
              </ul>
            )}
          </Panel>
        </div>

        <Panel title="Quick Actions" id="quick-actions">
          <ul className="grid gap-2">
            <li>
              <button type="button" className="btn-secondary w-full" onClick={() => go('add-business')}>
                Add New Business
              </button>
            </li>
            <li>
              <button type="button" className="btn-secondary w-full" onClick={() => go('import-export')}>
                Bulk Import
              </button>
            </li>
            <li>
              <button type="button" className="btn-secondary w-full" disabled={exporting} onClick={() => void exportBusinesses()}>
                {exporting ? 'Exporting...' : 'Export Data'}
              </button>
            </li>
            <li>
              <button type="button" className="btn-secondary w-full" onClick={() => go('analytics')}>
                View Analytics
              </button>
            </li>
            {config.rebuildConfigured && (
              <li>
                <button type="button" className="btn-secondary w-full" disabled={rebuilding} onClick={() => void rebuild()}>
                  {rebuilding ? 'Starting rebuild...' : 'Rebuild site'}
                </button>
              </li>
            )}
          </ul>
        </Panel>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Panel title="Status" id="status-cards">
            <ul className="grid gap-3 sm:grid-cols-3">
              <li className="rounded-md border border-slate-200 p-4">
                <p className="text-sm font-medium text-slate-700">Staff sign-in</p>
                <p className="mt-1 font-semibold text-slate-900">{config.authMode === 'supabase' ? 'Supabase Auth' : 'Local staff accounts'}</p>
              </li>
              <li className="rounded-md border border-slate-200 p-4">
                <p className="text-sm font-medium text-slate-700">Claim e-mail</p>
                <p className="mt-1 font-semibold text-slate-900">{config.emailProvider ? 'Sent with Resend' : 'Not sent: kept in the Outbox'}</p>
              </li>
              <li className="rounded-md border border-slate-200 p-4">
                <p className="text-sm font-medium text-slate-700">Site rebuild</p>
                <p className="mt-1 font-semibold text-slate-900">
                  {config.buildTarget === 'netlify'
                    ? 'Netlify build hook'
                    : config.buildTarget === 'local'
                      ? 'Local rebuild (this server)'
                      : 'Not available on this server'}
                </p>
              </li>
            </ul>
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title="Saved-search alerts" id="alerts">
            <AdminAlerts
              stats={stats}
              run={async () => {
                const result = await requestJson<AlertRunResult>('/api/admin/saved-searches/run', { method: 'POST' });
                // The counters include the digests this run queued.
                await statsQuery.refetch();
                return result;
              }}
            />
          </Panel>
          <Panel title="Categories" id="categories">
            <ul className="divide-y divide-slate-200 text-sm">
              {CATEGORIES.map((category) => (
                <li key={category.value} className="flex items-center justify-between py-2">
                  <a className="font-medium text-brand-700 underline" href={`/charlotte/${category.value}`}>
                    {category.label}
                  </a>
                  <Badge tone="green">Active</Badge>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </div>
    </div>
  );
}
