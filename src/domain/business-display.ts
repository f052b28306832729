/**
 * How a business is shown on its detail page: title,
 * hours table, contact links, services, review dates and the schema.org JSON-LD. Pure: no
 * framework, no server imports; the page, its components and the tests use these.
 */
import { SELF_DECLARED_TAGS, SITE, WEEKDAYS, type Weekday } from './catalog';
import type { Business, Review } from './types';
import { quoteRequestHref, takesQuoteRequests } from './quote-categories';
import { isoDay, longDate } from './dates';
import { charlotteMoment, formatDayHours, parseDayHours, type DayHours } from './hours';

/** The city's time zone: "today" in the hours table and review dates are Charlotte's (owned by the hours module). */

/** City, state and country of every listing (the directory covers one city). */
const CITY = { locality: 'Charlotte', region: 'NC', country: 'US' } as const;

/** Shown for a weekday the business left out of its hours. */
const HOURS_NOT_LISTED = 'Not listed';

/** Subjects of the prefilled e-mails behind Get Quote / Request Quote and Book Service. */
export const MAIL_SUBJECTS = {
  quote: `Quote request via ${SITE.name}`,
  booking: `Booking request via ${SITE.name}`,
} as const;
export type MailKind = keyof typeof MAIL_SUBJECTS;

// ---------------------------------------------------------------- names and titles

/** '{name} - {neighborhood} - Charlotte, NC' (the neighborhood part only when known). */
export function businessPageTitle(businessName: string, neighborhood?: string): string {
  return [businessName, neighborhood, SITE.city].filter(Boolean).join(' - ');
}

/** The page's meta description: the business's short description, else a sentence made from its facts. */
export function businessMetaDescription(
  business: Pick<Business, 'businessName' | 'shortDescription' | 'longDescription'>,
  categoryName: string,
  neighborhood?: string,
): string {
  const own = (business.shortDescription || business.longDescription || '').trim().replace(/\s+/g, ' ');
  if (own) return truncate(own, 160);
  const place = neighborhood ? `${neighborhood}, ${SITE.city}` : SITE.city;
  return `${business.businessName}: ${categoryName} in ${place}. Hours, contact details and reviews on ${SITE.name}.`;
}

/** Shortens text to at most `max` characters at a word boundary, ending with '…'. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

// ---------------------------------------------------------------- rating and reviews

/** The detail page's rating: one decimal. */
export function formatRating(rating: number): string {
  return (Number.isFinite(rating) ? rating : 0).toFixed(1);
}

/** Whole stars filled for a rating: the floor, 0-5. */
export function filledStars(rating: number): number {
  if (!Number.isFinite(rating)) return 0;
  return Math.max(0, Math.min(5, Math.floor(rating)));
}

