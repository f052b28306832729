/** Business claims: storing, listing pending ones, verifying. Row -> {@link BusinessClaim} mapping. */
import type { BusinessClaim, ClaimStatus } from '../../domain/types';
import type { Executor, Queryable } from '../db/client';
import type { Locale } from '../../i18n/locale';
import { grantOwnership, type OwnershipGrant } from './owner-accounts';
import type { AuthMode } from '../identity';
import { LINK_TTL_HOURS } from '../email/links';
import { queueEmail } from '../email/queue';
import { MAIL_LIMITS } from '../email/text';
import { findBusinessName, sentRecently } from './outbox';
import { isoTime } from '../db/columns';

interface ClaimRow {
  id: number;
  business_id: number;
  business_name?: string;
  business_slug?: string;
  claimer_name: string | null;
  claimer_email: string;
  claimer_phone: string | null;
  status: ClaimStatus;
  submitted_at: Date | string;
}

function toClaim(row: ClaimRow): BusinessClaim {
  const claim: BusinessClaim = {
    id: Number(row.id),
    businessId: Number(row.business_id),
    claimerName: row.claimer_name,
    claimerEmail: row.claimer_email,
    claimerPhone: row.claimer_phone,
    status: row.status,
    submittedAt: isoTime(row.submitted_at),
  };
  if (row.business_name !== undefined) claim.businessName = row.business_name;
  if (row.business_slug !== undefined) claim.businessSlug = row.business_slug;
  return claim;
}

const CLAIM_COLUMNS = `c.id, c.business_id, b.business_name, b.slug as business_slug, c.claimer_name,
  c.claimer_email, c.claimer_phone, c.status, c.submitted_at`;

export interface ClaimInsert {
  businessId: number;
  claimerName?: string;
  claimerEmail: string;
  claimerPhone?: string;
  /** The language of the page it was made on: its verification e-mail's and the confirmation page's. */
  locale: Locale;
  now: Date;
}

/**
 * Stores a pending claim, or finds the one this claimer already made for this business:
 * one claim per business and e-mail address, compared case-insensitively (addresses are
 * stored in lower case). `created` says which happened.
 */
export async function insertClaim(db: Queryable, claim: ClaimInsert): Promise<{ id: number; status: ClaimStatus; created: boolean; emailQueued: boolean }> {
  const email = claim.claimerEmail.trim().toLowerCase();
  const [inserted] = await db.query<{ id: number; status: ClaimStatus }>(
    `insert into public.business_claims (business_id, claimer_name, claimer_email, claimer_phone, submitted_at, locale)
     values ($1, $2, $3, $4, $5, $6)
     on conflict (business_id, claimer_email) do nothing
     returning id, status`,
    [claim.businessId, claim.claimerName ?? null, email, claim.claimerPhone ?? null, claim.now.toISOString(), claim.locale],
  );
  if (inserted) {
    // The verification e-mail is queued with the claim: pass a transaction to store both or neither.
    const messageId = await queueClaimVerificationEmail(db, {
      id: Number(inserted.id),
      businessId: claim.businessId,
      claimerEmail: email,
      claimerName: claim.claimerName,
      locale: claim.locale,
      now: claim.now,
    });
    return { id: Number(inserted.id), status: inserted.status, created: true, emailQueued: messageId !== null };
  }
  const [existing] = await db.query<{ id: number; status: ClaimStatus }>(
    'select id, status from public.business_claims where business_id = $1 and claimer_email = $2',
    [claim.businessId, email],
  );
  if (!existing) throw new Error('claim conflict without an existing claim');
  return { id: Number(existing.id), status: existing.status, created: false, emailQueued: false };
}

/**
 * Queues the verification e-mail of a new claim in `tx`, the transaction that stores the
 * claim. Returns the message id, or null when a verification message went to the same address
 * within the period ({@link MAIL_LIMITS}); concurrent claims to one address are serialized by
 * a lock.
 */
