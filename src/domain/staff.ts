/**
 * Staff roles and what each may use, shared by the API (every staff endpoint
 * checks a capability) and the admin island (it shows only what the role may use).
 *
 * - admin: everything.
 * - editor: neighborhood data and site rebuilds only; no moderation, payments, imports,
 *   outbox, analytics, audit log or staff accounts.
 */
import { z } from 'zod';
import { MESSAGES } from './forms';

export const STAFF_ROLES = ['admin', 'editor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor' };

/**
 * The role of a business owner's account: it signs in like staff but opens no
 * staff endpoint; it may use only the owner API, for the businesses it owns.
 */
export const OWNER_ROLE = 'owner' as const;

/** Every role a local account (`staff_accounts.role`) or a token's `app_metadata.role` may carry. */
export type AccountRole = StaffRole | typeof OWNER_ROLE;

/** What a staff endpoint needs. */
export type Capability = 'moderation' | 'neighborhoods' | 'rebuild' | 'staff' | 'tools';

const ROLE_CAPABILITIES: Record<StaffRole, readonly Capability[]> = {
  admin: ['moderation', 'neighborhoods', 'rebuild', 'staff', 'tools'],
  editor: ['neighborhoods', 'rebuild'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when `role` may use `capability`. */
export function can(role: StaffRole, capability: Capability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}

/** How long an invitation link works. */
/** A staff account id, as the `staff_accounts.id` column's check allows it. */
export const STAFF_ID_PATTERN = /^[a-z0-9-]{1,64}$/;

export const INVITE_TTL_HOURS = 72;
export const STAFF_PASSWORD_MIN = 12;
const STAFF_PASSWORD_MAX = 200;

export const StaffPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(STAFF_PASSWORD_MIN, `Password must be at least ${STAFF_PASSWORD_MIN} characters`)
  .max(STAFF_PASSWORD_MAX, `Password must be ${STAFF_PASSWORD_MAX} characters or less`);

/** An admin invites a staff member. */
export const StaffInviteSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be 100 characters or less'),
  email: z.string({ error: MESSAGES.email }).trim().toLowerCase().max(254, MESSAGES.email).pipe(z.email(MESSAGES.email)),
  role: z.enum(STAFF_ROLES, { error: 'Choose a role: admin or editor' }),
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

/** The invitee sets a password with the link's token. */
const invitationToken = z
  .string({ error: 'The invitation link is not valid.' })
  .min(20, 'The invitation link is not valid.')
  .max(200, 'The invitation link is not valid.');

export const AcceptInviteSchema = z.object({ token: invitationToken, password: StaffPasswordSchema });

/** POST /api/auth/invitation/check: the link's token, checked when its page opens (nothing is used up). */
export const InvitationCheckSchema = z.object({ token: invitationToken });

/** What an invitation link that cannot be used says, on its page and to the accept call. */
export const INVITATION_LINK_MESSAGES = {
  expired: 'This invitation has expired. Ask an administrator for a new one.',
  /** An owner knows no administrator: the owner page names where to find Business Support. */
  ownerExpired: 'This invitation has expired. For a new one, contact Business Support.',
  invalid: 'This invitation link is not valid (it may have been used already).',
} as const;

/** The invitation page's form: the password twice (the API takes it once, with the link's token). */
export const SetStaffPasswordFormSchema = z
  .object({ password: StaffPasswordSchema, confirm: z.string() })
  .refine((form) => form.confirm === form.password, { path: ['confirm'], message: 'The two passwords differ' });

/** A signed-in staff member changes their own password. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(STAFF_PASSWORD_MAX),
  newPassword: StaffPasswordSchema,
});

export type StaffStatus = 'invited' | 'active' | 'disabled';

/** A staff account as the admin's Staff view lists it. */
export interface StaffAccount {
  id: string;
  email: string | null;
  name: string;
  role: StaffRole;
  status: StaffStatus;
  /** For an invitation: when its link stops working (ISO 8601). */
  inviteExpiresAt: string | null;
  lastSignInAt: string | null;
  createdAt: string;
  /** The first admin (ADMIN_PASSWORD or the generated password): cannot be disabled. */
  builtIn: boolean;
}

/** Who is signed in (GET /api/auth/me). */
export interface StaffMe {
  id: string;
  email: string | null;
  name: string | null;
  role: StaffRole;
  mode: 'local' | 'supabase';
}
