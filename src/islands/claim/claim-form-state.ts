/**
 * The Claim Your Business form's state, without React: the values as the form holds them
 * (checked with the shared ClaimFormSchema), the mapping of API field
 * errors onto the form, and the claim toasts' texts (CLAIM_TOASTS, word for word as specified).
 */
// Before any schema is built: keeps zod from probing `new Function` under the page's CSP.
import { LIMITS } from '../../domain/catalog';
import { WEEKDAYS, type Weekday } from '../../domain/forms';
import { own } from '../../domain/lookup';
import type { ClaimMessages } from '../../i18n/en-claim';

export const CLAIM_TOASTS = {
  success: {
    title: 'Claim Submitted Successfully',
    description: "We've sent a verification email to your address. Please check your email to complete the claim process.",
  },
  /** The claim is stored (or was already) but no e-mail went out now: say what is true. */
  noEmail: {
    title: 'Claim Received',
    description:
      'No new e-mail was sent: this address already got a verification link for a claim recently. Use that link to confirm your address; our team reviews every claim.',
  },
  failure: 'Failed to submit claim. Please try again.',
  tagLimit: { title: 'Tag Limit Reached', description: `You can select up to ${LIMITS.serviceTags} service tags.` },
} as const;

/** The claim toasts in the page's language (English: {@link CLAIM_TOASTS}). */
export function claimToasts(t: ClaimMessages['toasts']) {
  return {
    success: { title: t.successTitle, description: t.successText },
    noEmail: { title: t.noEmailTitle, description: t.noEmailText },
    failure: t.failure,
    tagLimit: { title: t.tagLimitTitle, description: t.tagLimitText.replace('{max}', String(LIMITS.serviceTags)) },
  };
}

/** The form's values exactly as typed. */
export interface ClaimValues {
  businessName: string;
  category: string;
  address: string;
  phone: string;
  email: string;
  website: string;
  description: string;
  serviceTags: string[];
  businessHours: Record<Weekday, string>;
  claimerName: string;
  claimerEmail: string;
  claimerPhone: string;
  agreeToTerms: boolean;
  /** The honeypot (src/domain/honeypot.ts): hidden from people, left empty by them. */
  homepage: string;
}

export function emptyClaimValues(): ClaimValues {
  return {
    businessName: '',
    category: '',
    address: '',
    phone: '',
    email: '',
    website: '',
    description: '',
    serviceTags: [],
    businessHours: Object.fromEntries(WEEKDAYS.map((day) => [day, ''])) as Record<Weekday, string>,
    claimerName: '',
    claimerEmail: '',
    claimerPhone: '',
    agreeToTerms: false,
    homepage: '',
  };
}

/** The form's fields in the order they appear (the first invalid one gets focus). */
const FIELD_ORDER: string[] = [
  'businessName',
  'category',
  'address',
  'phone',
  'email',
  'website',
  'description',
  'serviceTags',
  ...WEEKDAYS.map((day) => `businessHours.${day}`),
  'claimerName',
  'claimerEmail',
  'claimerPhone',
  'agreeToTerms',
];

/** API field names (POST /api/businesses) -> the form's fields. */
const SERVER_FIELDS: Record<string, string> = {
  longDescription: 'description',
  shortDescription: 'description',
  'claim.claimerName': 'claimerName',
  'claim.claimerEmail': 'claimerEmail',
  'claim.claimerPhone': 'claimerPhone',
  claimerName: 'claimerName',
  claimerEmail: 'claimerEmail',
  claimerPhone: 'claimerPhone',
};

/** Field errors of a 400 answer, keyed by the form's fields in form order; unknown keys are dropped. */
export function serverFieldErrors(fields: Record<string, unknown> | undefined): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields ?? {})) {
    if (typeof message !== 'string') continue;
    const mapped = own(SERVER_FIELDS, key) ?? (key.startsWith('serviceTags') ? 'serviceTags' : key);
    if (FIELD_ORDER.includes(mapped)) found[mapped] ??= message;
  }
  return Object.fromEntries(FIELD_ORDER.filter((key) => key in found).map((key) => [key, found[key] as string]));
}

/** A new idempotency key for one filled-in form (reused on every retry until it succeeds). */
export { newSubmissionKey } from '../../domain/submission-key';
