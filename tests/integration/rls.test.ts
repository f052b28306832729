/**
 * Row Level Security as Supabase's API roles see it: what a browser holding the public
 * anon key, a signed-in business owner or a staff member could read or change through
 * PostgREST. Each check runs in a transaction with the role and the JWT claims set as
 * Supabase sets them (tests/support/jwt.ts), so the owner connection keeps its own role.
 * Writes are committed when they go through, so the final check sees any damage.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db, Executor } from '../../src/server/db/client';
import { describeBothDbs } from '../support/db';
import { anonVisitor, asJwt, attemptAsJwt, signedInUser, staffMember, type JwtClaims } from '../support/jwt';
import { insertBusiness, insertReview } from './api-support';

type Role = 'anon' | 'authenticated' | 'owner' | 'staff';

const OWNER_ID = 'a1b2c3d4-0000-4000-8000-00000000rls1';
const OTHER_OWNER_ID = 'a1b2c3d4-0000-4000-8000-00000000rls2';

/** The JWT claims of each kind of caller. */
const CLAIMS: Record<Role, JwtClaims> = {
  anon: anonVisitor(),
  authenticated: signedInUser('a1b2c3d4-0000-4000-8000-00000000rls0'),
  owner: signedInUser(OWNER_ID),
  staff: staffMember('a1b2c3d4-0000-4000-8000-00000000rls9'),
};

/** Runs `fn` as `role` in a transaction: rolled back afterwards, unless `commit`. */
function asRole<T>(db: Db, role: Role, fn: (tx: Executor) => Promise<T>, commit = false): Promise<T> {
  return asJwt(db, CLAIMS[role], fn, { commit });
}

/** Runs one statement as `role`: its rows, or the error message when it fails. */
function attempt(db: Db, role: Role, sql: string, commit = false): Promise<{ rows?: unknown[]; error?: string }> {
  return attemptAsJwt(db, CLAIMS[role], sql, { commit });
}

const PRIVATE_TABLES = [
  'business_claims',
  'subscriptions',
  'stripe_events',
  'app_settings',
  'business_owners',
  'revoked_tokens',
  'password_resets',
  'account_clients',
] as const;

