/**
 * The staff invitation e-mail (issue 9): queued in the outbox in the transaction that
 * creates the invited account, sent like every outbox message (Resend when configured;
 * otherwise printed to the server log and shown in /admin's Outbox). The link opens /admin
 * with the token in the fragment (never sent to a server log by the browser), where the
 * invitee sets a password within {@link INVITE_TTL_HOURS} hours.
 */
import { SITE } from '../../domain/catalog';
import { INVITE_TTL_HOURS, ROLE_LABELS, type StaffRole } from '../../domain/staff';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
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

export async function queueStaffInvitation(tx: Queryable, to: string, payload: StaffInvitationPayload, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into public.email_outbox (kind, to_address, subject, payload, created_at)
     values ('staff_invitation', $1, $2, $3::text::jsonb, $4) returning id::int as id`,
    [to, staffInvitationSubject(), JSON.stringify(payload), now.toISOString()],
  );
  if (!row) throw new Error('outbox insert returned no row');
  return Number(row.id);
}

export function renderStaffInvitation(env: Env, row: OutboxRow): RenderedEmail {
  const raw: unknown = typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload;
  if (isOwnerInvitation(raw)) return renderOwnerInvitation(env, row, raw);
  const payload = raw as StaffInvitationPayload;
  const link = invitationLink(env, payload.token);
  const until = new Date(payload.expiresAt).toUTCString();
  const role = ROLE_LABELS[payload.role] ?? payload.role;
  const lines = [
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
    '',
    SITE.name,
  ];
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hello ${escapeHtml(payload.name)},</p>
<p>${escapeHtml(payload.invitedBy)} has added you to ${escapeHtml(SITE.name)} as an ${escapeHtml(role.toLowerCase())}. Set your password to sign in:</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#174ea3;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">Set my password</a></p>
<p>Or open this link: <br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>The link works until ${escapeHtml(until)} (${INVITE_TTL_HOURS} hours) and only once.</p>
<p>If you did not expect this, ignore this message.</p>
<p>${escapeHtml(SITE.name)}</p>
</body></html>`;
  return { to: row.to_address, subject: row.subject, text: lines.join('\n'), html, link, linkLabel: 'Invitation link' };
}
