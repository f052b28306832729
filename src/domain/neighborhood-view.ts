/**
 * How the neighborhood hub and profile present a neighborhood: paths, the profile's content cards, badges, quick facts, share image, JSON-LD and the
 * fixed texts. Pure: the pages and the tests import it; the scoring rules themselves live in
 * ./neighborhood-scoring.ts.
 */
import { SITE } from './catalog';
import { yearOf } from './dates';
import { fillTemplate as fill } from './fill';
import { GUIDE_WORDS, NOT_AVAILABLE, baseView, isPresent, type GuideWords } from './neighborhood-scoring';
import type { Business, Neighborhood } from './types';

/** How many local businesses a profile previews. */
export const BUSINESS_PREVIEW_LIMIT = 3;

/** A business as the profile's local-businesses card shows it. */
type BusinessPreview = Pick<Business, 'id' | 'slug' | 'businessName' | 'shortDescription' | 'userRating' | 'phone'>;

/** The card's data: up to {@link BUSINESS_PREVIEW_LIMIT} previews and how many businesses there are. */
export interface NeighborhoodBusinesses {
  businesses: BusinessPreview[];
  total: number;
}

/** The profile path of a neighborhood (the spec's "helper"). */
export function neighborhoodPath(slug: string): string {
  return `/neighborhoods/${slug}`;
}

/** Every business of a neighborhood in the directory. */
export function neighborhoodBusinessesPath(slug: string): string {
  return `/charlotte?${new URLSearchParams({ neighborhood: slug })}`;
}

/**
 * The whole directory with the neighborhood as "my place", nearest first: what
 * a newcomer moving there needs around the new home, wherever the business is listed.
 */
export function nearbyServicesPath(slug: string): string {
  return `/charlotte?${new URLSearchParams({ near: slug, sort: 'distance' })}`;
}

/** A business's detail page. */
export function listingPath(slug: string): string {
  return `/charlotte/listing/${slug}`;
}

export interface HubStat {
  value: string;
  label: string;
}

/**
 * The hub hero's four stat tiles, each a count the site can stand behind:
 * neighborhoods profiled, businesses listed, official county figures on every profile and
 * ranked guides, labelled in the page's language (the catalogs' `neighborhoodHub`).
 */
export function hubStats(
  counts: { neighborhoods: number; businesses: number; officialFigures: number; guides: number },
  words: { statNeighborhoods: string; statBusinesses: string; statFigures: string; statGuides: string },
  numberLocale = 'en-US',
): HubStat[] {
  const count = (n: number) => n.toLocaleString(numberLocale);
  return [
    { value: count(counts.neighborhoods), label: words.statNeighborhoods },
    { value: count(counts.businesses), label: words.statBusinesses },
    { value: count(counts.officialFigures), label: words.statFigures },
    { value: count(counts.guides), label: words.statGuides },
  ];
}

/** The profile's not-found state, word for word. */
export const NOT_FOUND = {
  heading: 'Neighborhood Not Found',
  text: "The neighborhood you're looking for doesn't exist or isn't available.",
  button: 'Back to Neighborhoods',
  href: '/guide/neighborhoods',
} as const;

/**
 * The ranked guides' "{year} Updated" badge: the year of the
 * date the page's data was last published, the same date as its "Data updated" line, never
 * the build clock. Null without a date.
 */
export function updatedBadge(iso: string | null | undefined, words: Pick<GuideWords, 'updatedBadge'> = GUIDE_WORDS): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return fill(words.updatedBadge, { year: yearOf(date) });
}

/** Subtitle of the generated share image of a neighborhood without a raster image. */
const OG_SUBTITLE = `${SITE.city} neighborhood guide`;

type ContentKey =
  'overview' | 'history' | 'housingOptions' | 'lifestyle' | 'demographics' | 'localAmenities' | 'schoolsChildcare' | 'parksRecreation' | 'transportation';

/** The profile's content cards, in page order. */
export const PROFILE_SECTIONS: ReadonlyArray<{ key: ContentKey; id: string; heading: string; icon: string }> = [
  { key: 'overview', id: 'overview', heading: 'Overview', icon: '📍' },
  { key: 'history', id: 'history', heading: 'History', icon: '🏛️' },
  { key: 'housingOptions', id: 'housing', heading: 'Housing Options', icon: '🏠' },
  { key: 'lifestyle', id: 'lifestyle', heading: 'Lifestyle', icon: '☕' },
  { key: 'demographics', id: 'demographics', heading: 'Demographics', icon: '👥' },
  { key: 'localAmenities', id: 'amenities', heading: 'Local Amenities', icon: '🛍️' },
  { key: 'schoolsChildcare', id: 'schools', heading: 'Schools & Childcare', icon: '🎓' },
  { key: 'parksRecreation', id: 'parks', heading: 'Parks & Recreation', icon: '🌳' },
  { key: 'transportation', id: 'transportation', heading: 'Transportation', icon: '🚈' },
];

/** The content cards that have text (empty ones are left out). */
export function profileSections(n: Pick<Neighborhood, ContentKey>) {
  return PROFILE_SECTIONS.filter((section) => isPresent(n[section.key])).map((section) => ({
    ...section,
    paragraphs: n[section.key]
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
  }));
}