/** '1 review', '12 reviews'. */
export function reviewCountText(count: number): string {
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** Heading of the owner's answer under a review. */
export const OWNER_REPLY_HEADING = 'Response from the owner';

/** A review's name as shown: the reviewer's name, or 'Anonymous'. */
export function reviewerDisplayName(name: string | null | undefined): string {
  return name?.trim() || 'Anonymous';
}

/** The letter in a review's avatar: the first letter of the shown name. */
export function reviewerInitial(name: string | null | undefined): string {
  const shown = reviewerDisplayName(name);
  return (Array.from(shown)[0] ?? 'A').toUpperCase();
}

/** A review date as 'March 3, 2025', in Charlotte's time zone. */
export function formatReviewDate(iso: string): string {
  return longDate(iso);
}

/** The date part of a timestamp in Charlotte (YYYY-MM-DD), for `<time datetime>`. */
export function isoDateInCharlotte(iso: string): string {
  return isoDay(iso);
}

// ---------------------------------------------------------------- hours

/** The weekday it is now in Charlotte. */
export function weekdayInCharlotte(now: Date = new Date()): Weekday {
  return charlotteMoment(now).day;
}

export interface HoursRow {
  day: Weekday;
  /** The hours text, 'Closed', or 'Not listed'. */
  hours: string;
  closed: boolean;
  today: boolean;
}

/**
 * The hours table, Monday first, with today's row (in Charlotte) marked. Empty when the
 * business lists no hours at all; a weekday missing from listed hours reads 'Not listed'.
 */
export function hoursRows(hours: Business['businessHours'], now: Date = new Date()): HoursRow[] {
  const listed = hours ?? {};
  const filled = WEEKDAYS.filter((day) => listed[day]?.trim());
  if (filled.length === 0) return [];
  const today = weekdayInCharlotte(now);
  return WEEKDAYS.map((day) => {
    const text = listed[day]?.trim();
    if (!text) return { day, hours: HOURS_NOT_LISTED, closed: false, today: day === today };
    // Read by the hours module: shown in its canonical form; text it cannot read is shown as written.
    const parsed = parseDayHours(text);
    if (!parsed.ok) return { day, hours: text, closed: isClosed(text), today: day === today };
    return { day, hours: formatDayHours(parsed.hours), closed: parsed.hours.kind === 'closed', today: day === today };
  });
}

function isClosed(text: string): boolean {
  return /^closed\b/i.test(text.trim());
}

const clock24 = (minutes: number) => {
  const m = minutes % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** A day's hours as schema.org opens/closes pairs (24-hour clock; a close before the open means after midnight). */
function schemaRanges(hours: DayHours): Array<{ opens: string; closes: string }> {
  if (hours.kind === 'closed') return [];
  if (hours.kind === 'open24') return [{ opens: '00:00', closes: '23:59' }];
  return hours.ranges.map(({ open, close }) => ({ opens: clock24(open), closes: clock24(close) }));
}

/**
 * Reads a one-range hours text such as '8:00 AM - 6:00 PM', '9am–5pm', '24 hours' or 'Open
 * 24 Hours' (src/domain/hours.ts) into schema.org times; undefined for 'Closed', split hours
 * or text it cannot read.
 */
export function parseHoursRange(text: string): { opens: string; closes: string } | undefined {
  const parsed = parseDayHours(text);
  if (!parsed.ok) return undefined;
  const ranges = schemaRanges(parsed.hours);
  return ranges.length === 1 ? ranges[0] : undefined;
}

// ---------------------------------------------------------------- contact links

/** A tel: link for a phone number: US 10-digit numbers get +1; undefined without digits. */
export function telHref(phone: string | null | undefined): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/\D/g, '');
  if (!digits) return undefined;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** An address in its parts: street (with suite), town, state and ZIP. */
export interface AddressParts {
  street: string;
  /** The town: the one the address names ('Matthews'), else Charlotte. */
  locality: string;
  region: string;
  postalCode?: string;
}

/** ', Matthews, NC 28105' / ', Charlotte, North Carolina' / ', Mint Hill, NC' at the end of an address. */
const TOWN_STATE_ZIP = /,\s*([\p{L}][\p{L} .'-]*?)\s*(?:,\s*|\s+)(?:NC|N\.C\.|North Carolina)\.?(?:\s+(\d{5})(?:-\d{4})?)?\s*$/iu;
/** A bare ', NC 28105' at the end (no town). */
const STATE_ZIP = /,\s*(?:NC|N\.C\.|North Carolina)\.?(?:\s+(\d{5})(?:-\d{4})?)?\s*$/iu;

/**
 * Splits a stored address into its parts. Addresses are stored as entered: the seed's carry
 * their town ('285 N Trade St, Matthews, NC 28105'), the add-a-business form's are often
 * the street only (the town is then Charlotte, the ZIP the business's zipCode). The town an
 * address names is kept, never replaced by Charlotte nor repeated.
 */
export function addressParts(business: Pick<Business, 'address' | 'zipCode'>): AddressParts {
  const address = (business.address ?? '').trim().replace(/\s+/g, ' ');
  const zip = business.zipCode?.trim() || undefined;
  const withTown = TOWN_STATE_ZIP.exec(address);
  if (withTown && withTown.index > 0) {
    return {
      street: address.slice(0, withTown.index).trim(),
      locality: withTown[1]!.trim(),
      region: CITY.region,
      postalCode: withTown[2] ?? zip,
    };
  }
  const stateOnly = STATE_ZIP.exec(address);
  if (stateOnly && stateOnly.index > 0) {
    return { street: address.slice(0, stateOnly.index).trim(), locality: CITY.locality, region: CITY.region, postalCode: stateOnly[1] ?? zip };
  }
  return { street: address, locality: CITY.locality, region: CITY.region, postalCode: zip };
}

/** The address with town, state and ZIP, as a map service or a postal address needs it. */
export function fullAddress(business: Pick<Business, 'address' | 'zipCode'>): string {
  const parts = addressParts(business);
  if (!parts.street) return '';
  return `${parts.street}, ${parts.locality}, ${parts.region}${parts.postalCode ? ` ${parts.postalCode}` : ''}`;
}

/** The short form result cards show: the street, and the town when it is not Charlotte. */
export function shortAddress(business: Pick<Business, 'address' | 'zipCode'>): string {
  const parts = addressParts(business);
  if (!parts.street) return '';
  return parts.locality.toLowerCase() === CITY.locality.toLowerCase() ? parts.street : `${parts.street}, ${parts.locality}`;
}

/** 'Matthews, NC' or 'Charlotte, NC': the town line of the business page header. */
export function townLine(business: Pick<Business, 'address' | 'zipCode'>): string {
  const parts = addressParts(business);
  return `${parts.locality}, ${parts.region}`;
}

/** An external map search for the business: by its address, else by its name. */
export function mapSearchUrl(business: Pick<Business, 'address' | 'zipCode' | 'businessName'>): string {
  const address = fullAddress(business);
  const query = address || `${business.businessName}, ${SITE.city}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

const SIMPLE_EMAIL = /^[^\s@?&#<>"',;:()[\]\\]+@[^\s@?&#<>"',;:()[\]\\]+\.[^\s@?&#<>"',;:()[\]\\]+$/;

/** A mailto: link to the business, or undefined when its e-mail address is missing or unusable. */
export function mailtoHref(email: string | null | undefined): string | undefined {
  const address = email?.trim();
  return address && SIMPLE_EMAIL.test(address) ? `mailto:${address}` : undefined;
}

/**
 * The prefilled e-mail behind Get Quote / Request Quote ('quote') and Book Service
 * ('booking'); undefined when the business has no usable e-mail address (the buttons are
 * then left out).
 */
export function requestMailtoHref(business: Pick<Business, 'email' | 'businessName'>, kind: MailKind): string | undefined {
  const base = mailtoHref(business.email);
  if (!base) return undefined;
  const ask = kind === 'quote' ? 'I would like a quote for the following work:' : 'I would like to book a service. What I need and when:';
  const body = [`Hello ${business.businessName},`, '', `I found you on ${SITE.name}. ${ask}`, '', '', 'Thank you,', ''].join('\n');
  // encodeURIComponent, not URLSearchParams: mail clients show '+' literally.
  return `${base}?subject=${encodeURIComponent(MAIL_SUBJECTS[kind])}&body=${encodeURIComponent(body)}`;
}

/** The website as a link target (http(s) only), or undefined. */
export function websiteHref(website: string | null | undefined): string | undefined {
  const value = website?.trim();
  if (!value) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The website as people read it: no scheme, no 'www.', no trailing slash. */
export function websiteLabel(href: string): string {
  return href
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

// ---------------------------------------------------------------- services

/**
 * Services Offered: this business's own offerings (the details' 'Offerings' features that
 * are true), without repeats. Service tags (Free Quote, Same Day...) are
 * qualities, not services: they are shown as badges ({@link serviceTagBadges}). Empty means
 * the section is left out.
 */
export function servicesOffered(business: Pick<Business, 'details'>): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const [raw, on] of Object.entries(business.details?.Offerings ?? {})) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (on !== true || !name || seen.has(key)) continue;
    seen.add(key);
    out.push(name);
  }
  return out;
}

/**
 * What the business says of itself ('Free Quote', '24/7 Service'), in the catalog's order:
 * only self-declared tags, shown as the business's words. Credentials (Licensed, Insured,
 * Verified) are never read from the tags (src/domain/credentials.ts).
 */
export function serviceTagBadges(business: Pick<Business, 'serviceTags'>): string[] {
  const tags = new Set(business.serviceTags ?? []);
  return SELF_DECLARED_TAGS.filter((tag) => tags.has(tag.value)).map((tag) => tag.label);
}

// ---------------------------------------------------------------- JSON-LD

const SCHEMA_DAYS: Record<Weekday, string> = {
  Monday: 'https://schema.org/Monday',
  Tuesday: 'https://schema.org/Tuesday',
  Wednesday: 'https://schema.org/Wednesday',
  Thursday: 'https://schema.org/Thursday',
  Friday: 'https://schema.org/Friday',
  Saturday: 'https://schema.org/Saturday',
  Sunday: 'https://schema.org/Sunday',
};

/** openingHoursSpecification entries for the days whose hours can be read (closed days are left out). */
export function openingHoursSpecification(hours: Business['businessHours']): Array<Record<string, string>> {
  const specs: Array<Record<string, string>> = [];
  for (const day of WEEKDAYS) {
    const text = hours?.[day];
    if (!text) continue;
    const parsed = parseDayHours(text);
    if (!parsed.ok) continue;
    for (const range of schemaRanges(parsed.hours)) specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: SCHEMA_DAYS[day], ...range });
  }
  return specs;
}

/**
 * The schema.org LocalBusiness object for a business page. `pageUrl` is the listing's
 * absolute URL. aggregateRating is included only when the business has reviews, geo only
 * for a located address (not an approximate location).
 */
export function businessJsonLd(business: Business, options: { pageUrl: string; neighborhood?: string; reviews?: readonly Review[] }): Record<string, unknown> {
  const website = websiteHref(business.website);
  const description = (business.longDescription || business.shortDescription || '').trim();
  const hours = openingHoursSpecification(business.businessHours);
  const place = addressParts(business);
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${options.pageUrl}#business`,
    name: business.businessName,
    url: website ?? options.pageUrl,
    mainEntityOfPage: options.pageUrl,
    ...(description ? { description } : {}),
    telephone: business.phone,
    ...(mailtoHref(business.email) ? { email: business.email?.trim() } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: place.street || business.address.trim(),
      addressLocality: place.locality,
      addressRegion: place.region,
      ...(place.postalCode ? { postalCode: place.postalCode } : {}),
      addressCountry: CITY.country,
    },
  };
  const located = business.latitude !== null && business.longitude !== null && Number.isFinite(business.latitude) && Number.isFinite(business.longitude);
  if (located && !business.locationApproximate) {
    ld.geo = { '@type': 'GeoCoordinates', latitude: business.latitude, longitude: business.longitude };
  }
  if (options.neighborhood) ld.areaServed = { '@type': 'Place', name: `${options.neighborhood}, ${SITE.city}` };
  if (hours.length > 0) ld.openingHoursSpecification = hours;
  if (website) ld.sameAs = [website];
  if (business.reviewCount > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(formatRating(business.userRating)),
      reviewCount: business.reviewCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const answered = (options.reviews ?? []).filter((review) => review.ownerReply);
  if (answered.length > 0) ld.review = answered.map((review) => reviewJsonLd(review, business.businessName));
  return ld;
}

/** A review with the owner's response as a schema.org Comment on it. */
function reviewJsonLd(review: Review, businessName: string): Record<string, unknown> {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: reviewerDisplayName(review.reviewerName) },
    datePublished: isoDateInCharlotte(review.createdAt),
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    ...(review.reviewText ? { reviewBody: review.reviewText } : {}),
    ...(review.ownerReply
      ? {
          comment: {
            '@type': 'Comment',
            name: OWNER_REPLY_HEADING,
            text: review.ownerReply.text,
            dateCreated: isoDateInCharlotte(review.ownerReply.createdAt),
            dateModified: isoDateInCharlotte(review.ownerReply.updatedAt),
            author: { '@type': 'Organization', name: businessName },
          },
        }
      : {}),
  };
}

// ---------------------------------------------------------------- page actions

/** Every link the page's buttons use; a button whose link is undefined is left out. */
export interface BusinessLinks {
  /** Call Now / Call. */
  tel?: string;
  /** Get Directions / Open in Maps (always present: address, else name). */
  directions: string;
  /**
   * Get Quote / Request Quote: the quote request form with this business chosen, in the
   * categories that take requests; elsewhere a prefilled e-mail.
   */
  quote?: string;
  /** Book Service: a prefilled e-mail. */
  booking?: string;
  website?: string;
  email?: string;
}

export function businessLinks(business: Business): BusinessLinks {
  return {
    tel: telHref(business.phone),
    directions: mapSearchUrl(business),
    // The form only for a business a request can reach (as the API says: a usable e-mail address or an owner), never a dead end.
    quote: takesQuoteRequests(business.category)
      ? business.quoteReachable
        ? quoteRequestHref(business.category, [business.id])
        : undefined
      : requestMailtoHref(business, 'quote'),
    booking: requestMailtoHref(business, 'booking'),
    website: websiteHref(business.website),
    email: mailtoHref(business.email),
  };
}
