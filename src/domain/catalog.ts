/**
 * The directory's fixed lists. This module owns these facts:
 * pages, islands, the API, the seed generator and the tests all import them from here.
 */
/** A category (its description: src/domain/category-descriptions.ts; its icon: src/components/CategoryIcon.astro). */
export interface Category {
  value: string;
  label: string;
}

export const CATEGORIES = [
  { value: 'movers-packers', label: 'Movers & Packers' },
  { value: 'utility-setup', label: 'Utility Setup' },
  { value: 'storage-junk-removal', label: 'Storage & Junk Removal' },
  { value: 'cleaning-services', label: 'Cleaning Services' },
  { value: 'realtors-rentals', label: 'Realtors & Rentals' },
  { value: 'schools-childcare', label: 'Schools & Childcare' },
  { value: 'healthcare-doctors', label: 'Healthcare & Doctors' },
  { value: 'dmv-paperwork', label: 'DMV & Paperwork' },
  { value: 'pet-services', label: 'Pet Services' },
  { value: 'neighborhood-guides', label: 'Neighborhood Guides' },
  { value: 'social-newcomer-groups', label: 'Social/Newcomer Groups' },
  { value: 'specialty-services', label: 'Specialty Services' },
] as const satisfies readonly Category[];

export type CategoryValue = (typeof CATEGORIES)[number]['value'];

export const CATEGORY_VALUES = /* @__PURE__ */ CATEGORIES.map((c) => c.value) as [CategoryValue, ...CategoryValue[]];

/** How many categories the footer lists under Popular Categories. */
export const FOOTER_CATEGORY_COUNT = 5;

export function findCategory(value: string | null | undefined): Category | undefined {
  return CATEGORIES.find((c) => c.value === value);
}

export function isCategoryValue(value: string | null | undefined): value is CategoryValue {
  return findCategory(value) !== undefined;
}

export function categoryLabel(value: string): string {
  return findCategory(value)?.label ?? value;
}

// Descriptions, the business cards' detail groups and SITE live in modules of their own: the
// listing island loads this module at once and needs none of them (docs/performance.md).
export { categoryDescription } from './category-descriptions';

export interface FilterNeighborhood {
  value: string;
  label: string;
}

/** The listing value of a business outside every mapped neighborhood ('Charlotte Metro' in the filter). */
export const METRO_AREA = 'charlotte-metro';

/** The neighborhood filter list; 'All Charlotte' ({@link ALL_CHARLOTTE}) means no filter. */
export const FILTER_NEIGHBORHOODS = [
  { value: 'uptown', label: 'Uptown' },
  { value: 'south-end', label: 'South End' },
  { value: 'ballantyne', label: 'Ballantyne' },
  { value: 'plaza-midwood', label: 'Plaza Midwood' },
  { value: 'noda', label: 'NoDa' },
  { value: 'dilworth', label: 'Dilworth' },
  { value: 'university-city', label: 'University City' },
  { value: METRO_AREA, label: 'Charlotte Metro' },
] as const satisfies readonly FilterNeighborhood[];

/** The filter value meaning "no filter"; omitted from every URL and API call. */
export const ALL = 'all';
export const ALL_CHARLOTTE = { value: ALL, label: 'All Charlotte' } as const;

export function findFilterNeighborhood(value: string | null | undefined): FilterNeighborhood | undefined {
  return FILTER_NEIGHBORHOODS.find((n) => n.value === value);
}

export const SERVICE_TAGS = [
  { value: 'licensed', label: 'Licensed' },
  { value: 'free-quote', label: 'Free Quote' },
  { value: '24-7', label: '24/7 Service' },
  { value: 'eco-friendly', label: 'Eco-friendly' },
  { value: 'same-day', label: 'Same Day' },
  { value: 'insured', label: 'Insured' },
  { value: 'verified', label: 'Verified' },
] as const;

export type ServiceTagValue = (typeof SERVICE_TAGS)[number]['value'];

export const SERVICE_TAG_VALUES = /* @__PURE__ */ SERVICE_TAGS.map((t) => t.value) as [ServiceTagValue, ...ServiceTagValue[]];

/**
 * The filter tags that are credentials: only staff record them (src/domain/credentials.ts;
 * 'verified' is the staff's verification of the business, `isVerified`). An owner never ticks
 * them, and the stored service tags never hold them.
 */
export const CREDENTIAL_TAG_VALUES = ['licensed', 'insured', 'verified'] as const satisfies readonly ServiceTagValue[];

export type SelfDeclaredTagValue = Exclude<ServiceTagValue, (typeof CREDENTIAL_TAG_VALUES)[number]>;

/** What the business says of itself (Free Quote, Same Day, 24/7...): the tags an owner or a new listing may tick. */
export const SELF_DECLARED_TAGS = /* @__PURE__ */ SERVICE_TAGS.filter(
  (t): t is Extract<(typeof SERVICE_TAGS)[number], { value: SelfDeclaredTagValue }> => !(CREDENTIAL_TAG_VALUES as readonly string[]).includes(t.value),
);

export const SELF_DECLARED_TAG_VALUES = /* @__PURE__ */ SELF_DECLARED_TAGS.map((t) => t.value) as [SelfDeclaredTagValue, ...SelfDeclaredTagValue[]];

/** Minimum-rating filter options: 1-4 read 'N+ Stars', 5 reads '5 Stars'. */
export const RATING_THRESHOLDS = /* @__PURE__ */ [1, 2, 3, 4, 5].map((value) => ({
  value,
  label: value === 5 ? '5 Stars' : `${value}+ Stars`,
}));

export const SORT_OPTIONS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'reviews', label: 'Most Reviews' },
] as const;

/** The extra sort offered once the visitor has set "my place". */
export const DISTANCE_SORT = { value: 'distance', label: 'Nearest first' } as const;

export type SortBy = (typeof SORT_OPTIONS)[number]['value'] | (typeof DISTANCE_SORT)['value'];
export const SORT_VALUES: [SortBy, ...SortBy[]] = ['relevance', 'rating', 'reviews', DISTANCE_SORT.value];
export const DEFAULT_SORT: SortBy = 'relevance';

/** Results per page; offset = (page - 1) x PAGE_SIZE. */
export const PAGE_SIZE = 20;
/** The most page buttons the pager shows at once. */
export const MAX_PAGE_BUTTONS = 5;
/** Largest `limit` the businesses API accepts. */
export const MAX_API_LIMIT = 100;

// LIMITS live in a module of their own: an island that needs only them (the review form) does
// not load the rest of the catalog (docs/performance.md, JavaScript shipped).
export { LIMITS } from './limits';

/** Weekdays of a business's opening hours, Monday first. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** ZIP code sent with a business added through the claim form. */
export const DEFAULT_ZIP_CODE = '28202';

export { DETAIL_GROUPS, MAX_CARD_FEATURES } from './card-features';

/** Map constants. */
export const MAP = {
  zoom: 11,
  /** The closest zoom the map uses when it fits its view to the results (a street, not a doorstep). */
  maxFitZoom: 15,
  /** Room, in pixels, kept between the outermost markers and the map's edges when fitting. */
  fitPaddingPx: 40,
  heightPx: 600,
  /** Central Charlotte (Trade & Tryon). */
  center: { lat: 35.2271, lng: -80.8431 },
  /** Largest deterministic offset, in degrees, of a marker placed at its neighborhood's centre. */
  maxMarkerOffset: 0.005,
} as const;

export { SITE } from './site';
