/**
 * Credentials: what a business is shown as because our staff saw the evidence, never because
 * the business ticked it. "Licensed" rests on a licence number and the authority that issued
 * it, "Insured" on the insurer and the policy, each with the date it runs out; "Verified" is
 * the staff's verification of the business itself (`isVerified`, set when staff approve a
 * claim). An owner asks for a credential from the dashboard with the evidence; staff approve
 * (recording what they saw) or refuse (with the reason the owner is told). A credential counts
 * on the page, the cards and the filters only while approved and unexpired, checked against
 * Charlotte's date whenever it is read: an expired one disappears by itself.
 * Their words (expiry, badge titles, owners' notices): ./credential-text.ts; the forms' schemas: ./credential-forms.ts. Decision record: docs/decisions/0028-credentials-only-staff-record.md.
 */

export const CREDENTIAL_KINDS = ['licensed', 'insured'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const CREDENTIAL_LABELS: Record<CredentialKind, string> = { licensed: 'Licensed', insured: 'Insured' };

type CredentialStatus = 'pending' | 'approved' | 'refused';

/** A credential as the public sees it: approved and unexpired. */
export type PublicCredential =
  { kind: 'licensed'; licenceNumber: string; issuingAuthority: string; expiresOn: string } | { kind: 'insured'; insurer: string; expiresOn: string };

/** A credential record as the owner and staff see it. */
export interface CredentialRecord {
  id: number;
  businessId: number;
  businessName: string;
  kind: CredentialKind;
  /** 'expired' is an approved record past its date (computed when read, never stored). */
  status: CredentialStatus | 'expired';
  /** Who asked: an owner from the dashboard, staff directly, or a tag the business had ticked before credentials were recorded. */
  source: 'owner' | 'staff' | 'service_tag';
  licenceNumber: string | null;
  issuingAuthority: string | null;
  insurer: string | null;
  policyNumber: string | null;
  /** YYYY-MM-DD: the last day it is valid; null when the request did not say. */
  expiresOn: string | null;
  ownerNote: string | null;
  /** Why staff refused it (the owner was told). */
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

/** The credentials a card shows, in a fixed order: licensed, insured, verified (the card writes them in the page's language). */
export function credentialBadges(business: { credentials?: readonly PublicCredential[] | null; isVerified?: boolean }): Array<CredentialKind | 'verified'> {
  const kinds = new Set((business.credentials ?? []).map((c) => c.kind));
  const badges: Array<CredentialKind | 'verified'> = CREDENTIAL_KINDS.filter((kind) => kinds.has(kind));
  if (business.isVerified === true) badges.push('verified');
  return badges;
}
