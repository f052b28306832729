/**
 * The Claim Your Business form's state and rules, without React: the values as the form
 * holds them, validation with the shared ClaimFormSchema (directory.md §5), the service-tag
 * limit, the mapping of API field errors onto the form, and the spec's toast texts (§8).
 */
// Before any schema is built: keeps zod from probing `new Function` under the page's CSP.
import { LIMITS, SERVICE_TAGS } from '../../domain/catalog';
import { ClaimFormSchema, WEEKDAYS, type ClaimForm, type Weekday } from '../../domain/forms';
import { own } from '../../domain/lookup';

export const CLAIM_TOASTS = {
  success: {
    title: 'Claim Submitted Successfully',
    description: "We've sent a verification email to your address. Please check your email to complete the claim process.",
  },
  failure: 'Failed to submit claim. Please try again.',
  tagLimit: { title: 'Tag Limit Reached', description: `You can select up to ${LIMITS.serviceTags} service tags.` },
} as const;

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
  /** Honeypot: hidden from people, left empty by them. */
  website2: string;
}

export type TextField = Exclude<keyof ClaimValues, 'serviceTags' | 'businessHours' | 'agreeToTerms'>;

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
    website2: '',
  };
}

/** Error keys in the order the fields appear on the form (the first invalid one gets focus). */
export const FIELD_ORDER: string[] = [
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

/** The element id of a field's control (for focus and labels). */
export function fieldId(key: string): string {
  return `claim-${key.replace('.', '-')}`;
}

export type ClaimErrors = Partial<Record<string, string>>;

/** Validates the whole form: the parsed form, or one message per field (first issue wins). */
export function validateClaim(values: ClaimValues): { ok: true; form: ClaimForm } | { ok: false; errors: ClaimErrors } {
  const result = ClaimFormSchema.safeParse(values);
  if (result.success) return { ok: true, form: result.data };
  const errors: ClaimErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || 'form';
    const field = key.startsWith('serviceTags') ? 'serviceTags' : key;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The first field, in form order, that has an error. */
export function firstInvalidField(errors: ClaimErrors): string | undefined {
  return FIELD_ORDER.find((key) => errors[key]);
}

/**
 * Checks or unchecks a service tag. Checking one more than the limit is refused
 * (`limitReached`), leaving the selection as it was.
 */
export function toggleServiceTag(
  selected: readonly string[],
  tag: string,
  checked: boolean,
  limit: number = LIMITS.serviceTags,
): { tags: string[]; limitReached: boolean } {
  if (!checked) return { tags: selected.filter((t) => t !== tag), limitReached: false };
  if (selected.includes(tag)) return { tags: [...selected], limitReached: false };
  if (selected.length >= limit) return { tags: [...selected], limitReached: true };
  // Keep the catalog's order, whatever order they were ticked in.
  const order = SERVICE_TAGS.map((t) => t.value as string);
  const tags = [...selected, tag].sort((a, b) => rank(order, a) - rank(order, b));
  return { tags, limitReached: false };
}

function rank(order: string[], tag: string): number {
  const index = order.indexOf(tag);
  return index === -1 ? order.length : index;
}

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

/** Field errors of a 400 answer, keyed by the form's fields; unknown keys are dropped. */
export function serverFieldErrors(fields: Record<string, unknown> | undefined): ClaimErrors {
  const errors: ClaimErrors = {};
  if (!fields) return errors;
  for (const [key, message] of Object.entries(fields)) {
    if (typeof message !== 'string') continue;
    const mapped = own(SERVER_FIELDS, key) ?? (key.startsWith('serviceTags') ? 'serviceTags' : key);
    if (FIELD_ORDER.includes(mapped)) errors[mapped] ??= message;
  }
  return errors;
}

/** A new idempotency key for one filled-in form (reused on every retry until it succeeds). */
export { newSubmissionKey } from '../../domain/submission-key';

/** An API error body `{"error": {"message", "fields"?}}`, read leniently. */
export async function readApiError(response: Response): Promise<{ message?: string; fields?: Record<string, unknown> }> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown; fields?: unknown } };
    const message = typeof body?.error?.message === 'string' && body.error.message.trim() ? body.error.message : undefined;
    const fields = body?.error?.fields && typeof body.error.fields === 'object' ? (body.error.fields as Record<string, unknown>) : undefined;
    return { message, fields };
  } catch {
    return {};
  }
}
