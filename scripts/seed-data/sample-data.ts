/**
 * The sample data of supabase/seed.sql, built from the readable lists in this folder: every
 * choice from a seeded random source and every timestamp fixed, so that it is the same on
 * every run. Each business's user_rating and review_count come from its approved reviews.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, DETAIL_GROUPS, SELF_DECLARED_TAG_VALUES, SERVICE_TAGS, type CategoryValue } from '../../src/domain/catalog';
import { WEEKDAYS } from '../../src/domain/forms';
import type { QolDataset } from '../../src/domain/qol';
import { sortLanguages } from '../../src/domain/language-codes';
import type { BusinessDetails, BusinessStatus, ClaimStatus, NeighborhoodSpanishText, ReviewStatus } from '../../src/domain/types';
import { PENDING_BUSINESSES, PUBLISHED_BUSINESSES, REJECTED_BUSINESSES, type BusinessEntry } from './businesses';
import { CATEGORY_CONTENT, OPEN_24_HOURS, REJECTED_REVIEWS, REVIEW_CLOSERS, REVIEW_OPENERS } from './category-content';
import { NEIGHBORHOODS, type NeighborhoodSeed } from './neighborhoods';
import { neighborhoodNpas } from './neighborhood-npas';
import { loadSpanishTexts } from './neighborhoods-es';
import { FIRST_NAMES, LAST_NAMES } from './people';
import { STREETS, type Street } from './places';
import { SUBSCRIPTION_PLANS, type PlanSeed } from './plans';
import { createRandom, type Random } from './random';

const SEED = 20251121;
/** The copied county data (regenerate with scripts/qol/build-qol-data.ts). */
const QOL_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../../data/mecklenburg-qol/qol.json');

/** The Mecklenburg County Quality of Life data the seed loads. */
export function readQolDataset(path = QOL_PATH): QolDataset {
  return JSON.parse(readFileSync(path, 'utf8')) as QolDataset;
}

/** Neighborhoods given no businesses, so their profile hides the local businesses card. */
const NEIGHBORHOODS_WITHOUT_BUSINESSES = ['eastover', 'optimist-park'];
/** How many published businesses get no review at all. */
const BUSINESSES_WITHOUT_REVIEWS = 6;
const PENDING_REVIEWS = 40;

interface BusinessRow {
  id: number;
  slug: string;
  businessName: string;
  category: CategoryValue;
  address: string;
  zipCode: string;
  phone: string;
  email: string | null;
  website: string | null;
  shortDescription: string;
  longDescription: string;
  websiteSummary: string | null;
  businessHours: Record<string, string> | null;
  serviceTags: string[];
  /** The languages the business says its staff speak (codes of src/domain/languages.ts). */
  languages: string[];
  /** Credentials staff recorded (fictional, like everything here): the draws that once ticked 'licensed' and 'insured'. */
  credentials: SeedCredential[];
  neighborhood: string;
  isPremium: boolean;
  isVerified: boolean;
  isClaimed: boolean;
  userRating: number;
  reviewCount: number;
  details: BusinessDetails;
  latitude: number | null;
  longitude: number | null;
  status: BusinessStatus;
  createdAt: string;
}

type SeedCredential =
  | { kind: 'licensed'; licenceNumber: string; issuingAuthority: string; expiresOn: string }
  | { kind: 'insured'; insurer: string; policyNumber: string; expiresOn: string };

/** The sample credentials' evidence: fictional numbers, a real kind of authority, dates well ahead. */
function seedCredentials(id: number, tags: readonly string[], published: boolean): SeedCredential[] {
  if (!published) return [];
  const out: SeedCredential[] = [];
  if (tags.includes('licensed')) {
    out.push({
      kind: 'licensed',
      licenceNumber: `SAMPLE-${String(id).padStart(5, '0')}`,
      issuingAuthority: 'North Carolina licensing board (sample data)',
      expiresOn: '2028-06-30',
    });
  }
  if (tags.includes('insured')) {
    out.push({ kind: 'insured', insurer: 'Sample Mutual Insurance (sample data)', policyNumber: `PL-${String(id).padStart(6, '0')}`, expiresOn: '2028-01-31' });
  }
  return out;
}

interface ReviewRow {
  id: number;
  businessId: number;
  reviewerName: string | null;
  reviewerEmail: string;
  rating: number;
  reviewText: string;
  status: ReviewStatus;
  moderationReason: string | null;
  moderatedAt: string | null;
  createdAt: string;
}

