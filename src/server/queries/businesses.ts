/**
 * Businesses: lookups by slug and id, and creation of a submitted business (with its claim).
 * Search is in ./business-search.ts; the row -> API shape mapping in ./business-rows.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Business } from '../../domain/types';
import { MAX_ID, type NewBusiness } from '../../domain/forms';
import type { Executor, Queryable } from '../db/client';
import { insertClaim } from './claims';
import { openWeekLiteral } from '../../domain/hours';
import type { StoredLocation } from '../../domain/location';
import { BUSINESS_COLUMNS, toBusiness, type BusinessRow } from './business-rows';

/** The published business with this slug, or null (unknown and unpublished alike). */
export async function getBusinessBySlug(db: Queryable, slug: string): Promise<Business | null> {
  const [row] = await db.query<BusinessRow>(`select ${BUSINESS_COLUMNS} from public.businesses b where b.slug = $1 and b.status = 'published'`, [slug]);
  return row ? toBusiness(row) : null;
}

/**
 * The business with this id in any status, or null. Callers that serve the public check
 * `status === 'published'` themselves.
 */
export async function getBusinessById(db: Queryable, id: number): Promise<Business | null> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ID) return null;
  const [row] = await db.query<BusinessRow>(`select ${BUSINESS_COLUMNS} from public.businesses b where b.id = $1`, [id]);
  return row ? toBusiness(row) : null;
}

/** Parses a path segment as a business/review/claim id (a positive 32-bit integer), else null. */
/** True when business `id` exists and is published. */
export async function isPublished(db: Queryable, id: number): Promise<boolean> {
  const [row] = await db.query("select 1 from public.businesses where id = $1 and status = 'published'", [id]);
  return Boolean(row);
}

export function parseId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}

/**
 * A URL slug from a business name: lower case ASCII letters and digits joined by single
 * hyphens ('Queen City Movers & Storage, LLC' -> 'queen-city-movers-storage-llc'), at most
 * 80 characters; 'business' when nothing is left.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'business';
}

export interface CreatedBusiness {
  id: number;
  slug: string;
  claimId?: number;
  /** False when `submissionKey` matched an earlier submission and nothing new was stored. */
  created: boolean;
}

/**
 * Stores a submitted business as 'pending' (unpublished) with a unique slug derived from
 * its name ('-2', '-3'... on collision) and, when `claim` is given, its claim: both in ONE
 * transaction, so a failed claim leaves no business behind. `location` is where it is
 * (geocoded before the transaction: src/server/geocode); without it, no coordinates.
 *
 * With a `submissionKey`, a retry of the same submission returns the business stored the
 * first time (`created: false`) and its claim (stored now if the first try had none),
 * instead of a duplicate. Concurrent retries are safe: the key is unique and inserts use
 * `on conflict do nothing`.
 */
export async function createBusiness(
  db: { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> },
  input: NewBusiness,
  now: Date,
  location?: StoredLocation,
): Promise<CreatedBusiness> {
  return db.transaction(async (tx) => {
    let business: { id: number; slug: string } | undefined;
    let created = false;
    if (input.submissionKey) business = await findBySubmissionKey(tx, input.submissionKey);
    if (!business) {
      const base = slugify(input.businessName);
      for (let attempt = 0; attempt < 20 && !business; attempt++) {
        const slug = await nextFreeSlug(tx, base);
        const [row] = await tx.query<{ id: number; slug: string }>(
          `insert into public.businesses
             (slug, business_name, category, address, zip_code, phone, email, website, short_description,
              long_description, business_hours, service_tags, status, submission_key, created_at, updated_at, open_week,
              latitude, longitude, location_approximate)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11::text::jsonb, string_to_array($12, ','), 'pending', $13, $14, $14,
                   $15::text::int4multirange, $16::float8, $17::float8, $18)
           on conflict do nothing
           returning id, slug`,
          [
            slug,
            input.businessName,
            input.category,
            input.address,
            input.zipCode,
            input.phone,
            input.email,
            input.website ?? null,
            input.shortDescription || null,
            input.longDescription || null,
            input.businessHours && Object.keys(input.businessHours).length ? JSON.stringify(input.businessHours) : null,
            input.serviceTags.join(','),
            input.submissionKey ?? null,
            now.toISOString(),
            openWeekLiteral(input.businessHours),
            location?.latitude ?? null,
            location?.longitude ?? null,
            location?.approximate ?? false,
          ],
        );
        if (row) {
          business = { id: Number(row.id), slug: row.slug };
          created = true;
        } else if (input.submissionKey) {
          // A concurrent request with the same key may have won; otherwise the slug was taken.
          business = await findBySubmissionKey(tx, input.submissionKey);
        }
      }
      if (!business) throw new Error(`Could not find a free slug for "${input.businessName}"`);
    }
    const result: CreatedBusiness = { ...business, created };
    if (input.claim) {
      const claim = await insertClaim(tx, {
        businessId: business.id,
        claimerName: input.claim.claimerName,
        claimerEmail: input.claim.claimerEmail,
        claimerPhone: input.claim.claimerPhone,
        locale: input.claim.locale,
        now,
      });
      result.claimId = claim.id;
    }
    return result;
  });
}

async function findBySubmissionKey(db: Queryable, key: string) {
  const [row] = await db.query<{ id: number; slug: string }>('select id, slug from public.businesses where submission_key = $1', [key]);
  return row ? { id: Number(row.id), slug: row.slug } : undefined;
}

/**
 * `base` when free, else the first free of `base-2` ... `base-100` (one indexed lookup),
 * else `base-` and a random suffix.
 */
async function nextFreeSlug(db: Queryable, base: string): Promise<string> {
  const candidates = [base, ...Array.from({ length: 99 }, (_, i) => `${base}-${i + 2}`)];
  const taken = new Set(
    (await db.query<{ slug: string }>("select slug from public.businesses where slug = any(string_to_array($1, ','))", [candidates.join(',')])).map(
      (row) => row.slug,
    ),
  );
  return candidates.find((slug) => !taken.has(slug)) ?? `${base}-${randomBytes(4).toString('hex')}`;
}
