/**
 * Quote requests: which categories take them, the questions of each category,
 * the one form schema shared by the island (src/islands/quotes) and the API handler, the
 * limits, and the shapes the API answers with. Pure: no server imports.
 */
import { z } from 'zod';
import { FILTER_NEIGHBORHOODS } from './catalog';
import { MESSAGES, idField, localeField, text } from './forms';
import { isIsoDate } from './iso-date';
import { QUOTE_CATEGORIES, QUOTE_LIMITS, type QuoteCategory } from './quote-categories';
import { formatDollarAmount } from './money';
import { honeypotField } from './honeypot';
import type { Locale } from './locales';

export { isIsoDate };

export const QUOTE_MESSAGES = {
  businessIds: 'Please choose at least one business',
  tooManyBusinesses: `You can ask at most ${QUOTE_LIMITS.businesses} businesses at once`,
  duplicateBusiness: 'Each business can be chosen once',
  cannotReceive: 'This business cannot receive quote requests yet',
  categoryMismatch: 'This business is not in the chosen category',
  category: 'Please choose a category that takes quote requests',
  name: 'Please enter your name',
  nameLength: 'Name must be 100 characters or less',
  details: `Details must be ${QUOTE_LIMITS.details.toLocaleString('en-US')} characters or less`,
  phoneNeeded: 'Please enter a phone number to be called or texted',
  phone: 'Please enter a valid phone number',
  contactBy: 'Please choose how you would like to be contacted',
  date: 'Please enter a date as YYYY-MM-DD',
  zip: 'Please enter a 5-digit ZIP code',
  toPlace: 'Please enter the ZIP code or the neighborhood you are moving to',
  required: 'This field is required',
  tooLong: 'This answer is too long',
  choice: 'Please choose one of the options',
  replyKind: 'Please choose to send a quote or to decline',
  price: 'Please enter a price in dollars',
  priceRange: 'The highest price must not be lower than the lowest',
  replyMessage: `Message must be ${QUOTE_LIMITS.replyMessage.toLocaleString('en-US')} characters or less`,
} as const;

// ---------------------------------------------------------------- dates

const isoDate = (message = QUOTE_MESSAGES.date) => text({ error: message }).trim().refine(isIsoDate, message);

/** How far ahead a quote request's dates may be. */
export const QUOTE_DATE_MONTHS_AHEAD = 18;

