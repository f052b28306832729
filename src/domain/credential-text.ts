/** The words of credentials (src/domain/credentials.ts): expiry dates, badge titles and what owners are told. */
import { CREDENTIAL_LABELS, type CredentialKind, type PublicCredential } from './credentials';
import { longDate } from './dates';

/** The date a credential runs out, as people read it: 'March 31, 2027'. */
export function expiryText(expiresOn: string): string {
  return longDate(`${expiresOn}T12:00:00Z`);
}

/** What the badge says of a credential when asked (its title and screen-reader text). */
export function credentialDetail(credential: PublicCredential): string {
  return credential.kind === 'licensed'
    ? `Licence ${credential.licenceNumber}, issued by ${credential.issuingAuthority}, valid until ${expiryText(credential.expiresOn)}`
    : `Insured by ${credential.insurer} until ${expiryText(credential.expiresOn)}`;
}

interface Notice {
  subject: string;
  body: string;
}

/** What the owner is told when staff approve a credential. */
export function credentialApprovedNotice(businessName: string, evidence: { kind: CredentialKind; expiresOn: string }): Notice {
  const label = CREDENTIAL_LABELS[evidence.kind];
  return {
    subject: `${businessName} now shows “${label}”`,
    body: `Our staff checked the evidence you sent and recorded it: ${businessName} shows “${label}” until ${expiryText(evidence.expiresOn)}. After that day it no longer shows; send the renewed ${evidence.kind === 'licensed' ? 'licence' : 'policy'} from your dashboard before then.`,
  };
}

/** What the owner is told when staff refuse a credential, with their reason. */
export function credentialRefusedNotice(businessName: string, kind: CredentialKind, reason: string): Notice {
  const label = CREDENTIAL_LABELS[kind];
  return {
    subject: `${businessName}: “${label}” was not recorded`,
    body: `Our staff did not record “${label}” for ${businessName}. Reason: ${reason}. You can send the evidence again from your dashboard.`,
  };
}

/** What the owner is told when staff withdraw a recorded credential before its expiry, with their reason. */
export function credentialWithdrawnNotice(businessName: string, kind: CredentialKind, reason: string): Notice {
  const label = CREDENTIAL_LABELS[kind];
  return {
    subject: `${businessName}: “${label}” no longer shows`,
    body: `Our staff withdrew “${label}” from ${businessName}. Reason: ${reason}. You can send new evidence from your dashboard.`,
  };
}
