/**
 * Local staff accounts (embedded default): look-ups for sign-in and token checks, and the
 * account lifecycle: an admin invites (name, e-mail, role; the link goes through the
 * outbox), the invitee sets a password within {@link INVITE_TTL_HOURS} hours, an admin can
 * disable (tokens stop at once) and enable an account, and anyone can change their own
 * password (all their tokens stop; they get a new one).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  INVITE_TTL_HOURS,
  STAFF_ROLES,
  isStaffRole,
  type AccountRole,
  type StaffAccount,
  type StaffInvite,
  type StaffRole,
  type StaffStatus,
} from '../../domain/staff';
import { RESPONSIVENESS_RULE } from '../../domain/responsiveness';
import type { Db, Queryable } from '../db/client';
import { isoTimeOrNull } from '../db/columns';

/** The first admin's account id (see ../auth/local-admin.ts). */
export const LOCAL_ADMIN_ID = 'local-admin';
const LOCAL_ADMIN_NAME = 'Site administrator';

export interface StaffRow {
  id: string;
  email: string | null;
  name: string;
  role: AccountRole;
  status: StaffStatus;
  password_hash: string | null;
  session_version: number;
  invite_expires_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
}

export const STAFF_COLUMNS = `id, email, name, role, status, password_hash, session_version, invite_expires_at, last_sign_in_at, created_at`;
const COLUMNS = STAFF_COLUMNS;

export function toStaffAccount(row: StaffRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: isStaffRole(row.role) ? row.role : 'editor',
    status: row.status,
    inviteExpiresAt: row.status === 'invited' ? isoTimeOrNull(row.invite_expires_at) : null,
    lastSignInAt: isoTimeOrNull(row.last_sign_in_at),
    createdAt: isoTimeOrNull(row.created_at) ?? '',
    builtIn: row.id === LOCAL_ADMIN_ID,
  };
}

export async function findStaffById(db: Queryable, id: string): Promise<StaffRow | null> {
  const [row] = await db.query<StaffRow>(`select ${COLUMNS} from public.staff_accounts where id = $1`, [id]);
  return row ? { ...row, session_version: Number(row.session_version) } : null;
}

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffRow | null> {
  const [row] = await db.query<StaffRow>(`select ${COLUMNS} from public.staff_accounts where email = $1`, [email.trim().toLowerCase()]);
  return row ? { ...row, session_version: Number(row.session_version) } : null;
}

/** Staff accounts (owners' accounts are not staff and are not listed). */
export async function listStaff(db: Queryable): Promise<StaffAccount[]> {
  const rows = await db.query<StaffRow>(
    `select ${COLUMNS} from public.staff_accounts where role <> 'owner' order by (id = '${LOCAL_ADMIN_ID}') desc, created_at, id`,
  );
  return rows.map(toStaffAccount);
}

/** True when this database has Supabase Auth's users (`auth.users`, on the Supabase project's database) and this connection may read them. */
export async function supabaseUsersReadable(db: Queryable): Promise<boolean> {
  const [auth] = await db.query<{ readable: boolean | null }>(`select has_table_privilege(to_regclass('auth.users'), 'select') as readable`);
  return auth?.readable === true;
}

/**
 * The addresses of the staff Supabase Auth knows: every user whose `app_metadata.role` (kept
 * in `auth.users.raw_app_meta_data`, the record their tokens are made from) is a staff role.
 * They have no row here; none when {@link supabaseUsersReadable} is false.
 */
export async function supabaseStaffAddresses(db: Queryable): Promise<string[]> {
  if (!(await supabaseUsersReadable(db))) return [];
  const rows = await db.query<{ email: string }>(
    `select u.email from auth.users u where u.raw_app_meta_data ->> 'role' = any(string_to_array($1, ',')) and u.email is not null`,
    [STAFF_ROLES.join(',')],
  );
  return rows.map((row) => row.email);
}

export async function recordSignIn(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('update public.staff_accounts set last_sign_in_at = $2 where id = $1', [id, now.toISOString()]);
}

/**
 * Remembers that `accountId` signed in or used its dashboard from `clientKey` (a hashed
 * address): its quote requests never count for its businesses. The last sighting is kept to
 * the hour, so an owner's every call does not rewrite the row.
 */
