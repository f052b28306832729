/**
 * The listing's result card view model:
 * what a card (and a map marker) shows of a business, kept small because it is sent to the
 * browser.
 *
 * ## Result cards
 * - Description: the first non-empty of shortDescription, longDescription and
 *   websiteSummary (whitespace collapsed), else '{category label} serving Charlotte, NC.';
 *   longer than 100 characters it is cut at a word boundary (or mid-word when the last
 *   word boundary is in the first half) and ends with '…', 100 characters in all.
 * - Feature phrases: the first 3 true features of Highlights, then 2 of Popular for, then 2
 *   of Offerings, in that order, at most 4 in all.
 *
 * Stars, FEATURED and the card's link are in ./card-display.ts: the listing island shows
 * the server's cards at once, and loads this module only to turn results it fetches itself
 * into cards.
 */
import { DETAIL_GROUPS, LIMITS, MAX_CARD_FEATURES, SELF_DECLARED_TAGS, SITE } from './catalog';
import { credentialBadges } from './credentials';
import { addressParts, mapSearchUrl, shortAddress, telHref } from './business-display';
import { neighborhoodLabel } from './neighborhood-label';
import type { Business, BusinessDetails } from './types';
import { own } from './lookup';
import { categoryLabelOf } from './listing-text';
import { takesQuoteRequests } from './quote-categories';
import { languagesStatement } from './languages';

/** What a result card and a map marker need of a business (kept small: it is sent to the browser). */
export interface ResultCard {
  id: number;
  slug: string;
  name: string;
  category: string;
  address: string;
  phone: string;
  description: string;
  rating: number;
  reviewCount: number;
  /** What the business says of itself: self-declared tag values ('free-quote', 'same-day'), written in the page's language by the card. */
  tags: string[];
  /** The credentials staff recorded and that are current ('licensed', 'insured'), and 'verified' when staff verified the business. */
  credentials: Array<'licensed' | 'insured' | 'verified'>;
  /** What the business says its staff speak, as its own statement (src/domain/languages.ts); '' when it has said nothing. */
  languages: string;
  features: string[];
  isPremium: boolean;
  neighborhood: string | null;
  /** Where it is, in short: 'South End · 1500 South Blvd' (neighborhood name, street, town when not Charlotte); '' when unknown. */
  location: string;
  latitude: number | null;
  longitude: number | null;
  /** True when the coordinates are only the neighborhood's centre: the map says 'Approximate location' (src/domain/location.ts). */
  locationApproximate: boolean;
  /** External map search (address, else name). */
  mapUrl: string;
  /** tel: link, or null when the phone has no digits. */
  telHref: string | null;
  /** Miles from my place, or null (no place, or no coordinates). */
  distanceMiles: number | null;
  /** True when the card may be ticked for a quote request: its category takes them and someone can receive them. */
  quoteReachable: boolean;
  /** "Usually replies within an hour" (src/domain/responsiveness.ts) on cards that can be asked for a quote; null: nothing. */
  responseLabel: string | null;
}

/** Shortens text to at most `max` characters, at a word boundary when one is in the second half, ending with '…'. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const kept = (space >= max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '');
  return `${kept}…`;
}

/** The card description: the fallback rule and the 100-character limit (see the module comment). */
export function cardDescription(business: Pick<Business, 'shortDescription' | 'longDescription' | 'websiteSummary' | 'category'>): string {
  const own = [business.shortDescription, business.longDescription, business.websiteSummary]
    .map((text) => (text ?? '').replace(/\s+/g, ' ').trim())
    .find((text) => text.length > 0);
  const text = own ?? `${categoryLabelOf(business.category) ?? 'Local business'} serving ${SITE.city}.`;
  return truncateText(text, LIMITS.cardDescription);
}

/** Up to 4 feature phrases: Highlights (3), then Popular for (2), then Offerings (2). */
export function featurePhrases(details: BusinessDetails | null | undefined): string[] {
  if (!details || typeof details !== 'object') return [];
  const phrases: string[] = [];
  for (const group of DETAIL_GROUPS) {
    const features = details[group.key];
    if (!features || typeof features !== 'object') continue;
    const taken = Object.entries(features)
      .filter(([name, on]) => on === true && name.trim() !== '')
      .map(([name]) => name.trim())
      .slice(0, group.take);
    phrases.push(...taken);
  }
  return phrases.slice(0, MAX_CARD_FEATURES);
}

const TAG_LABELS: Readonly<Record<string, string>> = Object.fromEntries(SELF_DECLARED_TAGS.map((tag) => [tag.value, tag.label]));

/** The card view model of a business; its words in `locale`'s language. */
export function toResultCard(business: Business, locale: 'en' | 'es' = 'en'): ResultCard {
  return {
    id: business.id,
    slug: business.slug,
    name: business.businessName,
    category: business.category,
    address: business.address ?? '',
    phone: business.phone ?? '',
    description: cardDescription(business),
    rating: Number.isFinite(business.userRating) ? business.userRating : 0,
    reviewCount: business.reviewCount ?? 0,
    // Only self-declared tags: a credential never comes from the business's own ticks.
    tags: (business.serviceTags ?? []).filter((tag) => own(TAG_LABELS, tag) !== undefined),
    credentials: credentialBadges(business),
    languages: languagesStatement(business.languages ?? [], locale) ?? '',
    features: featurePhrases(business.details),
    isPremium: Boolean(business.isPremium),
    neighborhood: business.neighborhood ?? null,
    location: cardLocation(business),
    latitude: business.latitude ?? null,
    longitude: business.longitude ?? null,
    locationApproximate: business.locationApproximate === true,
    mapUrl: mapSearchUrl(business),
    telHref: telHref(business.phone) ?? null,
    distanceMiles: typeof business.distanceMiles === 'number' ? business.distanceMiles : null,
    quoteReachable: business.quoteReachable === true && takesQuoteRequests(business.category),
    responseLabel: business.quoteReachable === true && takesQuoteRequests(business.category) ? (business.responseLabel ?? null) : null,
  };
}

/** The card's location line: neighborhood name and short address ('South End · 1500 South Blvd'). */
export function cardLocation(business: Pick<Business, 'neighborhood' | 'address' | 'zipCode'>): string {
  const area = neighborhoodLabel(business.neighborhood);
  // 'Matthews · 285 N Trade St', not 'Matthews · 285 N Trade St, Matthews'.
  const address = area && addressParts(business).locality.toLowerCase() === area.toLowerCase() ? addressParts(business).street : shortAddress(business);
  return [area, address].filter(Boolean).join(' · ');
}

/** One page of results as a listing shows them. */
export interface ListingResult {
  cards: ResultCard[];
  total: number;
  /** The words searched instead of the visitor's when those found nothing (typos, a word left out). */
  correctedSearch?: string;
}
