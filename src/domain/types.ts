/**
 * The shapes the API answers with, shared by
 * the server that builds them and the islands and pages that read them.
 */
import type { BusinessHours } from './forms';
import type { SafetyEvidence } from './safety';
import type { PublicCredential } from './credentials';

export type BusinessStatus = 'pending' | 'published' | 'rejected';

/** Feature groups of a business: group name -> feature name -> true. */
export type BusinessDetails = Partial<Record<'Highlights' | 'Popular for' | 'Offerings', Record<string, boolean>>>;

export interface Business {
  id: number;
  slug: string;
  businessName: string;
  category: string;
  address: string;
  zipCode: string | null;
  phone: string;
  email: string | null;
  website: string | null;
  shortDescription: string | null;
  longDescription: string | null;
  websiteSummary: string | null;
  businessHours: BusinessHours | null;
  serviceTags: string[];
  /** The languages the business says its staff speak (codes of src/domain/languages.ts, in its order). */
  languages: string[];
  neighborhood: string | null;
  isPremium: boolean;
  isVerified: boolean;
  isClaimed: boolean;
  /**
   * The credentials staff recorded that are current today (src/domain/credentials.ts): the
   * only ground for "Licensed" and "Insured". Empty until the server attaches them.
   */
  credentials: PublicCredential[];
  /** An owner (dashboard) or a usable e-mail address can receive quote requests; which categories take them: src/domain/quote-requests.ts. */
  quoteReachable: boolean;
  /**
   * How quickly it answers quote requests, as shown (src/domain/responsiveness.ts): in search
   * answers for businesses that can be asked for a quote; null to show nothing.
   */
  responseLabel?: string | null;
  userRating: number;
  reviewCount: number;
  details: BusinessDetails | null;
  latitude: number | null;
  longitude: number | null;
  /** True when latitude/longitude are only a fallback centre (no geocoded address): shown as "Approximate location". */
  locationApproximate: boolean;
  status: BusinessStatus;
  createdAt: string;
  updatedAt: string;
  /** Great-circle miles from the search's place (`near`); only in answers to a search with one. */
  distanceMiles?: number | null;
}

/** "My place" of a search, as the server resolved it. */
interface SearchPlace {
  /** The `near` text: a neighborhood slug, a ZIP code or 'lat,lng'. */
  near: string;
  label: string;
  lat: number;
  lng: number;
}

export interface BusinessSearchResult {
  businesses: Business[];
  total: number;
  /** Present when the search had a place (`near`). */
  place?: SearchPlace;
  /**
   * Present when the search text found nothing as typed and these words were searched
   * instead (typos corrected, a word left out): "Showing results for …".
   */
  correctedSearch?: string;
}

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** A review as the public sees it (no e-mail address). */
export interface Review {
  id: number;
  businessId: number;
  reviewerName: string | null;
  rating: number;
  reviewText: string | null;
  createdAt: string;
  /** Came through the business's invitation link: shown as "Invited by the business". */
  invited?: boolean;
  /** The business owner's public answer ("Response from the owner"), when there is one. */
  ownerReply?: OwnerReply | null;
}

interface OwnerReply {
  text: string;
  createdAt: string;
  updatedAt: string;
}

export type ClaimStatus = 'pending' | 'verified' | 'denied';

export interface BusinessClaim {
  id: number;
  businessId: number;
  businessName?: string;
  businessSlug?: string;
  claimerName: string | null;
  claimerEmail: string;
  claimerPhone: string | null;
  status: ClaimStatus;
  submittedAt: string;
}

export interface AdminStats {
  totalBusinesses: number;
  pendingReviews: number;
  pendingClaims: number;
  premiumListings: number;
  /** Quote requests confirmed in the last 30 days. */
  quoteRequests30Days: number;
  /** Confirmed saved searches (e-mail alerts). */
  savedSearches: number;
  /** Alert digests queued in the last 30 days. */
  alertsSent30Days: number;
}

export interface SubscriptionPlan {
  id: number;
  name: string;
  description: string;
  /** Price in cents. */
  priceMonthly: number;
  features: string[];
}

/**
 * A neighborhood's own texts in Spanish (the `_es` columns of public.neighborhoods), each
 * field as its English counterpart in {@link Neighborhood}.
 */
export interface NeighborhoodSpanishText {
  title: string;
  metaDescription: string;
  overview: string;
  history: string;
  housingOptions: string;
  lifestyle: string;
  demographics: string;
  localAmenities: string;
  schoolsChildcare: string;
  parksRecreation: string;
  transportation: string;
  keyFeatures: string[];
}

export interface Neighborhood {
  id: number;
  name: string;
  slug: string;
  title: string;
  metaDescription: string;
  overview: string;
  history: string;
  housingOptions: string;
  lifestyle: string;
  demographics: string;
  localAmenities: string;
  schoolsChildcare: string;
  parksRecreation: string;
  transportation: string;
  averageRentPrice: string | null;
  averageHomePrice: string | null;
  commuteToUptown: string | null;
  walkabilityScore: number | null;
  safetyRating: number | null;
  keyFeatures: string[];
  images: string[];
  mapUrl: string | null;
  latitude: number;
  longitude: number;
  featured: boolean;
  familyFriendly: boolean;
  youngProfessionalFriendly: boolean;
  petFriendly: boolean;
  /** Its texts in Spanish; null when it has none (then it has no Spanish profile page). */
  es: NeighborhoodSpanishText | null;
  /** When the data the site shows was last published (ISO 8601; the data's load time before any edit). */
  dataUpdatedAt: string | null;
  /**
   * The rating the pages show and where it comes from (src/domain/safety.ts); set by the
   * page loaders, which also put its rating in `safetyRating` for the scoring.
   */
  safety?: SafetyEvidence;
}