export async function recordAccountClient(db: Queryable, accountId: string, clientKey: string, now: Date): Promise<void> {
  await db.query(
    `insert into public.account_clients (account_id, client_key, last_seen_at) values ($1, $2, $3)
     on conflict (account_id, client_key) do update set last_seen_at = excluded.last_seen_at
      where account_clients.last_seen_at < excluded.last_seen_at - interval '1 hour'`,
    [accountId, clientKey, now.toISOString()],
  );
}

/**
 * Forgets the devices no account was seen on within the response time's window (90 days),
 * unless a quote request delivered within it came from the device (it must still not count).
 */
export async function pruneAccountClients(db: Queryable, now: Date): Promise<number> {
  const since = new Date(now.getTime() - RESPONSIVENESS_RULE.windowDays * 86_400_000).toISOString();
  const rows = await db.query(
    `delete from public.account_clients c
      where c.last_seen_at < $1
        and not exists (
          select 1 from public.quote_requests r join public.quote_request_businesses q on q.request_id = r.id
           where r.client_key = c.client_key and q.delivered_at > $1)
      returning 1`,
    [since],
  );
  return rows.length;
}

/** The stored form of an invitation token. */
export function inviteTokenHash(token: string): string {
  return createHash('sha256').update(`staff-invite:${token}`).digest('base64url');
}

export function newInviteToken(): string {
  return randomBytes(32).toString('base64url');
}

export type InviteOutcome = { ok: true; account: StaffRow; token: string; expiresAt: Date } | { ok: false; reason: 'email_taken' };

/**
 * Creates an invited account (or re-invites one that never set a password) with a new
 * token valid for {@link INVITE_TTL_HOURS} hours. Run it in the transaction that queues the
 * invitation e-mail.
 */
export async function inviteStaff(tx: Queryable, invite: StaffInvite, invitedBy: string, now: Date): Promise<InviteOutcome> {
  const token = newInviteToken();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_HOURS * 3_600_000);
  const [row] = await tx.query<StaffRow>(
    `insert into public.staff_accounts (id, email, name, role, status, invite_token_hash, invite_expires_at, invited_by, created_at, updated_at)
     values ($1, $2, $3, $4, 'invited', $5, $6, $7, $8, $8)
     on conflict (email) do nothing
     returning ${COLUMNS}`,
    [randomUUID(), invite.email, invite.name, invite.role, inviteTokenHash(token), expiresAt.toISOString(), invitedBy.slice(0, 200), now.toISOString()],
  );
  if (!row) return { ok: false, reason: 'email_taken' };
  return { ok: true, account: row, token, expiresAt };
}

/** A new link for a staff account still waiting for its password; null when it has one (or does not exist, or is an owner's). */
export async function reinviteStaff(
  tx: Queryable,
  id: string,
  now: Date,
): Promise<{ account: StaffRow & { role: StaffRole }; token: string; expiresAt: Date } | null> {
  const token = newInviteToken();
  const expiresAt = new Date(now.getTime() + INVITE_TTL_HOURS * 3_600_000);
  const [row] = await tx.query<StaffRow>(
    `update public.staff_accounts set invite_token_hash = $2, invite_expires_at = $3, updated_at = $4
      where id = $1 and status = 'invited' and role <> 'owner' returning ${COLUMNS}`,
    [id, inviteTokenHash(token), expiresAt.toISOString(), now.toISOString()],
  );
  return row && isStaffRole(row.role) ? { account: { ...row, role: row.role }, token, expiresAt } : null;
}

/** Why an invitation link cannot set a password; an expired one says whose it was (an owner's or staff's). */
export type UnusableInvitation = { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; role: AccountRole };

export type AcceptOutcome = { ok: true; account: StaffRow } | UnusableInvitation;

/** Whether an invitation link can still set a password, without using it up. */
export async function checkInvitation(db: Queryable, token: string, now: Date): Promise<{ ok: true; expiresAt: Date } | UnusableInvitation> {
  const [row] = await db.query<{ invite_expires_at: Date | string; role: AccountRole }>(
    `select invite_expires_at, role from public.staff_accounts where invite_token_hash = $1 and status = 'invited'`,
    [inviteTokenHash(token)],
  );
  if (!row) return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(row.invite_expires_at);
  return expiresAt.getTime() <= now.getTime() ? { ok: false, reason: 'expired', role: row.role } : { ok: true, expiresAt };
}

