/**
 * The staff invitation e-mail: queued in the outbox in the transaction that
 * creates the invited account, sent like every outbox message (Resend when configured;
 * otherwise printed to the server log and shown in /admin's Outbox). The link opens /admin
 * with the token in the fragment (never sent to a server log by the browser), where the
 * invitee sets a password within {@link INVITE_TTL_HOURS} hours.
 */
import { SITE } from '../../domain/catalog';
import { dateTime } from '../../domain/dates';
import { INVITE_TTL_HOURS, ROLE_LABELS, type StaffRole } from '../../domain/staff';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { insertOutboxRow } from '../queries/outbox';
import { renderEmail } from './layout';
import { escapeHtml, type OutboxRow, type RenderedEmail } from './message';
import { isOwnerInvitation, renderOwnerInvitation } from './owner-invitation';

export interface StaffInvitationPayload {
  accountId: string;
  name: string;
  role: StaffRole;
  token: string;
  invitedBy: string;
  expiresAt: string;
}

function staffInvitationSubject(): string {
  return `You are invited to help edit ${SITE.name}`;
}

/** The link the invitee opens: /admin#invite=<token>. */
function invitationLink(env: Env, token: string): string {
  const url = new URL('/admin', env.PUBLIC_SITE_URL);
  url.hash = `invite=${token}`;
  return url.href;
}

export function queueStaffInvitation(tx: Queryable, to: string, payload: StaffInvitationPayload, now: Date): Promise<number> {
  return insertOutboxRow(tx, { kind: 'staff_invitation', to, subject: staffInvitationSubject(), payload, now });
}

export function renderStaffInvitation(env: Env, row: OutboxRow): RenderedEmail {
  const raw: unknown = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  if (isOwnerInvitation(raw)) return renderOwnerInvitation(env, row, raw);
  const payload = raw as StaffInvitationPayload;
  const link = invitationLink(env, payload.token);
  const until = dateTime(payload.expiresAt);
  const role = ROLE_LABELS[payload.role] ?? payload.role;
  return renderEmail(row, {
    text: [
      `Hello ${payload.name},`,
      '',
      `${payload.invitedBy} has added you to ${SITE.name} as an ${role.toLowerCase()}.`,
      'Set your password with this link to sign in:',
      '',
      link,
      '',
      `The link works until ${until} (${INVITE_TTL_HOURS} hours) and only once.`,
      '',
      `If you did not expect this, ignore this message.`,
    ],
    intro: [
      `<p>Hello ${escapeHtml(payload.name)},</p>`,
      `<p>${escapeHtml(payload.invitedBy)} has added you to ${escapeHtml(SITE.name)} as an ${escapeHtml(role.toLowerCase())}. Set your password to sign in:</p>`,
    ],
    button: { href: link, label: 'Set my password' },
    outro: [
      `<p>The link works until ${escapeHtml(until)} (${INVITE_TTL_HOURS} hours) and only once.</p>`,
      '<p>If you did not expect this, ignore this message.</p>',
    ],
    linkLabel: 'Invitation link',
  });
}