/** One INSERT, UPDATE and DELETE per table; each must fail or touch no row. */
const WRITES: Record<string, { insert: string; update: string; delete: string }> = {
  neighborhoods: {
    insert: `insert into public.neighborhoods (slug, name, title, latitude, longitude) values ('rls-new', 'New', 'New', 35.2, -80.8) returning 1`,
    update: `update public.neighborhoods set name = 'Hacked' returning 1`,
    delete: `delete from public.neighborhoods returning 1`,
  },
  businesses: {
    insert: `insert into public.businesses (slug, business_name, category, address, phone, status) values ('rls-spam', 'Spam', 'specialty-services', 'x', 'x', 'published') returning 1`,
    update: `update public.businesses set is_premium = true, user_rating = 5 returning 1`,
    delete: `delete from public.businesses returning 1`,
  },
  reviews: {
    insert: `insert into public.reviews (business_id, reviewer_email, rating, status) select id, 'a@b.co', 5, 'approved' from public.businesses limit 1 returning 1`,
    update: `update public.reviews set rating = 1 returning 1`,
    delete: `delete from public.reviews returning 1`,
  },
  business_claims: {
    insert: `insert into public.business_claims (business_id, claimer_email, status) select id, 'thief@example.com', 'verified' from public.businesses limit 1 returning 1`,
    update: `update public.business_claims set status = 'verified' returning 1`,
    delete: `delete from public.business_claims returning 1`,
  },
  subscription_plans: {
    insert: `insert into public.subscription_plans (name, price_monthly) values ('Free Forever', 1) returning 1`,
    update: `update public.subscription_plans set price_monthly = 1 returning 1`,
    delete: `delete from public.subscription_plans returning 1`,
  },
  subscriptions: {
    insert: `insert into public.subscriptions (business_id, plan_id, customer_name, customer_email, status) select b.id, p.id, 'x', 'x@y.z', 'active' from public.businesses b, public.subscription_plans p limit 1 returning 1`,
    update: `update public.subscriptions set status = 'active' returning 1`,
    delete: `delete from public.subscriptions returning 1`,
  },
  stripe_events: {
    insert: `insert into public.stripe_events (id, type, event_created_at) values ('evt_forged', 'invoice.paid', now()) returning 1`,
    update: `update public.stripe_events set type = 'x' returning 1`,
    delete: `delete from public.stripe_events returning 1`,
  },
  business_owners: {
    insert: `insert into public.business_owners (business_id, owner_id) select id, 'thief' from public.businesses limit 1 on conflict (business_id) do update set owner_id = 'thief' returning 1`,
    update: `update public.business_owners set owner_id = 'thief' returning 1`,
    delete: `delete from public.business_owners returning 1`,
  },
  revoked_tokens: {
    insert: `insert into public.revoked_tokens (token_hash, expires_at) values ('forged', now()) returning 1`,
    update: `update public.revoked_tokens set expires_at = now() returning 1`,
    delete: `delete from public.revoked_tokens returning 1`,
  },
  password_resets: {
    insert: `insert into public.password_resets (token_hash, account_id, expires_at) values ('forged', 'rls-owner-account', now() + interval '1 day') returning 1`,
    update: `update public.password_resets set used_at = null, expires_at = now() + interval '1 year' returning 1`,
    delete: `delete from public.password_resets returning 1`,
  },
  review_invitations: {
    insert: `insert into public.review_invitations (business_id, owner_id, to_address) select id, '${OWNER_ID}', 'x@y.z' from public.businesses limit 1 returning 1`,
    update: `update public.review_invitations set to_address = 'x@y.z' returning 1`,
    delete: `delete from public.review_invitations returning 1`,
  },
  owner_notices: {
    insert: `insert into public.owner_notices (business_id, owner_id, subject, body) select id, '${OWNER_ID}', 'Forged', 'Forged' from public.businesses limit 1 returning 1`,
    update: `update public.owner_notices set body = 'Forged' returning 1`,
    delete: `delete from public.owner_notices returning 1`,
  },
  business_credentials: {
    insert: `insert into public.business_credentials (business_id, kind, status, source, licence_number, issuing_authority, expires_on, decided_at) select id, 'licensed', 'approved', 'owner', 'X', 'Y', '2099-01-01', now() from public.businesses limit 1 returning 1`,
    update: `update public.business_credentials set status = 'approved', licence_number = 'X', issuing_authority = 'Y', expires_on = '2099-01-01', decided_at = now() returning 1`,
    delete: `delete from public.business_credentials returning 1`,
  },
  account_clients: {
    insert: `insert into public.account_clients (account_id, client_key) values ('${OWNER_ID}', 'forged') returning 1`,
    update: `update public.account_clients set client_key = 'forged' returning 1`,
    delete: `delete from public.account_clients returning 1`,
  },
  app_settings: {
    insert: `insert into public.app_settings (key, value) values ('local_admin_password_hash', 'forged') returning 1`,
    update: `update public.app_settings set value = 'forged' returning 1`,
    delete: `delete from public.app_settings returning 1`,
  },
};