/** Sets the invitee's password (hash) when the token is valid and unexpired; the link then stops working. */
export async function acceptInvitation(db: Db, token: string, passwordHash: string, now: Date): Promise<AcceptOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<StaffRow & { invite_expires_at: Date | string }>(
      `select ${COLUMNS} from public.staff_accounts where invite_token_hash = $1 and status = 'invited' for update`,
      [inviteTokenHash(token)],
    );
    if (!row) return { ok: false, reason: 'invalid' } as const;
    if (new Date(row.invite_expires_at).getTime() <= now.getTime()) return { ok: false, reason: 'expired', role: row.role } as const;
    const [updated] = await tx.query<StaffRow>(
      `update public.staff_accounts
          set password_hash = $2, status = 'active', invite_token_hash = null, invite_expires_at = null, updated_at = $3
        where id = $1 returning ${COLUMNS}`,
      [row.id, passwordHash, now.toISOString()],
    );
    return { ok: true, account: { ...updated!, session_version: Number(updated!.session_version) } } as const;
  });
}

/** Disables or enables an account. Disabling revokes its tokens at once (session_version + 1). */
export async function setStaffDisabled(db: Queryable, id: string, disabled: boolean, now: Date): Promise<StaffRow | null> {
  const [row] = disabled
    ? await db.query<StaffRow>(
        `update public.staff_accounts set status = 'disabled', session_version = session_version + 1, invite_token_hash = null, updated_at = $2
          where id = $1 returning ${COLUMNS}`,
        [id, now.toISOString()],
      )
    : await db.query<StaffRow>(
        `update public.staff_accounts
            set status = case when password_hash is null then 'invited' else 'active' end, updated_at = $2
          where id = $1 and status = 'disabled' returning ${COLUMNS}`,
        [id, now.toISOString()],
      );
  return row ?? null;
}

/** Stores a new password and revokes every token of the account; returns the new session version. */
export async function changeStaffPassword(db: Queryable, id: string, passwordHash: string, now: Date): Promise<StaffRow | null> {
  const [row] = await db.query<StaffRow>(
    `update public.staff_accounts set password_hash = $2, session_version = session_version + 1, updated_at = $3
      where id = $1 returning ${COLUMNS}`,
    [id, passwordHash, now.toISOString()],
  );
  return row ? { ...row, session_version: Number(row.session_version) } : null;
}

/** Creates the first admin's account (no e-mail, no password) unless it exists. */
export async function ensureLocalAdminAccount(db: Queryable): Promise<void> {
  await db.query(
    `insert into public.staff_accounts (id, email, name, role, status) values ($1, null, $2, 'admin', 'active')
     on conflict (id) do nothing`,
    [LOCAL_ADMIN_ID, LOCAL_ADMIN_NAME],
  );
}

/** The first admin's stored password hash (null before one is set). */
export async function localAdminPasswordHash(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string | null }>('select password_hash from public.staff_accounts where id = $1', [LOCAL_ADMIN_ID]);
  return row?.password_hash ?? null;
}

/** Stores the first admin's password hash; replacing an earlier one revokes its tokens (session_version + 1). */
export async function storeLocalAdminPassword(db: Queryable, passwordHash: string): Promise<void> {
  await db.query(
    `update public.staff_accounts
        set password_hash = $2, status = 'active', updated_at = now(),
            session_version = session_version + case when password_hash is null then 0 else 1 end
      where id = $1`,
    [LOCAL_ADMIN_ID, passwordHash],
  );
}

/** Sets the first admin's password hash unless it has one; true when it was set. */
export async function setFirstLocalAdminPassword(db: Queryable, passwordHash: string): Promise<boolean> {
  const [updated] = await db.query<{ id: string }>(
    `update public.staff_accounts set password_hash = $2, updated_at = now() where id = $1 and password_hash is null returning id`,
    [LOCAL_ADMIN_ID, passwordHash],
  );
  return Boolean(updated);
}
