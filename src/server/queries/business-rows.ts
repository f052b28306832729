/**
 * A business as stored and as the API shows it: the columns every query selects
 * ({@link BUSINESS_COLUMNS}) and the row -> {@link Business} mapping.
 */
import type { Business, BusinessStatus } from '../../domain/types';
import { isoTime } from '../db/columns';
import { sortLanguages } from '../../domain/language-codes';

/** The listing's e-mail address, trimmed and lower-cased, when it looks deliverable; else null. */
export const USABLE_EMAIL_SQL = `case when btrim(b.email) ~ '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$' then lower(btrim(b.email)) end`;

/** Every column of the API shape (never the search vector or the submission key). */
export const BUSINESS_COLUMNS = `
  b.id, b.slug, b.business_name, b.category, b.address, b.zip_code, b.phone, b.email, b.website,
  b.short_description, b.long_description, b.website_summary, b.business_hours, b.service_tags, b.languages,
  b.neighborhood, b.is_premium, b.is_verified, b.is_claimed, b.user_rating::float8 as user_rating,
  b.review_count::int as review_count, b.details, b.latitude::float8 as latitude,
  b.longitude::float8 as longitude, b.location_approximate, b.status, b.created_at, b.updated_at,
  (${USABLE_EMAIL_SQL} is not null or exists (select 1 from public.business_owners o where o.business_id = b.id)) as quote_reachable`;

export interface BusinessRow {
  id: number;
  slug: string;
  business_name: string;
  category: string;
  address: string;
  zip_code: string | null;
  phone: string;
  email: string | null;
  website: string | null;
  short_description: string | null;
  long_description: string | null;
  website_summary: string | null;
  business_hours: unknown;
  service_tags: unknown;
  languages: unknown;
  neighborhood: string | null;
  is_premium: boolean;
  is_verified: boolean;
  is_claimed: boolean;
  quote_reachable: boolean;
  user_rating: number;
  review_count: number;
  details: unknown;
  latitude: number | null;
  longitude: number | null;
  location_approximate: boolean;
  status: BusinessStatus;
  created_at: Date | string;
  updated_at: Date | string;
}

function jsonObject<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as T;
    } catch {
      return null;
    }
  }
  return value as T;
}

function textArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.startsWith('{') && value.endsWith('}')) {
    const inner = value.slice(1, -1);
    return inner ? inner.split(',').map((item) => item.replace(/^"|"$/g, '')) : [];
  }
  return [];
}

/** Maps a row selected with {@link BUSINESS_COLUMNS} to the API's {@link Business}. */
export function toBusiness(row: BusinessRow): Business {
  return {
    id: Number(row.id),
    slug: row.slug,
    businessName: row.business_name,
    category: row.category,
    address: row.address,
    zipCode: row.zip_code,
    phone: row.phone,
    email: row.email,
    website: row.website,
    shortDescription: row.short_description,
    longDescription: row.long_description,
    websiteSummary: row.website_summary,
    businessHours: jsonObject(row.business_hours),
    serviceTags: textArray(row.service_tags),
    languages: sortLanguages(textArray(row.languages)),
    neighborhood: row.neighborhood,
    isPremium: row.is_premium,
    isVerified: row.is_verified,
    isClaimed: row.is_claimed,
    credentials: [],
    quoteReachable: row.quote_reachable === true,
    userRating: Number(row.user_rating),
    reviewCount: Number(row.review_count),
    details: jsonObject(row.details),
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    locationApproximate: row.location_approximate === true,
    status: row.status,
    createdAt: isoTime(row.created_at),
    updatedAt: isoTime(row.updated_at),
  };
}