/** Hero badges of a profile, from its flags. */
export function profileBadges(n: Pick<Neighborhood, 'featured' | 'familyFriendly' | 'youngProfessionalFriendly' | 'petFriendly'>): string[] {
  const badges: string[] = [];
  if (n.featured) badges.push('Featured');
  if (n.familyFriendly) badges.push('Family Friendly');
  if (n.youngProfessionalFriendly) badges.push('Young Professional Friendly');
  if (n.petFriendly) badges.push('Pet Friendly');
  return badges;
}

export interface QuickFact {
  label: string;
  value: string;
  /** What kind of figure it is: "our estimate", or "from 2020-2022 CMPD figures" for the safety rating. */
  note: string;
  /** The figures behind it (the safety rating's two crime rates, their year and the county's). */
  detail?: string;
  /** Where the figures mislead (mostly commercial areas). */
  caveat?: string;
}

/** The notes that label the hand-written figures as estimates (the official ones are in "By the numbers"). */
export const ESTIMATE_NOTES = {
  commute: 'typical drive, estimate',
  score: 'our estimate',
} as const;

/** Safety as "n/10", or N/A when unknown (0). */
export function displaySafety(safety: number): string {
  if (safety <= 0) return NOT_AVAILABLE;
  return `${Number.isInteger(safety) ? safety : safety.toFixed(1)}/10`;
}

/**
 * The stats strip and the sidebar's quick facts: the official figures (county rent and sale
 * price, HUD's 2-bedroom FMR, long commutes, sidewalks, transit, grocery; see
 * src/domain/profile-facts.ts), then safety. The editors' rent and price ranges are not shown
 * beside the official figures of the same things, nor their walkability or commute estimates.
 */
export function quickFacts(n: Neighborhood, official: ReadonlyArray<Pick<QuickFact, 'label' | 'value' | 'note'>> = []): QuickFact[] {
  return [...official.map(({ label, value, note }) => ({ label, value, note })), safetyFact(n, baseView(n).safety)];
}

/** The safety rating with its basis: the CMPD crime rates (three years pooled) when the county data has them, else our estimate. */
function safetyFact(n: Neighborhood, rating: number): QuickFact {
  const safety = n.safety;
  if (!safety) return { label: 'Safety Rating', value: displaySafety(rating), note: ESTIMATE_NOTES.score };
  return {
    label: 'Safety Rating',
    value: displaySafety(safety.rating ?? 0),
    note: safety.label,
    ...(safety.detail ? { detail: safety.detail } : {}),
    ...(safety.caveat ? { caveat: safety.caveat } : {}),
  };
}

/** The map link: the stored map URL, else OpenStreetMap at the neighborhood's centre. */
export function mapHref(n: Pick<Neighborhood, 'mapUrl' | 'latitude' | 'longitude'>): string {
  if (isPresent(n.mapUrl)) return n.mapUrl.trim();
  return `https://www.openstreetmap.org/?mlat=${n.latitude}&mlon=${n.longitude}#map=15/${n.latitude}/${n.longitude}`;
}

/** The profile's `<title>`: '{name} Neighborhood Guide - Charlotte, NC - Charlotte Directory'. */
export function profileTitle(n: Pick<Neighborhood, 'name'>): string {
  return `${n.name} Neighborhood Guide - ${SITE.city} - ${SITE.name}`;
}

function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

/** The meta description: the stored one, else the overview's start, else a sentence. */
export function profileDescription(n: Pick<Neighborhood, 'name' | 'metaDescription' | 'overview'>): string {
  if (isPresent(n.metaDescription)) return clip(n.metaDescription, 160);
  if (isPresent(n.overview)) return clip(n.overview, 160);
  return `Living in ${n.name}, ${SITE.city}: housing, commute, schools, parks and local businesses.`;
}

/**
 * The share image: the first raster neighborhood image (PNG, JPEG, WebP), else a PNG drawn
 * by /api/og like the other pages' share images. SVG art is never shared: the big social
 * sites do not show SVG previews.
 */
export function profileOgImage(n: Pick<Neighborhood, 'name' | 'images'>): string {
  const raster = n.images.find((src) => isPresent(src) && /\.(png|jpe?g|webp)$/i.test(src));
  if (raster) return raster;
  return `/api/og?${new URLSearchParams({ title: n.name, subtitle: OG_SUBTITLE })}`;
}

/** Alt text of a neighborhood's generated art. */
export function imageAlt(n: Pick<Neighborhood, 'name'>, index: number): string {
  return index === 0 ? `Illustration of the ${n.name} skyline and streets` : `Illustration of homes and green space in ${n.name}`;
}

/** schema.org Place (with geo) of a profile. `site` is the site's origin. */
export function placeJsonLd(n: Neighborhood, site: URL | string): Record<string, unknown> {
  const url = new URL(neighborhoodPath(n.slug), site).href;
  const images = n.images.filter((src) => isPresent(src)).map((src) => new URL(src, site).href);
  return {
    '@context': 'https://schema.org',
    '@type': 'Place',
    '@id': `${url}#place`,
    name: n.name,
    description: profileDescription(n),
    url,
    ...(images.length ? { image: images } : {}),
    geo: { '@type': 'GeoCoordinates', latitude: n.latitude, longitude: n.longitude },
    address: { '@type': 'PostalAddress', addressLocality: 'Charlotte', addressRegion: 'NC', addressCountry: 'US' },
    containedInPlace: { '@type': 'City', name: 'Charlotte', address: { '@type': 'PostalAddress', addressRegion: 'NC', addressCountry: 'US' } },
    hasMap: mapHref(n),
  };
}