describeBothDbs(
  'row level security',
  (getDb) => {
    let published: { id: number; slug: string };
    let hidden: { id: number; slug: string };
    let snapshot: string;

    /** Everything in every table, as the owner sees it. */
    async function everything(): Promise<string> {
      const parts: unknown[] = [];
      for (const table of Object.keys(WRITES)) {
        parts.push(await getDb().query(`select * from public.${table} order by 1`));
      }
      return JSON.stringify(parts);
    }

    beforeAll(async () => {
      const db = getDb();
      published = await insertBusiness(db, { businessName: 'RLS Published Movers' });
      hidden = await insertBusiness(db, { businessName: 'RLS Pending Movers', status: 'pending' });
      await insertReview(db, published.id, { rating: 5, reviewerName: 'Visible' });
      await insertReview(db, published.id, { rating: 1, reviewerName: 'Waiting', status: 'pending' });
      await insertReview(db, hidden.id, { rating: 4, reviewerName: 'On hidden business' });
      await db.query(`insert into public.neighborhoods (slug, name, title, latitude, longitude) values ('rls-noda', 'NoDa', 'NoDa', 35.25, -80.8)`);
      await db.query(`insert into public.subscription_plans (name, price_monthly, active) values ('RLS Featured', 4900, true), ('RLS Retired', 100, false)`);
      const [plan] = await db.query<{ id: number }>(`select id from public.subscription_plans where name = 'RLS Featured'`);
      await db.query(`insert into public.business_claims (business_id, claimer_email) values ($1, 'owner@example.com')`, [published.id]);
      await db.query(`insert into public.subscriptions (business_id, plan_id, customer_name, customer_email) values ($1, $2, 'Owner', 'owner@example.com')`, [
        published.id,
        plan!.id,
      ]);
      await db.query(`insert into public.stripe_events (id, type, event_created_at) values ('evt_rls_1', 'invoice.paid', now())`);
      await db.query(`insert into public.app_settings (key, value) values ('rls_secret', 'do-not-leak') on conflict do nothing`);
      await db.query(`insert into public.business_owners (business_id, owner_id) values ($1, $2), ($3, $4)`, [
        published.id,
        OWNER_ID,
        hidden.id,
        OTHER_OWNER_ID,
      ]);
      await db.query(
        `insert into public.staff_accounts (id, email, name, role, status) values ('rls-owner-account', 'rls-owner@example.com', 'RLS Owner', 'owner', 'active') on conflict do nothing`,
      );
      await db.query(`insert into public.revoked_tokens (token_hash, expires_at) values ('rls-revoked', now() + interval '1 hour')`);
      await db.query(`insert into public.account_clients (account_id, client_key) values ($1, 'rls-device')`, [OWNER_ID]);
      await db.query(
        `insert into public.password_resets (token_hash, account_id, expires_at) values ('rls-reset', 'rls-owner-account', now() + interval '1 hour')`,
      );
      for (const [owner, business] of [
        [OWNER_ID, published.id],
        [OTHER_OWNER_ID, hidden.id],
      ] as const) {
        await db.query(`insert into public.review_invitations (business_id, owner_id, to_address) values ($1, $2, 'customer@example.com')`, [business, owner]);
        await db.query(`insert into public.owner_notices (business_id, owner_id, subject, body) values ($1, $2, 'Decided', 'Reason')`, [business, owner]);
        await db.query(`insert into public.business_credentials (business_id, kind, source, requested_by) values ($1, 'licensed', 'owner', $2)`, [
          business,
          owner,
        ]);
      }
      snapshot = await everything();
    });

    describe('reads as anon', () => {
      it('sees published businesses only', async () => {
        const rows = await asRole(getDb(), 'anon', (tx) => tx.query<{ slug: string; status: string }>('select slug, status from public.businesses'));
        expect(rows.map((r) => r.slug)).toContain(published.slug);
        expect(rows.map((r) => r.slug)).not.toContain(hidden.slug);
        expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['published']));
      });

      it('sees approved reviews of published businesses only', async () => {
        const rows = await asRole(getDb(), 'anon', (tx) =>
          tx.query<{ reviewer_name: string }>('select id, business_id, reviewer_name, rating, review_text, status from public.reviews'),
        );
        expect(rows.map((r) => r.reviewer_name)).toEqual(['Visible']);
      });

      it('reads neighborhoods and active plans', async () => {
        const neighborhoods = await asRole(getDb(), 'anon', (tx) => tx.query<{ slug: string }>('select slug from public.neighborhoods'));
        expect(neighborhoods.map((n) => n.slug)).toContain('rls-noda');
        const plans = await asRole(getDb(), 'anon', (tx) => tx.query<{ name: string }>('select name from public.subscription_plans'));
        expect(plans.map((p) => p.name)).toContain('RLS Featured');
        expect(plans.map((p) => p.name)).not.toContain('RLS Retired');
      });

      it('cannot read reviewer e-mail addresses or submission keys', async () => {
        expect((await attempt(getDb(), 'anon', 'select reviewer_email from public.reviews')).error).toMatch(/permission denied/);
        expect((await attempt(getDb(), 'anon', 'select submission_key from public.businesses')).error).toMatch(/permission denied/);
      });

      it.each(PRIVATE_TABLES)('reads nothing from %s (nor do signed-in users, owners of other rows or staff)', async (table) => {
        const [owner] = await getDb().query<{ n: number }>(`select count(*)::int as n from public.${table}`);
        expect(owner!.n).toBeGreaterThan(0);
        const roles: Role[] = table === 'business_owners' ? ['anon', 'authenticated', 'staff'] : ['anon', 'authenticated', 'owner', 'staff'];
        for (const role of roles) {
          const result = await attempt(getDb(), role, `select * from public.${table}`);
          if (result.error === undefined) expect(result.rows, role).toEqual([]);
          else expect(result.error, role).toMatch(/permission denied/);
        }
      });
    });

    describe('owners and staff', () => {
      it('an owner reads only the rows of public.business_owners that name them', async () => {
        const rows = await asRole(getDb(), 'owner', (tx) =>
          tx.query<{ business_id: number; owner_id: string }>('select business_id, owner_id from public.business_owners order by 1'),
        );
        expect(rows).toEqual([{ business_id: published.id, owner_id: OWNER_ID }]);
      });

      it('an owner reads only its own review invitations, staff notices and credential requests; other users none', async () => {
        for (const table of ['review_invitations', 'owner_notices', 'business_credentials']) {
          const mine = await asRole(getDb(), 'owner', (tx) => tx.query<{ business_id: number }>(`select business_id from public.${table}`));
          expect(
            mine.map((r) => Number(r.business_id)),
            table,
          ).toEqual([published.id]);
          for (const role of ['anon', 'authenticated', 'staff'] as const) {
            const result = await attempt(getDb(), role, `select * from public.${table}`);
            if (result.error === undefined) expect(result.rows, `${role} ${table}`).toEqual([]);
            else expect(result.error).toMatch(/permission denied/);
          }
        }
      });

      it('a staff JWT reads no more than any signed-in user: published businesses, approved reviews', async () => {
        const businesses = await asRole(getDb(), 'staff', (tx) => tx.query<{ slug: string }>('select slug from public.businesses'));
        expect(businesses.map((b) => b.slug)).toContain(published.slug);
        expect(businesses.map((b) => b.slug)).not.toContain(hidden.slug);
        const reviews = await asRole(getDb(), 'staff', (tx) => tx.query<{ reviewer_name: string }>('select reviewer_name from public.reviews'));
        expect(reviews.map((r) => r.reviewer_name)).toEqual(['Visible']);
      });

      it('the claims reach the policies as Supabase sets them', async () => {
        const [claims] = await asRole(getDb(), 'staff', (tx) =>
          tx.query<{ sub: string; role: string; staff: string }>(
            `select c ->> 'sub' as sub, c ->> 'role' as role, c -> 'app_metadata' ->> 'role' as staff
               from (select current_setting('request.jwt.claims', true)::jsonb as c) claims`,
          ),
        );
        expect(claims).toEqual({ sub: CLAIMS.staff.sub, role: 'authenticated', staff: 'admin' });
      });
    });

    describe('writes as anon, owners and staff', () => {
      const cases = Object.entries(WRITES).flatMap(([table, statements]) =>
        (['insert', 'update', 'delete'] as const).flatMap((kind) =>
          (['anon', 'owner', 'staff'] as const).map((role) => [table, kind, role, statements[kind]] as const),
        ),
      );

      it.each(cases)('%s: %s as %s fails or changes nothing', async (_table, _kind, role, sql) => {
        const result = await attempt(getDb(), role, sql, true);
        if (result.error === undefined) expect(result.rows).toEqual([]);
        else expect(result.error).toMatch(/row-level security|permission denied/);
      });

      it('cannot call the server-only functions that post reviews and count rate-limit hits', async () => {
        const calls = [
          `select * from public.submit_review(${published.id}, 'Spam', 'spam@example.com', 5::smallint, 'Spam', null, now(), 'review', 'rls', 600, 1000, false, 'en', null, 24)`,
          `select * from public.rate_limit_hit('review', 'rls', now(), 600, 1000)`,
        ];
        for (const role of ['anon', 'authenticated'] as const) {
          for (const sql of calls) expect((await attempt(getDb(), role, sql, true)).error, `${role}: ${sql}`).toMatch(/permission denied for function/);
        }
      });

      it('left every table exactly as it was', async () => {
        expect(await everything()).toBe(snapshot);
      });
    });
  },
  { seeded: false },
);
