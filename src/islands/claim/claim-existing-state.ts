/**
 * Claiming a business that is already listed: finding it as you type, and the
 * claim form's rules. Without React. The claim is POST /api/business-claims
 * with the shared BusinessClaimSchema, plus the same terms checkbox as the add-a-business form;
 * the toasts are the claim toasts of ./claim-form-state.ts.
 */
import { z } from 'zod';
import { BusinessClaimSchema, ClaimFormSchema } from '../../domain/forms';
import type { Business } from '../../domain/types';
import type { ClaimMessages } from '../../i18n/en-claim';
import type { Locale } from '../../i18n/locale';

/**
 * The claim of a listed business as the form holds it: the API's BusinessClaimSchema but the
 * language (the page's, not the visitor's to choose), and the same terms box as the
 * add-a-business form (not sent).
 */
export const ExistingClaimFormSchema = BusinessClaimSchema.omit({ locale: true }).extend({ agreeToTerms: ClaimFormSchema.shape.agreeToTerms });

/** The form's empty values for a claim of `businessId`. */
export const emptyExistingClaim = (businessId: number): z.input<typeof ExistingClaimFormSchema> => ({
  businessId,
  claimerName: '',
  claimerEmail: '',
  claimerPhone: '',
  // Unticked until the visitor agrees (the schema takes only a tick).
  agreeToTerms: false as unknown as true,
});

/** The body of POST /api/business-claims: the checked form without its terms box, made on a page in `locale`. */
export function existingClaimBody(form: z.output<typeof ExistingClaimFormSchema>, locale: Locale): z.output<typeof BusinessClaimSchema> {
  const { agreeToTerms: _agreed, ...body } = form;
  return { ...body, locale };
}

/** Shortest text the finder searches for (one letter finds too much to be useful). */
const MIN_FIND_LENGTH = 2;
/** How many matches the finder lists. */
const FIND_LIMIT = 8;
/** Typing pause before the finder asks (ms). */
export const FIND_DEBOUNCE_MS = 250;

/** The search call for what was typed, or undefined when it is too short to search. */
export function findUrl(text: string): string | undefined {
  const query = text.trim();
  if (query.length < MIN_FIND_LENGTH) return undefined;
  return `/api/businesses?${new URLSearchParams({ search: query, limit: String(FIND_LIMIT) })}`;
}

/** What the finder shows of a match. */
export type FoundBusiness = Pick<Business, 'id' | 'slug' | 'businessName' | 'category' | 'address' | 'zipCode' | 'neighborhood' | 'isClaimed'>;

export const toFound = (b: Business): FoundBusiness => ({
  id: b.id,
  slug: b.slug,
  businessName: b.businessName,
  category: b.category,
  address: b.address,
  zipCode: b.zipCode,
  neighborhood: b.neighborhood,
  isClaimed: b.isClaimed,
});

/** The finder's status line in the page's language (`t`: the claim catalog's `find`), read out politely as results change. */
export function findStatus(
  state: { text: string; loading: boolean; failed: boolean; count: number },
  t: Pick<ClaimMessages['find'], 'typeMore' | 'failed' | 'searching' | 'none' | 'one' | 'many'>,
): string {
  if (state.text.trim().length < MIN_FIND_LENGTH) return t.typeMore.replace('{min}', String(MIN_FIND_LENGTH));
  if (state.failed) return t.failed;
  if (state.loading) return t.searching;
  if (state.count === 0) return t.none;
  return state.count === 1 ? t.one : t.many.replace('{count}', String(state.count));
}
