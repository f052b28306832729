import { describe, expect, it } from 'vitest';
import { QUESTIONS, QuoteReplySchema, addMonths, describeAnswers, formatPrice, isIsoDate, quoteRequestSchema } from './quote-requests';
import { QUOTE_CATEGORIES, takesQuoteRequests } from './quote-categories';
import { CATEGORY_VALUES } from './catalog';
import { isoDay } from './dates';

const movers = { moveDate: '2026-06-06', fromZip: '28202', toZip: '28205', homeSize: '2 bedrooms' };
const base = { businessIds: [1, 2, 3], category: 'movers-packers', answers: movers, name: 'Dana', email: 'dana@example.com' };

/** The day the form is filled in, in Charlotte. */
const TODAY = '2026-05-01';
const QuoteRequestSchema = quoteRequestSchema(TODAY);

function fieldsOf(input: unknown) {
  const result = QuoteRequestSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('quote request form', () => {
  it('takes requests only in real catalog categories', () => {
    for (const category of QUOTE_CATEGORIES) expect(CATEGORY_VALUES).toContain(category);
    expect(takesQuoteRequests('movers-packers')).toBe(true);
    expect(takesQuoteRequests('dmv-paperwork')).toBe(false);
    expect(takesQuoteRequests(undefined)).toBe(false);
  });

  it('accepts a movers request with a ZIP or a neighborhood to move to', () => {
    expect(fieldsOf(base)).toEqual({});
    expect(fieldsOf({ ...base, answers: { ...movers, toZip: undefined, toNeighborhood: 'noda' } })).toEqual({});
    const parsed = QuoteRequestSchema.parse({ ...base, answers: { ...movers, smuggled: 'x' } });
    expect(parsed.answers).toEqual({ ...movers, packingHelp: false });
    expect(parsed.contactBy).toBe('email');
  });

  it('names each missing or bad movers answer', () => {
    expect(fieldsOf({ ...base, answers: { fromZip: '2820', homeSize: ' ' } })).toEqual({
      'answers.moveDate': 'Please enter a date as YYYY-MM-DD',
      'answers.fromZip': 'Please enter a 5-digit ZIP code',
      'answers.toZip': 'Please enter the ZIP code or the neighborhood you are moving to',
      'answers.homeSize': 'This field is required',
    });
    expect(fieldsOf({ ...base, answers: { ...movers, toZip: undefined } })).toEqual({
      'answers.toZip': 'Please enter the ZIP code or the neighborhood you are moving to',
    });
    expect(fieldsOf({ ...base, answers: { ...movers, moveDate: '2026-02-30' } })).toHaveProperty('answers.moveDate');
  });

  it('names every missing field at once: contact details and the job', () => {
    expect(fieldsOf({ ...base, name: '', email: '', answers: {} })).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      'answers.moveDate': 'Please enter a date as YYYY-MM-DD',
      'answers.fromZip': 'Please enter a 5-digit ZIP code',
      'answers.toZip': 'Please enter the ZIP code or the neighborhood you are moving to',
      'answers.homeSize': 'This field is required',
    });
  });

  it('takes dates from today in Charlotte to 18 months ahead, naming the field', () => {
    const on = (moveDate: string) => fieldsOf({ ...base, answers: { ...movers, moveDate } });
    expect(on(TODAY)).toEqual({});
    expect(on('2026-04-30')).toEqual({ 'answers.moveDate': 'Move date cannot be in the past' });
    expect(on('2027-11-01')).toEqual({});
    expect(on('2027-11-02')).toEqual({ 'answers.moveDate': 'Move date must be within 18 months (by Monday, November 1, 2027)' });
    expect(fieldsOf({ ...base, category: 'realtors-rentals', answers: { lookingTo: 'rent', moveDate: '2026-01-31' } })).toEqual({
      'answers.moveDate': 'Move-in date cannot be in the past',
    });
    // 23:30 on 24 November in Charlotte is already the 25th in UTC.
    expect(isoDay(new Date('2026-11-25T04:30:00Z'))).toBe('2026-11-24');
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
  });

  it('refuses more than five businesses, duplicates, other categories, and long details', () => {
    expect(fieldsOf({ ...base, businessIds: [1, 2, 3, 4, 5, 6] })).toEqual({ businessIds: 'You can ask at most 5 businesses at once' });
    expect(fieldsOf({ ...base, businessIds: [1, 1] })).toEqual({ businessIds: 'Each business can be chosen once' });
    expect(fieldsOf({ ...base, category: 'dmv-paperwork' })).toHaveProperty('category');
    expect(fieldsOf({ ...base, details: 'x'.repeat(2001) })).toEqual({ details: 'Details must be 2,000 characters or less' });
    expect(fieldsOf({ ...base, details: 'x'.repeat(2000) })).toEqual({});
  });

  it('needs a phone number to be called or texted', () => {
    expect(fieldsOf({ ...base, contactBy: 'text' })).toEqual({ phone: 'Please enter a phone number to be called or texted' });
    expect(fieldsOf({ ...base, contactBy: 'phone', phone: '(704) 555-0199' })).toEqual({});
    expect(fieldsOf({ ...base, phone: 'call me' })).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it('checks every category with its own questions', () => {
    expect(fieldsOf({ ...base, category: 'cleaning-services', answers: {} })).toEqual({
      'answers.cleaningType': 'Please choose one of the options',
      'answers.zip': 'Please enter a 5-digit ZIP code',
    });
    expect(fieldsOf({ ...base, category: 'specialty-services', answers: { service: 'Piano tuning' } })).toEqual({});
    for (const category of QUOTE_CATEGORIES) expect(QUESTIONS[category].length).toBeGreaterThan(0);
  });

  it('describes answers in words for e-mails and the dashboard', () => {
    expect(describeAnswers('movers-packers', { ...movers, access: 'elevator', packingHelp: true })).toEqual([
      { label: 'Move date', value: 'Saturday, June 6, 2026' },
      { label: 'Moving from (ZIP code)', value: '28202' },
      { label: 'Moving to (ZIP code)', value: '28205' },
      { label: 'Home size', value: '2 bedrooms' },
      { label: 'Stairs or elevator', value: 'Elevator' },
      { label: 'I would like help with packing', value: 'Yes' },
    ]);
  });
});

describe('a business answer', () => {
  it('is a price or range with an optional date and message, or a decline', () => {
    expect(QuoteReplySchema.parse({ kind: 'quote', priceLow: '$1,200', priceHigh: 1500, availableOn: '2026-06-06' })).toEqual({
      kind: 'quote',
      priceLow: 1200,
      priceHigh: 1500,
      availableOn: '2026-06-06',
      message: '',
    });
    expect(QuoteReplySchema.safeParse({ kind: 'quote', priceLow: 1500, priceHigh: 1000 }).error?.issues[0]?.path).toEqual(['priceHigh']);
    expect(QuoteReplySchema.safeParse({ kind: 'quote', priceLow: 'lots' }).success).toBe(false);
    expect(QuoteReplySchema.safeParse({ kind: 'decline', message: 'Booked that week' }).success).toBe(true);
    expect(QuoteReplySchema.safeParse({ kind: 'maybe' }).success).toBe(false);
  });

  it('formats prices and dates', () => {
    expect(formatPrice(1200, null)).toBe('$1,200');
    expect(formatPrice(1200, 1500)).toBe('$1,200 – $1,500');
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
  });
});
