/**
 * One zod schema per form, shared by the island that shows the form and
 * the API handler that receives it. Messages are the spec's, word for word.
 */
import { z } from 'zod';
import { CATEGORY_VALUES, DEFAULT_ZIP_CODE, LIMITS, SELF_DECLARED_TAG_VALUES, WEEKDAYS, type Weekday } from './catalog';
import { SUBMISSION_KEY_PATTERN } from './submission-key';
import { hoursTextError } from './hours';
import { honeypotField } from './honeypot';
import { LOCALES, type Locale } from './locales';

// Before any schema is built: otherwise zod probes `new Function` in the browser, which the
// pages' Content Security Policy (no 'unsafe-eval') blocks and reports.
z.config({ jitless: true });

export const MESSAGES = {
  rating: 'Please select a rating',
  email: 'Please enter a valid email address',
  reviewerName: 'Name must be 100 characters or less',
  reviewText: 'Review must be 300 characters or less',
  businessName: 'Business name is required',
  businessNameLength: 'Business name must be 200 characters or less',
  category: 'Please select a category',
  address: 'Business address is required',
  phone: 'Phone number is required',
  website: 'Please enter a valid website URL',
  description: 'Description must be 800 characters or less',
  serviceTags: 'You can select up to 7 service tags',
  /** A credential tag sent as a service tag: only staff record credentials. */
  credentialTag: 'Licensed, Insured and Verified are recorded by our staff from the evidence you send them, not ticked',
  agreeToTerms: 'You must agree to the terms',
  businessId: 'Please select a business',
  customerName: 'Customer name is required',
  planId: 'Please select a subscription plan',
} as const;

/** Largest id the database's integer columns hold (2^31 - 1); larger ids name nothing. */
export const MAX_ID = 2_147_483_647;

/** The answer to text the database cannot store (NUL) or that is not valid Unicode (a lone surrogate). */
export const INVALID_TEXT_MESSAGE = 'Contains a character that is not allowed (a NUL character or an unpaired surrogate)';

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * True when `value` holds a NUL character (PostgreSQL text cannot store it) or a UTF-16
 * surrogate without its pair (not Unicode: JSON columns and Stripe refuse it). Such text
 * is refused with a 400 naming the field, never passed on.
 */
export function hasInvalidCharacters(value: string): boolean {
  return value.includes('\u0000') || UNPAIRED_SURROGATE.test(value);
}

/**
 * Every text field of every schema starts here: a string without NUL characters or lone
 * surrogates (checked before trimming, so nothing is silently dropped).
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !hasInvalidCharacters(value), { message: INVALID_TEXT_MESSAGE, abort: true });

/**
 * A database id: a whole number from 1 to {@link MAX_ID}, as a number or a string of
 * digits (form values). Anything else (2^31 and up, 1e3, 0x10, true) gets `message`.
 */
export const idField = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,16}\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message),
  );

const trimmed = () => text().trim();
/** An idempotency key chosen by the client (src/domain/submission-key.ts). */
const submissionKey = () => trimmed().regex(SUBMISSION_KEY_PATTERN, 'Submission key must be 8-100 letters, digits, _ or -').optional();
/** A required text field: missing, blank and too long each get a clear message. */
const requiredText = (message: string, max: number, tooLong: string) => text({ error: message }).trim().min(1, message).max(max, tooLong);
export const email = () => text({ error: MESSAGES.email }).trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email));
/** Optional text: empty strings become undefined. */
const optionalText = (max: number, message?: string) =>
  trimmed()
    .max(max, message)
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The language of the page a visitor's form was sent from, stored with what it asks for so the
 * e-mails it brings are written in it: 'en' (the default) or 'es'.
 */
export const localeField = () =>
  z
    .enum(LOCALES, { error: 'Language must be en or es' })
    .optional()
    .transform((value): Locale => value ?? 'en');

export { WEEKDAYS, type Weekday };

/** Opening hours: weekday -> text such as '8:00 AM - 6:00 PM', '9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM' or 'Closed' (read by src/domain/hours.ts). */
export const BusinessHoursSchema = z
  .partialRecord(
    z.enum(WEEKDAYS),
    trimmed()
      .max(60, 'Hours must be 60 characters or less')
      .superRefine((value, ctx) => {
        // One reader of hours text (src/domain/hours.ts): what it cannot read is refused here.
        const error = hoursTextError(value);
        if (error) ctx.addIssue({ code: 'custom', message: error });
      }),
  )
  .transform((hours) => Object.fromEntries(Object.entries(hours).filter(([, value]) => value)) as Partial<Record<Weekday, string>>);

export type BusinessHours = z.infer<typeof BusinessHoursSchema>;

