/**
 * The quote-request timings the response time and rate are computed from
 * (src/domain/responsiveness.ts): each delivery to a business in the window, who sent it (the
 * confirmed address and the hashed network address), its first answer and when the customer
 * closed the request; and who may not earn the business its figure: the business's own
 * address, its owners' and the staff's addresses, and the devices it answered from or its owners signed in from. Nothing
 * about the business's plan is read.
 *
 * Staff and owners are read where each auth mode keeps them (src/server/auth/index.ts): local
 * accounts in `staff_accounts`, and, when this database is the Supabase project's, Supabase
 * Auth's users (`auth.users`, staff by the `app_metadata.role` their tokens carry, owners by
 * their id in `business_owners`). Both are read whatever the mode: one more address left out
 * never earns a business anything.
 */
import { mailboxKey } from '../../domain/mailbox';
import { RESPONSIVENESS_RULE, responsiveness, type NotCounted, type QuoteTiming, type Responsiveness } from '../../domain/responsiveness';
import type { Queryable } from '../db/client';
import { supabaseStaffAddresses, supabaseUsersReadable } from './staff-accounts';

const toDate = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value : new Date(value));

/** The timings of requests delivered to each of `businessIds` in the window ending at `now`. */
async function quoteTimings(db: Queryable, businessIds: readonly number[], now: Date): Promise<Map<number, QuoteTiming[]>> {
  const byBusiness = new Map<number, QuoteTiming[]>(businessIds.map((id) => [id, []]));
  if (businessIds.length === 0) return byBusiness;
  const since = new Date(now.getTime() - RESPONSIVENESS_RULE.windowDays * 86_400_000).toISOString();
  const rows = await db.query<{
    business_id: number;
    customer_email: string;
    client_key: string | null;
    delivered_at: Date | string;
    answered_at: Date | string | null;
    closed_at: Date | string | null;
  }>(
    `select q.business_id::int as business_id, r.customer_email, r.client_key, q.delivered_at, q.answered_at, r.closed_at
       from public.quote_request_businesses q
       join public.quote_requests r on r.id = q.request_id
      where q.business_id = any(string_to_array($1, ',')::int[]) and q.delivered_at > $2 and q.delivered_at <= $3`,
    [businessIds.join(','), since, now.toISOString()],
  );
  for (const row of rows) {
    byBusiness.get(Number(row.business_id))?.push({
      requester: row.customer_email,
      client: row.client_key,
      deliveredAt: toDate(row.delivered_at)!,
      answeredAt: toDate(row.answered_at),
      closedAt: toDate(row.closed_at),
    });
  }
  return byBusiness;
}

/**
 * Per business: the addresses and devices whose requests never count. Addresses: the
 * listing's own, its owners' accounts', its verified claims' and every staff account's.
 * Devices: every client it answered a quote request from, and every client its owners signed
 * in from.
 */
async function notCountedOf(db: Queryable, businessIds: readonly number[]): Promise<Map<number, NotCounted>> {
  const out = new Map<number, { addresses: Set<string>; clients: Set<string> }>(businessIds.map((id) => [id, { addresses: new Set(), clients: new Set() }]));
  if (businessIds.length === 0) return out;
  const ids = businessIds.join(',');
  const rows = await db.query<{ business_id: number | null; kind: 'address' | 'client'; value: string }>(
    `select b.id::int as business_id, 'address' as kind, b.email as value from public.businesses b
      where b.id = any(string_to_array($1, ',')::int[]) and b.email is not null
     union all
     select o.business_id::int, 'address', s.email from public.business_owners o join public.staff_accounts s on s.id = o.owner_id
      where o.business_id = any(string_to_array($1, ',')::int[]) and s.email is not null
     union all
     select c.business_id::int, 'address', c.claimer_email from public.business_claims c
      where c.business_id = any(string_to_array($1, ',')::int[]) and c.status = 'verified'
     union all
     select null, 'address', s.email from public.staff_accounts s where s.role in ('admin', 'editor') and s.email is not null
     union all
     select distinct q.business_id::int, 'client', q.answered_client_key from public.quote_request_businesses q
      where q.business_id = any(string_to_array($1, ',')::int[]) and q.answered_client_key is not null
     union all
     select o.business_id::int, 'client', c.client_key from public.business_owners o join public.account_clients c on c.account_id = o.owner_id
      where o.business_id = any(string_to_array($1, ',')::int[])`,
    [ids],
  );
  for (const row of [...rows, ...(await supabaseAuthAddresses(db, ids))]) {
    const targets = row.business_id === null ? [...out.values()] : [out.get(Number(row.business_id))].filter((t) => t !== undefined);
    for (const target of targets) {
      if (row.kind === 'address') target.addresses.add(mailboxKey(row.value));
      else target.clients.add(row.value);
    }
  }
  return out;
}

/**
 * Supabase Auth's side of {@link notCountedOf}: its staff (./staff-accounts.ts
 * supabaseStaffAddresses) and the owners' current addresses. Nothing when there is no
 * `auth.users` this connection may read (the embedded database).
 */
async function supabaseAuthAddresses(db: Queryable, ids: string): Promise<Array<{ business_id: number | null; kind: 'address'; value: string }>> {
  if (!(await supabaseUsersReadable(db))) return [];
  const owners = await db.query<{ business_id: number; kind: 'address'; value: string }>(
    `select o.business_id::int as business_id, 'address' as kind, u.email as value from public.business_owners o join auth.users u on u.id::text = o.owner_id
      where o.business_id = any(string_to_array($1, ',')::int[]) and u.email is not null`,
    [ids],
  );
  const staff = (await supabaseStaffAddresses(db)).map((value) => ({ business_id: null, kind: 'address' as const, value }));
  return [...owners, ...staff];
}

/** The figures of each of `businessIds` at `now`. */
export async function responsivenessOf(db: Queryable, businessIds: readonly number[], now: Date): Promise<Map<number, Responsiveness>> {
  const [timings, notCounted] = await Promise.all([quoteTimings(db, businessIds, now), notCountedOf(db, businessIds)]);
  return new Map([...timings].map(([id, list]) => [id, responsiveness(list, now, notCounted.get(id))]));
}