/** `iso` (YYYY-MM-DD) plus `months`, clamped to the month's last day (2026-08-31 + 6 = 2027-02-28). */
export function addMonths(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/** A date answer between today and {@link QUOTE_DATE_MONTHS_AHEAD} months ahead, the message naming the question. */
function futureDate(label: string, today: string) {
  const latest = addMonths(today, QUOTE_DATE_MONTHS_AHEAD);
  return isoDate()
    .refine((value) => !isIsoDate(value) || value >= today, `${label} cannot be in the past`)
    .refine((value) => !isIsoDate(value) || value <= latest, `${label} must be within ${QUOTE_DATE_MONTHS_AHEAD} months (by ${formatIsoDate(latest)})`);
}

// ---------------------------------------------------------------- the questions of each category

interface QuestionOption {
  value: string;
  label: string;
}

/** One question of a category's part of the form: the island renders it, the schema checks it. */
export interface Question {
  name: string;
  label: string;
  kind: 'date' | 'zip' | 'text' | 'select' | 'checkbox';
  required?: boolean;
  /** Longest answer (text kinds). */
  max?: number;
  options?: readonly QuestionOption[];
  hint?: string;
}

const NEIGHBORHOOD_OPTIONS: QuestionOption[] = FILTER_NEIGHBORHOODS.map((n) => ({ value: n.value, label: n.label }));

export const QUESTIONS: Record<QuoteCategory, readonly Question[]> = {
  'movers-packers': [
    { name: 'moveDate', label: 'Move date', kind: 'date', required: true },
    { name: 'fromZip', label: 'Moving from (ZIP code)', kind: 'zip', required: true },
    { name: 'toZip', label: 'Moving to (ZIP code)', kind: 'zip', hint: 'Or choose the neighborhood below.' },
    { name: 'toNeighborhood', label: 'Moving to (neighborhood)', kind: 'select', options: NEIGHBORHOOD_OPTIONS },
    { name: 'homeSize', label: 'Home size', kind: 'text', required: true, max: 60, hint: 'For example "2 bedrooms" or "studio".' },
    {
      name: 'access',
      label: 'Stairs or elevator',
      kind: 'select',
      options: [
        { value: 'ground', label: 'Ground floor or house' },
        { value: 'stairs', label: 'Stairs' },
        { value: 'elevator', label: 'Elevator' },
      ],
    },
    { name: 'packingHelp', label: 'I would like help with packing', kind: 'checkbox' },
  ],
  'cleaning-services': [
    {
      name: 'cleaningType',
      label: 'Kind of cleaning',
      kind: 'select',
      required: true,
      options: [
        { value: 'move-out', label: 'Move-out cleaning' },
        { value: 'move-in', label: 'Move-in cleaning' },
        { value: 'deep', label: 'Deep cleaning' },
        { value: 'regular', label: 'Regular cleaning' },
      ],
    },
    { name: 'date', label: 'Preferred date', kind: 'date' },
    { name: 'zip', label: 'ZIP code of the home', kind: 'zip', required: true },
    { name: 'homeSize', label: 'Home size', kind: 'text', max: 60, hint: 'For example "3 bedrooms, 2 baths".' },
  ],
  'storage-junk-removal': [
    {
      name: 'service',
      label: 'What you need',
      kind: 'select',
      required: true,
      options: [
        { value: 'storage', label: 'A storage unit' },
        { value: 'junk-removal', label: 'Junk removal' },
        { value: 'both', label: 'Both' },
      ],
    },
    { name: 'date', label: 'From when', kind: 'date' },
    { name: 'zip', label: 'ZIP code', kind: 'zip', required: true },
    { name: 'size', label: 'How much', kind: 'text', max: 100, hint: 'For example "10x10 unit" or "a sofa and a mattress".' },
  ],
  'realtors-rentals': [
    {
      name: 'lookingTo',
      label: 'You are looking to',
      kind: 'select',
      required: true,
      options: [
        { value: 'rent', label: 'Rent' },
        { value: 'buy', label: 'Buy' },
        { value: 'sell', label: 'Sell' },
      ],
    },
    { name: 'neighborhood', label: 'Neighborhood', kind: 'select', options: NEIGHBORHOOD_OPTIONS },
    { name: 'budget', label: 'Budget', kind: 'text', max: 60, hint: 'For example "$1,800 a month".' },
    { name: 'bedrooms', label: 'Bedrooms', kind: 'text', max: 20 },
    { name: 'moveDate', label: 'Move-in date', kind: 'date' },
  ],
  'pet-services': [
    { name: 'pet', label: 'Your pet', kind: 'text', required: true, max: 60, hint: 'For example "dog, 40 lb".' },
    { name: 'service', label: 'Service', kind: 'text', required: true, max: 100, hint: 'For example "boarding", "grooming" or "a first vet visit".' },
    { name: 'date', label: 'Preferred date', kind: 'date' },
    { name: 'zip', label: 'ZIP code', kind: 'zip' },
  ],
  'specialty-services': [
    { name: 'service', label: 'Service', kind: 'text', required: true, max: 100 },
    { name: 'date', label: 'Preferred date', kind: 'date' },
    { name: 'zip', label: 'ZIP code', kind: 'zip' },
  ],
};

function questionSchema(question: Question, today: string): z.ZodType {
  const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
  let schema: z.ZodType;
  switch (question.kind) {
    case 'date':
      schema = futureDate(question.label, today);
      break;
    case 'zip':
      schema = text({ error: QUOTE_MESSAGES.zip })
        .trim()
        .regex(/^\d{5}$/, QUOTE_MESSAGES.zip);
      break;
    case 'select':
      schema = z.enum(question.options!.map((o) => o.value) as [string, ...string[]], { error: QUOTE_MESSAGES.choice });
      break;
    case 'checkbox':
      return z.boolean({ error: QUOTE_MESSAGES.choice }).optional().default(false);
    default:
      schema = text({ error: QUOTE_MESSAGES.required })
        .trim()
        .min(1, QUOTE_MESSAGES.required)
        .max(question.max ?? 200, QUOTE_MESSAGES.tooLong);
  }
  return z.preprocess(blankToUndefined, question.required ? schema : schema.optional());
}

/** The schema of one category's answers; unknown keys are dropped. */
function answersSchema(category: QuoteCategory, today: string) {
  const shape = Object.fromEntries(QUESTIONS[category].map((q) => [q.name, questionSchema(q, today)]));
  const schema = z.object(shape);
  if (category !== 'movers-packers') return schema;
  return schema.superRefine(
    (answers, ctx) => {
      if (!answers.toZip && !answers.toNeighborhood) ctx.addIssue({ code: 'custom', path: ['toZip'], message: QUOTE_MESSAGES.toPlace });
    },
    // Also when another answer is missing, so every missing field is named at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

export type QuoteAnswers = Record<string, string | boolean | undefined>;

// ---------------------------------------------------------------- the request form

export const CONTACT_METHODS = [
  { value: 'email', label: 'E-mail' },
  { value: 'phone', label: 'Phone call' },
  { value: 'text', label: 'Text message' },
] as const;
export type ContactMethod = (typeof CONTACT_METHODS)[number]['value'];

const PHONE = /^[+()\d][\d\s().+-]{6,28}$/;

/**
 * POST /api/quote-requests and the island's form, as of `today` (YYYY-MM-DD in Charlotte, `isoDay`
 * in ./dates.ts), which bounds the dates the questions ask for. Whether each
 * business can receive requests and is in `category` is checked by the server against the
 * database. Every field is checked at once: the category's answers are checked even when a
 * contact field is missing, so the form flags all of them on the first submit.
 */
export function quoteRequestSchema(today: string) {
  return z
    .object({
      businessIds: z
        .array(idField(QUOTE_MESSAGES.businessIds), { error: QUOTE_MESSAGES.businessIds })
        .min(1, QUOTE_MESSAGES.businessIds)
        .max(QUOTE_LIMITS.businesses, QUOTE_MESSAGES.tooManyBusinesses)
        .refine((ids) => new Set(ids).size === ids.length, QUOTE_MESSAGES.duplicateBusiness),
      category: z.enum(QUOTE_CATEGORIES, { error: QUOTE_MESSAGES.category }),
      answers: z.record(text(), z.unknown(), { error: QUOTE_MESSAGES.required }),
      name: text({ error: QUOTE_MESSAGES.name }).trim().min(1, QUOTE_MESSAGES.name).max(100, QUOTE_MESSAGES.nameLength),
      email: text({ error: MESSAGES.email }).trim().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email)),
      phone: text({ error: QUOTE_MESSAGES.phone })
        .trim()
        .max(30, QUOTE_MESSAGES.phone)
        .optional()
        .transform((value) => value || undefined)
        .refine((value) => value === undefined || PHONE.test(value), QUOTE_MESSAGES.phone),
      details: text({ error: QUOTE_MESSAGES.details }).trim().max(QUOTE_LIMITS.details, QUOTE_MESSAGES.details).optional().default(''),
      contactBy: z.enum(['email', 'phone', 'text'], { error: QUOTE_MESSAGES.contactBy }).optional().default('email'),
      locale: localeField(),
      ...honeypotField,
    })
    .superRefine(
      (input, ctx) => {
        const { category, answers, contactBy, phone } = input as Partial<typeof input>;
        if (typeof category === 'string' && (QUOTE_CATEGORIES as readonly string[]).includes(category) && answers && typeof answers === 'object') {
          const parsed = answersSchema(category, today).safeParse(answers);
          if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom', path: ['answers', ...issue.path] } as never);
        }
        if ((contactBy === 'phone' || contactBy === 'text') && !phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: QUOTE_MESSAGES.phoneNeeded });
      },
      { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
    )
    .transform((input) => ({ ...input, answers: answersSchema(input.category, today).parse(input.answers) as QuoteAnswers }));
}

export type QuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>>;

// ---------------------------------------------------------------- a business's answer

const dollars = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.replace(/[$,\s]/g, ''))) : value),
  z.number({ error: QUOTE_MESSAGES.price }).min(0, QUOTE_MESSAGES.price).max(10_000_000, QUOTE_MESSAGES.price),
);