/** Accepts http(s) URLs, and bare domains such as 'example.com' (https:// is added). */
export const websiteUrl = trimmed()
  .max(500, MESSAGES.website)
  .transform((value) => (value && !/^[a-z][a-z0-9+.-]*:/i.test(value) ? `https://${value}` : value))
  .refine((value) => {
    if (!value) return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, MESSAGES.website);

// ---------------------------------------------------------------- review form

export const ReviewFormSchema = z.object({
  rating: z.coerce.number({ error: MESSAGES.rating }).int(MESSAGES.rating).min(1, MESSAGES.rating).max(5, MESSAGES.rating),
  reviewerEmail: email(),
  reviewerName: optionalText(LIMITS.reviewerName, MESSAGES.reviewerName),
  reviewText: optionalText(LIMITS.reviewText, MESSAGES.reviewText),
  ...honeypotField,
  /** Sent again on a retry of the same review: the API then returns the review already stored. */
  submissionKey: submissionKey(),
  /** The business's invitation token, when the page was opened from its invitation link. */
  invitation: text().max(200).optional(),
  locale: localeField(),
});
export type ReviewFormInput = z.input<typeof ReviewFormSchema>;
export type ReviewForm = z.output<typeof ReviewFormSchema>;

// ---------------------------------------------------------------- claim form

const claimerFields = {
  claimerName: optionalText(100, 'Name must be 100 characters or less'),
  claimerEmail: email(),
  claimerPhone: optionalText(40, 'Phone number must be 40 characters or less'),
};

/** The Claim Your Business form as the island holds it. */
export const ClaimFormSchema = z.object({
  businessName: requiredText(MESSAGES.businessName, LIMITS.businessName, MESSAGES.businessNameLength),
  category: z.enum(CATEGORY_VALUES, { error: MESSAGES.category }),
  address: requiredText(MESSAGES.address, 300, 'Address must be 300 characters or less'),
  phone: requiredText(MESSAGES.phone, 40, 'Phone number must be 40 characters or less'),
  email: email(),
  website: websiteUrl.optional().default(''),
  description: trimmed().max(LIMITS.description, MESSAGES.description).default(''),
  serviceTags: z
    .array(z.enum(SELF_DECLARED_TAG_VALUES, { error: MESSAGES.credentialTag }))
    .max(LIMITS.serviceTags, MESSAGES.serviceTags)
    .default([]),
  businessHours: BusinessHoursSchema.default({}),
  ...claimerFields,
  agreeToTerms: z.literal(true, { error: MESSAGES.agreeToTerms }),
  ...honeypotField,
});
export type ClaimFormInput = z.input<typeof ClaimFormSchema>;
export type ClaimForm = z.output<typeof ClaimFormSchema>;

/** The claim as the API takes it: the claimer and the language of the page it was made on (their verification e-mail's). */
const claimerInput = { ...claimerFields, locale: localeField() };

/** Body of POST /api/business-claims. */
export const BusinessClaimSchema = z.object({
  businessId: idField('Business id must be a positive whole number'),
  ...claimerInput,
});
export type BusinessClaimInput = z.input<typeof BusinessClaimSchema>;

/**
 * Body of POST /api/businesses. With `claim`, the business and its claim
 * are stored in one transaction; `submissionKey` makes a retried submission return the
 * business already created instead of a duplicate.
 */
export const NewBusinessSchema = z.object({
  businessName: ClaimFormSchema.shape.businessName,
  category: ClaimFormSchema.shape.category,
  address: ClaimFormSchema.shape.address,
  zipCode: trimmed()
    .regex(/^\d{5}$/, 'ZIP code must be 5 digits')
    .default(DEFAULT_ZIP_CODE),
  phone: ClaimFormSchema.shape.phone,
  email: email(),
  website: websiteUrl.optional().transform((value) => value || undefined),
  shortDescription: trimmed().max(LIMITS.shortDescription, 'Short description must be 200 characters or less').default(''),
  longDescription: ClaimFormSchema.shape.description,
  businessHours: BusinessHoursSchema.default({}),
  serviceTags: ClaimFormSchema.shape.serviceTags,
  claim: z.object(claimerInput).optional(),
  submissionKey: submissionKey(),
  ...honeypotField,
});
export type NewBusinessInput = z.input<typeof NewBusinessSchema>;
export type NewBusiness = z.output<typeof NewBusinessSchema>;

/** The POST /api/businesses payload the claim form sends. */
export function newBusinessPayload(form: ClaimForm, submissionKey: string, locale: Locale): NewBusinessInput {
  return {
    businessName: form.businessName,
    category: form.category,
    address: form.address,
    zipCode: DEFAULT_ZIP_CODE,
    phone: form.phone,
    email: form.email,
    ...(form.website ? { website: form.website } : {}),
    shortDescription: form.description.slice(0, LIMITS.shortDescription),
    longDescription: form.description,
    businessHours: form.businessHours,
    serviceTags: form.serviceTags,
    claim: { claimerName: form.claimerName, claimerEmail: form.claimerEmail, claimerPhone: form.claimerPhone, locale },
    submissionKey,
  };
}

// ---------------------------------------------------------------- upgrade form

export const SubscriptionFormSchema = z.object({
  businessId: idField(MESSAGES.businessId),
  customerName: requiredText(MESSAGES.customerName, 100, 'Customer name must be 100 characters or less'),
  customerEmail: email(),
  planId: idField(MESSAGES.planId),
});
export type SubscriptionFormInput = z.input<typeof SubscriptionFormSchema>;
export type SubscriptionForm = z.output<typeof SubscriptionFormSchema>;