interface ClaimRow {
  id: number;
  businessId: number;
  claimerName: string | null;
  claimerEmail: string;
  claimerPhone: string | null;
  status: ClaimStatus;
  decisionReason: string | null;
  decidedAt: string | null;
  emailVerifiedAt: string | null;
  submittedAt: string;
}

interface PlanRow extends PlanSeed {
  id: number;
  sortOrder: number;
}

export interface SeedData {
  /** `es`: the profile's Spanish text (./neighborhoods-es/), null when it has none. */
  neighborhoods: Array<NeighborhoodSeed & { id: number; es: NeighborhoodSpanishText | null }>;
  businesses: BusinessRow[];
  reviews: ReviewRow[];
  claims: ClaimRow[];
  plans: PlanRow[];
  qol: QolDataset;
  npas: Array<{ neighborhoodId: number; npaId: string; isMain: boolean }>;
}

// ---------------------------------------------------------------------------------------------
// Helpers

export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A phone number in the fictional range (704) 555-0101 .. 0199 (0100 is the site's own). */
export function fictionalPhone(n: number): string {
  return `(704) 555-01${String(1 + (n % 99)).padStart(2, '0')}`;
}

/** The average of `ratings` rounded to 2 decimals, half away from zero (as SQL round()). */
export function averageRating(ratings: readonly number[]): number {
  if (ratings.length === 0) return 0;
  const sum = ratings.reduce((a, b) => a + b, 0);
  return Math.round((sum * 100) / ratings.length) / 100;
}

const DAY_MS = 86_400_000;

function timestampBetween(random: Random, from: string, to: string): number {
  const start = Date.parse(from);
  const end = Date.parse(to);
  // whole minutes, so the output stays readable
  return start + Math.floor(random.next() * ((end - start) / 60_000)) * 60_000;
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace('.000Z', 'Z');
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

const TOWNS: Record<string, string> = { matthews: 'Matthews', cornelius: 'Cornelius', 'mint-hill': 'Mint Hill' };

function areaName(neighborhood: string): string {
  const profile = NEIGHBORHOODS.find((n) => n.slug === neighborhood);
  if (profile) return profile.name;
  if (neighborhood === 'charlotte-metro') return 'the Charlotte metro area';
  throw new Error(`Unknown neighborhood value ${neighborhood}`);
}

function hoursFor(random: Random, category: CategoryValue, open24: boolean): Record<string, string> {
  const pattern = random.pick(CATEGORY_CONTENT[category].hours);
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      if (open24) return [day, OPEN_24_HOURS];
      if (day === 'Saturday') return [day, pattern.saturday];
      if (day === 'Sunday') return [day, pattern.sunday];
      return [day, pattern.weekdays];
    }),
  );
}

function detailsFor(random: Random, category: CategoryValue): BusinessDetails {
  const content = CATEGORY_CONTENT[category];
  const pools: Record<(typeof DETAIL_GROUPS)[number]['key'], string[]> = {
    Highlights: content.highlights,
    'Popular for': content.popularFor,
    Offerings: content.offerings,
  };
  const details: BusinessDetails = {};
  for (const group of DETAIL_GROUPS) {
    const phrases = random.sample(pools[group.key], random.int(group.take, group.take + 2));
    details[group.key] = Object.fromEntries(phrases.map((p) => [p, true]));
  }
  return details;
}