/** POST /api/owner/quote-requests/{id}/reply and the one-time link's form: a quote, or a decline. */
export const QuoteReplySchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('quote'),
        priceLow: dollars,
        priceHigh: dollars.optional(),
        availableOn: isoDate().optional(),
        message: text().trim().max(QUOTE_LIMITS.replyMessage, QUOTE_MESSAGES.replyMessage).optional().default(''),
      })
      .refine((reply) => reply.priceHigh === undefined || reply.priceHigh >= reply.priceLow, {
        path: ['priceHigh'],
        message: QUOTE_MESSAGES.priceRange,
      }),
    z.object({
      kind: z.literal('decline'),
      message: text().trim().max(QUOTE_LIMITS.replyMessage, QUOTE_MESSAGES.replyMessage).optional().default(''),
    }),
  ],
  { error: QUOTE_MESSAGES.replyKind },
);
export type QuoteReply = z.output<typeof QuoteReplySchema>;

// ---------------------------------------------------------------- what the API answers

export type QuoteRequestStatus = 'unconfirmed' | 'open' | 'closed';
export type QuoteAnswerStatus = 'waiting' | 'quoted' | 'declined';

export interface QuoteAnswerView {
  businessId: number;
  businessName: string;
  businessSlug: string;
  status: QuoteAnswerStatus;
  priceLow: number | null;
  priceHigh: number | null;
  availableOn: string | null;
  message: string | null;
  answeredAt: string | null;
  hired: boolean;
}

