/**
 * Claiming a business that is already listed (issue 12): finding it as you type, and the
 * claim form's rules. Without React. The claim is POST /api/business-claims (directory.md §7)
 * with the shared BusinessClaimSchema, plus the same terms checkbox as the add-a-business form;
 * the toasts are the spec's claim texts (§8).
 */
import { z } from 'zod';
import { BusinessClaimSchema, ClaimFormSchema } from '../../domain/forms';
import type { Business } from '../../domain/types';

/** The claim of a listed business as the form holds it. */
const ExistingClaimFormSchema = BusinessClaimSchema.extend({ agreeToTerms: ClaimFormSchema.shape.agreeToTerms });

export interface ExistingClaimValues {
  claimerName: string;
  claimerEmail: string;
  claimerPhone: string;
  agreeToTerms: boolean;
}

export const emptyExistingClaim = (): ExistingClaimValues => ({ claimerName: '', claimerEmail: '', claimerPhone: '', agreeToTerms: false });

export const EXISTING_FIELD_ORDER = ['claimerName', 'claimerEmail', 'claimerPhone', 'agreeToTerms'] as const;

/** Validates the claim of `businessId`: the request body, or one message per field. */
export function validateExistingClaim(
  businessId: number,
  values: ExistingClaimValues,
): { ok: true; body: z.output<typeof BusinessClaimSchema> } | { ok: false; errors: Partial<Record<string, string>> } {
  const result = ExistingClaimFormSchema.safeParse({ businessId, ...values });
  if (result.success) {
    const { agreeToTerms: _agreed, ...body } = result.data;
    return { ok: true, body };
  }
  const errors: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) errors[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return { ok: false, errors };
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

/** The finder's status line, read out politely as results change. */
export function findStatus(state: { text: string; loading: boolean; failed: boolean; count: number }): string {
  if (state.text.trim().length < MIN_FIND_LENGTH) return `Type at least ${MIN_FIND_LENGTH} letters of your business name.`;
  if (state.failed) return 'Search failed. Please try again.';
  if (state.loading) return 'Searching...';
  if (state.count === 0) return 'No listed business matches. Add it below.';
  return state.count === 1 ? '1 listed business matches.' : `${state.count} listed businesses match.`;
}