async function queueClaimVerificationEmail(
  tx: Queryable,
  claim: { id: number; businessId: number; claimerEmail: string; claimerName?: string | null; locale: Locale; now: Date },
): Promise<number | null> {
  const address = claim.claimerEmail.trim().toLowerCase();
  const since = new Date(claim.now.getTime() - MAIL_LIMITS.verificationPeriodHours * 3_600_000);
  if (await sentRecently(tx, 'claim_verification', address, since)) return null;
  const businessName = await findBusinessName(tx, claim.businessId);
  if (businessName === null) throw new Error(`business ${claim.businessId} not found for claim ${claim.id}`);
  const expiresAt = new Date(claim.now.getTime() + LINK_TTL_HOURS * 3_600_000).toISOString();
  return queueEmail(
    tx,
    'claim_verification',
    address,
    { claimId: claim.id, businessName, claimerName: claim.claimerName ?? null, expiresAt, ...(claim.locale === 'en' ? {} : { locale: claim.locale }) },
    claim.now,
  );
}

/** Pending claims with their business's name and slug, oldest first. */
export async function listPendingClaims(db: Queryable): Promise<BusinessClaim[]> {
  const rows = await db.query<ClaimRow>(
    `select ${CLAIM_COLUMNS}
       from public.business_claims c join public.businesses b on b.id = c.business_id
      where c.status = 'pending'
      order by c.submitted_at, c.id`,
  );
  return rows.map(toClaim);
}

async function getClaim(db: Queryable, id: number): Promise<BusinessClaim | null> {
  const [row] = await db.query<ClaimRow>(
    `select ${CLAIM_COLUMNS} from public.business_claims c join public.businesses b on b.id = c.business_id where c.id = $1`,
    [id],
  );
  return row ? toClaim(row) : null;
}

export type DecisionResult<T> = { outcome: 'done'; value: T } | { outcome: 'not_found' } | { outcome: 'already_decided'; status: string };

/**
 * Verifies a pending claim and marks its business claimed and verified ("Claimed by the
 * owner" and "Verified"; never a credential, src/domain/credentials.ts), in one transaction, which also makes the claimant its owner when they
 * confirmed their e-mail (../auth/owner-accounts.ts; `ownership` says what happened). A
 * claim already verified or denied is left alone.
 */
export async function verifyClaim(
  db: { transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T> },
  id: number,
  now: Date,
  mode: AuthMode = 'local',
): Promise<DecisionResult<BusinessClaim & { ownership: OwnershipGrant }>> {
  return db.transaction(async (tx) => {
    const [updated] = await tx.query<{ business_id: number; email_verified: boolean }>(
      `update public.business_claims set status = 'verified', decided_at = $2
        where id = $1 and status = 'pending'
        returning business_id, email_verified_at is not null as email_verified`,
      [id, now.toISOString()],
    );
    if (!updated) {
      const [existing] = await tx.query<{ status: string }>('select status from public.business_claims where id = $1', [id]);
      return existing ? { outcome: 'already_decided', status: existing.status } : { outcome: 'not_found' };
    }
    await tx.query('update public.businesses set is_claimed = true, is_verified = true where id = $1', [updated.business_id]);
    const claim = await getClaim(tx, id);
    if (!claim) throw new Error(`claim ${id} vanished inside its own transaction`);
    const ownership = await grantOwnership(
      tx,
      {
        id,
        businessId: claim.businessId,
        businessName: claim.businessName ?? '',
        claimerName: claim.claimerName,
        claimerEmail: claim.claimerEmail,
        emailVerified: Boolean(updated.email_verified),
      },
      mode,
      now,
    );
    return { outcome: 'done', value: { ...claim, ownership } };
  });
}

/** The e-mail address a claim was made with and the language of its page; null when there is no such claim. */
export async function findClaimer(db: Queryable, claimId: number): Promise<{ email: string; locale: Locale } | null> {
  const [claim] = await db.query<{ claimer_email: string; locale: Locale }>('select claimer_email, locale from public.business_claims where id = $1', [
    claimId,
  ]);
  return claim ? { email: claim.claimer_email, locale: claim.locale } : null;
}

/** Marks the claim's e-mail verified at `now` unless it was already; returns when it was verified (ISO), null without the claim. */
export async function markClaimEmailVerified(db: Queryable, claimId: number, now: Date): Promise<string | null> {
  const [row] = await db.query<{ email_verified_at: Date | string }>(
    `update public.business_claims set email_verified_at = coalesce(email_verified_at, $2) where id = $1 returning email_verified_at`,
    [claimId, now.toISOString()],
  );
  return row ? new Date(row.email_verified_at).toISOString() : null;
}