/** The visitor's status page: GET /api/quote-requests/{token}. */
export interface QuoteRequestStatusView {
  id: number;
  category: QuoteCategory;
  categoryLabel: string;
  status: QuoteRequestStatus;
  createdAt: string;
  confirmedAt: string | null;
  closedAt: string | null;
  answers: QuoteAnswers;
  details: string;
  businesses: QuoteAnswerView[];
}

/** What a business sees of a request (its owner's dashboard, or its one-time link). */
export interface BusinessQuoteRequestView {
  requestId: number;
  businessId: number;
  businessName: string;
  category: QuoteCategory;
  categoryLabel: string;
  receivedAt: string;
  customer: { name: string; email: string; phone: string | null; contactBy: ContactMethod };
  questions: Array<{ label: string; value: string }>;
  details: string;
  status: QuoteAnswerStatus;
  reply: { priceLow: number | null; priceHigh: number | null; availableOn: string | null; message: string | null } | null;
  /** 'hired' when the visitor hired this business, 'closed' when they hired another or closed the request. */
  outcome: 'open' | 'hired' | 'closed';
}

/** How {@link describeAnswers} writes in another language: its texts translated, its dates in `locale`. */
export interface AnswerLanguage {
  text: (english: string) => string;
  locale: Locale;
}

/**
 * The category's answers as label/value lines, in the order of its questions (e-mails and the
 * dashboard in English; the visitor's status page in the visitor's `language`).
 */
export function describeAnswers(
  category: QuoteCategory,
  answers: QuoteAnswers,
  language: AnswerLanguage = { text: (english) => english, locale: 'en' },
): Array<{ label: string; value: string }> {
  const lines: Array<{ label: string; value: string }> = [];
  const { text } = language;
  for (const question of QUESTIONS[category]) {
    const value = answers[question.name];
    if (value === undefined || value === '' || value === false) continue;
    const label = text(question.label);
    if (question.kind === 'checkbox') lines.push({ label, value: text('Yes') });
    else if (question.kind === 'select') {
      const option = question.options?.find((o) => o.value === value);
      lines.push({ label, value: option ? text(option.label) : String(value) });
    } else if (question.kind === 'date') lines.push({ label, value: formatIsoDate(String(value), language.locale) });
    else lines.push({ label, value: String(value) });
  }
  return lines;
}

/** 'Saturday, June 6, 2026' (Spanish: 'sábado, 6 de junio de 2026') for '2026-06-06' (the date as written, no time zone shift). */
export function formatIsoDate(value: string, locale: Locale = 'en'): string {
  if (!isIsoDate(value)) return value;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).toLocaleDateString(locale === 'es' ? 'es-US' : 'en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** '$1,200' or '$1,200 – $1,500'. */
export function formatPrice(low: number | null, high: number | null): string {
  if (low === null) return '';
  return high !== null && high !== low ? `${formatDollarAmount(low)} – ${formatDollarAmount(high)}` : formatDollarAmount(low);
}
