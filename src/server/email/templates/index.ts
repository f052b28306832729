/** Every e-mail kind's template, by kind: the one list the outbox renders and queues from. */
import type { EmailKind } from '../../../domain/admin';
import type { OutboxRow } from '../message';
import type { EmailTemplate } from '../render';
import { alertBroken, alertConfirmation, alertDigest } from './alert';
import { claimDenied } from './claim-denied';
import { claimVerification } from './claim-verification';
import { ownerDecision } from './owner-decision';
import { isLegacyOwnerInvitation, ownerInvitation } from './owner-invitation';
import { passwordReset } from './password-reset';
import { quoteAnswer, quoteClosed, quoteConfirmation, quoteRequest } from './quote';
import { reviewConfirmation } from './review-confirmation';
import { reviewInvitation } from './review-invitation';
import { staffInvitation } from './staff-invitation';

const TEMPLATES = {
  claim_verification: claimVerification,
  claim_denied: claimDenied,
  staff_invitation: staffInvitation,
  owner_invitation: ownerInvitation,
  review_invitation: reviewInvitation,
  review_confirmation: reviewConfirmation,
  owner_decision: ownerDecision,
  password_reset: passwordReset,
  quote_confirmation: quoteConfirmation,
  quote_request: quoteRequest,
  quote_answer: quoteAnswer,
  quote_closed: quoteClosed,
  alert_confirmation: alertConfirmation,
  alert_digest: alertDigest,
  alert_broken: alertBroken,
} satisfies Record<EmailKind, EmailTemplate<never>>;

/** The payload each kind's template takes. */
export type EmailPayloads = { [K in EmailKind]: (typeof TEMPLATES)[K] extends EmailTemplate<infer P> ? P : never };

/** The template of `kind`. */
export function templateOf<K extends EmailKind>(kind: K): EmailTemplate<EmailPayloads[K]> {
  return TEMPLATES[kind] as EmailTemplate<EmailPayloads[K]>;
}

/** The template a stored row renders with (older owner invitations were stored as staff invitations). */
export function templateOfRow(row: Pick<OutboxRow, 'kind'>, payload: unknown): EmailTemplate<unknown> {
  const kind = row.kind === 'staff_invitation' && isLegacyOwnerInvitation(payload) ? 'owner_invitation' : row.kind;
  return TEMPLATES[kind] as EmailTemplate<unknown>;
}
