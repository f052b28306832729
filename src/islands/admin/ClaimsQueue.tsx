/** Claims: pending queue (approve / deny with a reason) and the decided ones, with paging. */
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, type AdminClaim, type Page } from '../../domain/admin';
import type { ClaimStatus } from '../../domain/types';
import { formatDateTime } from './admin-client';
import { describeError } from '../kit/api';
import { usePagedQuery } from './queue';
import { ClaimItem, useClaimActions } from './ClaimItem';
import { Badge, Empty, ErrorText, Loading, Pager, Panel } from './ui';

const STATUS_LABELS: Record<ClaimStatus, string> = { pending: 'Pending', verified: 'Approved', denied: 'Denied' };

export function ClaimsQueue() {
  const [status, setStatus] = useState<ClaimStatus>('pending');
  const {
    page,
    setPage,
    data,
    error: failure,
    load,
    busy,
  } = usePagedQuery<Page<AdminClaim>>(`/api/business-claims?status=${status}`, (value) => value.items.length);
  const error = failure ? `Failed to fetch claims: ${describeError(failure)}` : '';

  const actions = useClaimActions(load);

  return (
    <Panel
      title="Claims"
      id="claims-heading"
      busy={busy}
      actions={
        <div className="flex items-center gap-2 text-sm">
          <label htmlFor="claim-status" className="font-medium text-slate-900">
            Show
          </label>
          <select
            id="claim-status"
            className="rounded-md border border-slate-500 bg-white px-2 py-1"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as ClaimStatus);
              setPage(1);
            }}
          >
            <option value="pending">Pending</option>
            <option value="verified">Approved</option>
            <option value="denied">Denied</option>
          </select>
        </div>
      }
    >
      <p className="mb-4 text-sm text-slate-700">
        Approving a claim marks the business as claimed and verified (shown as “Claimed by the owner” and “Verified”). It never makes a business Licensed or
        Insured: those show only from evidence recorded under Credentials. Claimers confirm their e-mail address with the link we send them.
      </p>
      {error && <ErrorText>{error}</ErrorText>}
      {!data ? (
        !error && <Loading />
      ) : data.items.length === 0 ? (
        <Empty>{status === 'pending' ? 'No pending claims.' : `No ${STATUS_LABELS[status].toLowerCase()} claims.`}</Empty>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={`${STATUS_LABELS[status]} claims`}>
          {data.items.map((claim) => (
            <ClaimItem key={claim.id} claim={claim} pending={claim.status === 'pending'} actions={actions} className="py-4">
              <div className="space-y-1">
                <p className="font-semibold text-slate-900">
                  {claim.businessStatus === 'published' ? (
                    <a className="text-brand-700 underline" href={`/charlotte/listing/${claim.businessSlug}`}>
                      {claim.businessName}
                    </a>
                  ) : (
                    claim.businessName
                  )}{' '}
                  {claim.businessStatus !== 'published' && (
                    <Badge tone="amber">Business {claim.businessStatus === 'pending' ? 'unpublished' : 'rejected'}</Badge>
                  )}
                </p>
                <p className="text-sm text-slate-700">
                  {claim.claimerName ?? 'No name given'} · {claim.claimerEmail}
                  {claim.claimerPhone ? ` · ${claim.claimerPhone}` : ''}
                </p>
                <p className="text-sm text-slate-700">
                  Submitted {formatDateTime(claim.submittedAt)}{' '}
                  {claim.emailVerifiedAt ? <Badge tone="green">E-mail confirmed</Badge> : <Badge>E-mail not confirmed</Badge>}
                </p>
                {claim.status !== 'pending' && (
                  <p className="text-sm text-slate-700">
                    {STATUS_LABELS[claim.status]} {formatDateTime(claim.decidedAt)}
                    {claim.decisionReason ? `: ${claim.decisionReason}` : ''}
                  </p>
                )}
              </div>
            </ClaimItem>
          ))}
        </ul>
      )}
      {data && <Pager page={page} total={data.total} size={ADMIN_PAGE_SIZE} onPage={setPage} label="Claims" />}
    </Panel>
  );
}