/** Adds sentences to `start` while the text stays within `limit` characters. */
function fillTo(limit: number, start: string, sentences: readonly string[]): string {
  let text = start;
  for (const sentence of sentences) {
    const next = `${text} ${sentence}`;
    if (next.length <= limit) text = next;
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// Businesses

interface Source {
  category: CategoryValue;
  entry: BusinessEntry;
  status: BusinessStatus;
}

function businessSources(): Source[] {
  const sources: Source[] = [];
  for (const { value } of CATEGORIES) {
    for (const entry of PUBLISHED_BUSINESSES[value]) sources.push({ category: value, entry, status: 'published' });
  }
  for (const [category, ...entry] of PENDING_BUSINESSES) sources.push({ category, entry, status: 'pending' });
  for (const [category, ...entry] of REJECTED_BUSINESSES) sources.push({ category, entry, status: 'rejected' });
  return sources;
}

/**
 * Where house `number` is on `street`: interpolated between the stretch's two ends by house
 * number (numbers beyond the stretch stay at its end).
 */
export function streetPoint(street: Street, number: number): { lat: number; lng: number } {
  const t = street.to === street.from ? 0 : Math.min(1, Math.max(0, (number - street.from) / (street.to - street.from)));
  return { lat: round6(street.start.lat + (street.end.lat - street.start.lat) * t), lng: round6(street.start.lng + (street.end.lng - street.start.lng) * t) };
}

/**
 * The languages a sample business says its staff speak, without a draw from the random
 * source (every later value of the seed stays as it was): Spanish where the description
 * says so and at every sixth business (about one in five, as Charlotte's Hispanic share
 * would suggest), one of the city's other common languages at a few more, English beside
 * each; the rest have said nothing.
 */
function languagesFor(id: number, shortDescription: string): string[] {
  const other = (
    [
      [23, 'vi'],
      [29, 'zh'],
      [31, 'ar'],
      [37, 'fr'],
      [41, 'hi'],
    ] as const
  ).find(([step]) => id % step === 0)?.[1];
  const spanish = /spanish|bilingual/i.test(shortDescription) || id % 6 === 0;
  return sortLanguages([...(spanish || other ? ['en'] : []), ...(spanish ? ['es'] : []), ...(other ? [other] : [])]);
}

function buildBusinesses(random: Random): BusinessRow[] {
  const slugs = new Set<string>();
  const streetNumbers = new Set<string>();
  return businessSources().map(({ category, entry: [name, neighborhood, shortDescription], status }, index) => {
    const id = index + 1;
    if (NEIGHBORHOODS_WITHOUT_BUSINESSES.includes(neighborhood)) throw new Error(`${name}: ${neighborhood} must stay empty`);
    const slug = slugify(name);
    if (slugs.has(slug)) throw new Error(`Duplicate business slug ${slug}`);
    slugs.add(slug);
    const content = CATEGORY_CONTENT[category];
    const streets: Street[] | undefined = STREETS[neighborhood];
    if (!streets) throw new Error(`No streets for neighborhood ${neighborhood}`);
    const street = random.pick(streets);
    let number = random.int(street.from, street.to);
    while (streetNumbers.has(`${number} ${street.name}`)) number += 2;
    streetNumbers.add(`${number} ${street.name}`);
    const suite = street.from >= 1000 && random.chance(0.3) ? `, Suite ${random.int(1, 4)}${random.pick(['00', '10', '20', '50'])}` : '';
    const town = TOWNS[neighborhood] ?? 'Charlotte';
    const address = `${number} ${street.name}${suite}, ${town}, NC ${street.zip}`;

    const published = status === 'published';
    const isPremium = published && random.chance(0.15);
    const isVerified = isPremium ? random.chance(0.85) : published && random.chance(0.47);
    const isClaimed = isPremium || (published && random.chance(0.2));

    const tags = SERVICE_TAGS.map((t) => t.value).filter((tag) =>
      tag === 'verified' ? isVerified && random.chance(0.75) : random.chance(content.tagOdds[tag]),
    );
    const open24 = tags.includes('24-7');
    const domain = `${slug}.example`;
    const hasWebsite = status !== 'rejected' && random.chance(0.9);
    const area = areaName(neighborhood);
    const areaSentence = random.pick([
      `Based in ${area}, the team serves customers across Charlotte and the surrounding Mecklenburg County towns.`,
      `Find them at ${address.split(',')[0]} in ${area}; they also serve the rest of the Charlotte area.`,
      `As a ${area === 'the Charlotte metro area' ? 'local' : `${area}`} business, they know the neighborhoods newcomers are moving into.`,
    ]);
    const longDescription =
      status === 'rejected' ? shortDescription : fillTo(800, shortDescription, [...random.sample(content.about, random.int(2, 4)), areaSentence]);
    const websiteSummary = hasWebsite && published && random.chance(0.35) ? random.sample(content.websiteSummary, 2).join(' ') : null;

    // Every listed (or waiting) business stands on its street, at its house number.
    const point = status === 'rejected' ? null : streetPoint(street, number);
    const latitude = point?.lat ?? null;
    const longitude = point?.lng ?? null;
    // The draws the earlier jittered placement made, kept so that every later value of the
    // seed (ratings, reviews, claims...) stays as it was.
    if (status !== 'rejected' && random.chance(0.86)) {
      random.next();
      random.next();
    }

    const createdAt =
      status === 'published'
        ? iso(timestampBetween(random, '2023-03-01T09:00:00Z', '2024-06-30T21:00:00Z'))
        : status === 'pending'
          ? iso(timestampBetween(random, '2025-12-01T09:00:00Z', '2025-12-18T21:00:00Z'))
          : iso(timestampBetween(random, '2025-10-01T09:00:00Z', '2025-10-31T21:00:00Z'));

    return {
      id,
      slug,
      businessName: name,
      category,
      address,
      zipCode: street.zip,
      phone: fictionalPhone(random.int(0, 98)),
      email: status === 'rejected' || random.chance(0.93) ? `${random.pick(['info', 'hello', 'contact', 'office'])}@${domain}` : null,
      website: hasWebsite ? `https://${domain}` : null,
      shortDescription,
      longDescription,
      websiteSummary,
      businessHours: random.chance(0.95) ? hoursFor(random, category, open24) : null,
      // Only what a business says of itself; credentials are staff-recorded facts (src/domain/credentials.ts).
      serviceTags: tags.filter((tag) => (SELF_DECLARED_TAG_VALUES as readonly string[]).includes(tag)),
      credentials: seedCredentials(id, tags, published),
      languages: languagesFor(id, shortDescription),
      neighborhood,
      isPremium,
      isVerified,
      isClaimed,
      userRating: 0,
      reviewCount: 0,
      details: detailsFor(random, category),
      latitude,
      longitude,
      status,
      createdAt,
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Reviews

type Quality = 'excellent' | 'good' | 'mixed' | 'poor';

const RATING_WEIGHTS: Record<Quality, Array<readonly [number, number]>> = {
  excellent: [
    [5, 72],
    [4, 23],
    [3, 4],
    [2, 1],
  ],
  good: [
    [5, 35],
    [4, 43],
    [3, 15],
    [2, 5],
    [1, 2],
  ],
  mixed: [
    [5, 14],
    [4, 24],
    [3, 30],
    [2, 20],
    [1, 12],
  ],
  poor: [
    [5, 5],
    [4, 10],
    [3, 20],
    [2, 30],
    [1, 35],
  ],
};

function reviewText(random: Random, category: CategoryValue, rating: number, used: Set<string>): string {
  const pool = CATEGORY_CONTENT[category].reviews;
  const texts = rating >= 4 ? pool.positive : rating === 3 ? pool.mixed : pool.negative;
  const openers = rating >= 4 ? REVIEW_OPENERS.positive : rating === 3 ? REVIEW_OPENERS.mixed : REVIEW_OPENERS.negative;
  const fresh = texts.filter((t) => !used.has(t));
  // A business never shows the same review text twice: once its category's texts are used up,
  // an opening sentence makes the repeat different.
  let core = '';
  let text = '';
  for (let attempt = 0; attempt < 20; attempt++) {
    core = random.pick(fresh.length ? fresh : texts);
    const opened = `${random.pick(openers)} ${core}`;
    text = (fresh.length === 0 || random.chance(0.45)) && opened.length <= 300 ? opened : core;
    if (!used.has(text)) break;
  }
  used.add(core);
  used.add(text);
  if (rating === 5 && random.chance(0.35)) {
    const closed = `${text} ${random.pick(REVIEW_CLOSERS)}`;
    if (closed.length <= 300) return closed;
  }
  return text;
}

function reviewer(random: Random, reviewId: number): { name: string | null; email: string } {
  if (random.chance(0.12)) return { name: null, email: `neighbor${reviewId}@example.com` };
  const first = random.pick(FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const name = random.chance(0.6) ? `${first} ${last.charAt(0)}.` : `${first} ${last}`;
  return { name, email: `${first}.${last}${random.int(1, 99)}@example.com`.toLowerCase() };
}

function buildReviews(random: Random, businesses: BusinessRow[]): ReviewRow[] {
  const published = businesses.filter((b) => b.status === 'published');
  const withoutReviews = new Set(random.sample(published, BUSINESSES_WITHOUT_REVIEWS).map((b) => b.id));
  const reviews: ReviewRow[] = [];
  const usedTexts = new Map<number, Set<string>>();
  const usedFor = (id: number) => {
    let used = usedTexts.get(id);
    if (!used) usedTexts.set(id, (used = new Set()));
    return used;
  };

  const add = (business: BusinessRow, status: ReviewStatus, rating: number, from: string, to: string, text?: string, reason?: string) => {
    const id = reviews.length + 1;
    const who = reviewer(random, id);
    const createdMs = Math.max(timestampBetween(random, from, to), Date.parse(business.createdAt) + 3 * DAY_MS);
    reviews.push({
      id,
      businessId: business.id,
      reviewerName: who.name,
      reviewerEmail: who.email,
      rating,
      reviewText: text ?? reviewText(random, business.category, rating, usedFor(business.id)),
      status,
      moderationReason: reason ?? null,
      moderatedAt: status === 'pending' ? null : iso(createdMs + random.int(1, 4) * DAY_MS + random.int(1, 600) * 60_000),
      createdAt: iso(createdMs),
    });
  };

  for (const business of published) {
    if (withoutReviews.has(business.id)) continue;
    const quality = random.weighted<Quality>([
      ['excellent', 45],
      ['good', 35],
      ['mixed', 15],
      ['poor', 5],
    ]);
    let count = random.weighted([
      [1, 12],
      [2, 18],
      [3, 24],
      [4, 18],
      [5, 12],
      [6, 9],
      [7, 7],
    ]);
    if (business.isPremium) count += random.int(2, 4);
    for (let i = 0; i < count; i++) {
      add(business, 'approved', random.weighted(RATING_WEIGHTS[quality]), '2024-01-05T08:00:00Z', '2025-10-25T22:00:00Z');
    }
  }

  const reviewable = published.filter((b) => !withoutReviews.has(b.id));
  for (let i = 0; i < PENDING_REVIEWS; i++) {
    const business = random.pick(reviewable);
    const rating = random.weighted(RATING_WEIGHTS.good);
    add(business, 'pending', rating, '2025-11-01T08:00:00Z', '2025-12-20T22:00:00Z');
  }
  for (const rejected of REJECTED_REVIEWS) {
    add(random.pick(reviewable), 'rejected', random.pick([1, 5]), '2025-01-10T08:00:00Z', '2025-10-20T22:00:00Z', rejected.text, rejected.reason);
  }

  // Chronological ids read naturally in the admin queue.
  reviews.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
  reviews.forEach((review, index) => {
    review.id = index + 1;
    if (review.reviewerName === null) review.reviewerEmail = `neighbor${review.id}@example.com`;
  });
  return reviews;
}

function applyRatings(businesses: BusinessRow[], reviews: ReviewRow[]): void {
  for (const business of businesses) {
    const ratings = reviews.filter((r) => r.businessId === business.id && r.status === 'approved').map((r) => r.rating);
    business.userRating = averageRating(ratings);
    business.reviewCount = ratings.length;
  }
}

// ---------------------------------------------------------------------------------------------
// Claims

function buildClaims(random: Random, businesses: BusinessRow[]): ClaimRow[] {
  const candidates = businesses.filter((b) => b.status === 'published' && !b.isClaimed);
  const chosen = random.sample(candidates, 7);
  const statuses: ClaimStatus[] = ['pending', 'pending', 'pending', 'pending', 'pending', 'verified', 'denied'];
  const claims = chosen.map((business, index): ClaimRow => {
    const status = statuses[index] ?? 'pending';
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const submitted = timestampBetween(random, '2025-11-15T09:00:00Z', '2025-12-19T18:00:00Z');
    const decided = status === 'pending' ? null : iso(submitted + random.int(1, 3) * DAY_MS);
    if (status === 'verified') business.isClaimed = true;
    return {
      id: 0,
      businessId: business.id,
      claimerName: index === 4 ? null : `${first} ${last}`,
      claimerEmail: `${first}.${last}@example.com`.toLowerCase(),
      claimerPhone: index === 3 ? null : fictionalPhone(random.int(0, 98)),
      status,
      decisionReason:
        status === 'verified'
          ? 'Owner confirmed by phone at the listed business number.'
          : status === 'denied'
            ? 'Could not confirm the claimer works for this business.'
            : null,
      decidedAt: decided,
      emailVerifiedAt: status !== 'pending' || random.chance(0.5) ? iso(submitted + random.int(5, 90) * 60_000) : null,
      submittedAt: iso(submitted),
    };
  });
  claims.sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  claims.forEach((claim, index) => (claim.id = index + 1));
  return claims;
}

// ---------------------------------------------------------------------------------------------
// The whole data set

export function buildSeedData(seed = SEED): SeedData {
  const random = createRandom(seed);
  const businesses = buildBusinesses(random);
  const reviews = buildReviews(random, businesses);
  applyRatings(businesses, reviews);
  const claims = buildClaims(random, businesses);
  const spanish = loadSpanishTexts();
  const neighborhoods = NEIGHBORHOODS.map((n, index) => ({ ...n, id: index + 1, es: spanish.get(n.slug) ?? null }));
  const qol = readQolDataset();
  const npas = neighborhoodNpas(neighborhoods, qol.areas).flatMap(({ slug, main, npaIds }) => {
    const neighborhoodId = neighborhoods.find((n) => n.slug === slug)?.id ?? 0;
    return npaIds.map((npaId) => ({ neighborhoodId, npaId, isMain: npaId === main }));
  });
  return {
    neighborhoods,
    qol,
    npas,
    businesses,
    reviews,
    claims,
    plans: SUBSCRIPTION_PLANS.map((plan, index) => ({ ...plan, id: index + 1, sortOrder: index + 1 })),
  };
}
