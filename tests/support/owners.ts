/**
 * Signed-in business owners for integration tests: an owner account (role 'owner' in
 * staff_accounts, as a verified claim makes it) owning a new business, and its token.
 */
import { randomUUID } from 'node:crypto';
import { signLocalToken } from '../../src/server/auth/local-admin';
import { hashPassword } from '../../src/server/auth/password';
import type { Db } from '../../src/server/db/client';
import { insertBusiness, supabaseToken, type BusinessFixture } from '../integration/api-support';

export const OWNER_PASSWORD = 'owner-password-for-tests';

export interface OwnerFixture {
  ownerId: string;
  email: string;
  /** A local bearer token for the account (valid 8 hours from `now`). */
  token: string;
  businessId: number;
  slug: string;
  businessName: string;
}

/**
 * Makes an owner account (password {@link OWNER_PASSWORD}) and a business it owns, and
 * signs it in. `email` defaults to a unique address; pass `ownerId` of an earlier fixture
 * to give that owner another business. `now`: the clock the API under test uses.
 */
export async function createOwnerWithBusiness(
  db: Db,
  options: { email?: string; ownerId?: string; business?: BusinessFixture; now?: Date } = {},
): Promise<OwnerFixture> {
  const business = await insertBusiness(db, options.business);
  let ownerId = options.ownerId;
  let email = options.email ?? `owner-${randomUUID().slice(0, 8)}@example.com`;
  if (ownerId) {
    const [row] = await db.query<{ email: string }>('select email from public.staff_accounts where id = $1', [ownerId]);
    email = row!.email;
  } else {
    ownerId = randomUUID();
    await db.query(`insert into public.staff_accounts (id, email, name, role, status, password_hash) values ($1, $2, $3, 'owner', 'active', $4)`, [
      ownerId,
      email.toLowerCase(),
      'Owner ' + email.split('@')[0],
      await hashPassword(OWNER_PASSWORD),
    ]);
  }
  await db.query('insert into public.business_owners (business_id, owner_id) values ($1, $2)', [business.id, ownerId]);
  await db.query('update public.businesses set is_claimed = true, is_verified = true where id = $1', [business.id]);
  const { token } = await signLocalToken(db, { id: ownerId, email, name: 'Owner', role: 'owner', sessionVersion: 1 }, options.now ?? new Date());
  return { ownerId, email, token, businessId: business.id, slug: business.slug, businessName: business.businessName };
}

/**
 * Supabase mode: a business owned by a Supabase Auth user, and that user's access token
 * (HS256 with the test project's secret, shaped as Supabase issues it).
 */
export async function createSupabaseOwnerWithBusiness(
  db: Db,
  options: { userId?: string; email?: string; business?: BusinessFixture } = {},
): Promise<OwnerFixture> {
  const business = await insertBusiness(db, options.business);
  const ownerId = options.userId ?? randomUUID();
  const email = options.email ?? `owner-${ownerId.slice(0, 8)}@example.com`;
  await db.query('insert into public.business_owners (business_id, owner_id) values ($1, $2)', [business.id, ownerId]);
  await db.query('update public.businesses set is_claimed = true, is_verified = true where id = $1', [business.id]);
  const token = await supabaseToken({ admin: false, email, subject: ownerId });
  return { ownerId, email, token, businessId: business.id, slug: business.slug, businessName: business.businessName };
}

/** Makes a new owner account the owner of an existing business and answers its token (local sign-in). */
export async function ownerTokenFor(db: Db, businessId: number, now = new Date()): Promise<string> {
  const ownerId = randomUUID();
  await db.query(`insert into public.staff_accounts (id, email, name, role, status, password_hash) values ($1, $2, 'Owner', 'owner', 'active', $3)`, [
    ownerId,
    `owner-${ownerId.slice(0, 8)}@example.com`,
    await hashPassword(OWNER_PASSWORD),
  ]);
  await db.query(
    'insert into public.business_owners (business_id, owner_id) values ($1, $2) on conflict (business_id) do update set owner_id = excluded.owner_id',
    [businessId, ownerId],
  );
  await db.query('update public.businesses set is_claimed = true, is_verified = true where id = $1', [businessId]);
  return (await signLocalToken(db, { id: ownerId, email: null, name: 'Owner', role: 'owner', sessionVersion: 1 }, now)).token;
}
