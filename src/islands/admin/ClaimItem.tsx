/** One claim in a list, with Approve and Deny (with a reason): used by Recent Activity and the claims queue. */
import { useState, type ReactNode } from 'react';
import { ADMIN_TOASTS, ClaimDenySchema } from '../../domain/admin';
import { showToast } from '../../stores/toast';
import { describeError } from '../kit/api';
import { useAdmin } from './context';
import { ReasonForm } from './ui';

/** Approve / deny a claim, with the spec's toasts; `onDone` runs after a decision is stored. */
export function useClaimActions(onDone: () => void) {
  const { request, refreshStats } = useAdmin();
  const [busy, setBusy] = useState<number | null>(null);
  const approve = async (id: number) => {
    setBusy(id);
    try {
      await request(`/api/business-claims/${id}/verify`, { method: 'PUT' });
      showToast({ ...ADMIN_TOASTS.claimVerified });
      refreshStats();
      onDone();
    } catch (error) {
      showToast({ title: ADMIN_TOASTS.claimVerifyFailed, description: describeError(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  const deny = async (id: number, reason: string, note: string) => {
    setBusy(id);
    try {
      await request(`/api/business-claims/${id}/deny`, { method: 'PUT', json: { reason, ...(note.trim() ? { note } : {}) } });
      showToast({ ...ADMIN_TOASTS.claimDenied });
      refreshStats();
      onDone();
    } catch (error) {
      showToast({ title: ADMIN_TOASTS.claimDenyFailed, description: describeError(error), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return { busy, approve, deny };
}

export type ClaimActions = ReturnType<typeof useClaimActions>;

/** A claim's list item: its details (children), and for a pending claim the decision buttons and the deny form. */
export function ClaimItem(props: {
  claim: { id: number; businessName?: string; claimerEmail?: string; emailVerifiedAt?: string | null };
  pending: boolean;
  actions: ClaimActions;
  className: string;
  children: ReactNode;
}) {
  const { claim, pending, actions, className, children } = props;
  const [denying, setDenying] = useState(false);
  const busy = actions.busy === claim.id;
  return (
    <li className={className} data-claim-id={claim.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        {children}
        {pending && (
          <div className="flex gap-2">
            <button type="button" className="btn-primary" disabled={busy} onClick={() => void actions.approve(claim.id)}>
              Approve<span className="sr-only"> claim for {claim.businessName}</span>
            </button>
            <button type="button" className="btn-secondary" aria-expanded={denying} disabled={busy} onClick={() => setDenying(!denying)}>
              Deny<span className="sr-only"> claim for {claim.businessName}</span>
            </button>
          </div>
        )}
      </div>
      {pending && denying && (
        <ReasonForm
          legend={`Deny the claim for ${claim.businessName}`}
          schema={ClaimDenySchema}
          confirmLabel="Deny claim"
          busy={busy}
          onConfirm={(reason, note) => void actions.deny(claim.id, reason, note)}
          onCancel={() => setDenying(false)}
        >
          <p className="mt-1 text-sm text-slate-700">
            {claim.emailVerifiedAt
              ? `The reason is e-mailed to ${claim.claimerEmail}, who confirmed the address.`
              : 'The claimer never confirmed the e-mail address, so nobody is told.'}
          </p>
        </ReasonForm>
      )}
    </li>
  );
}
