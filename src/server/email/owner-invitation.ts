/**
 * The e-mail a claimant gets when staff verify their claim (issue 18), queued in the
 * verifying transaction. It travels in the outbox as a 'staff_invitation' message whose
 * payload says `audience: 'owner'` (an invitation of the same kind, same delivery). With a
 * token it links to /owner#invite=TOKEN to set a password (local sign-in); without one it
 * links to /owner to sign in (an existing owner, or Supabase Auth's e-mail link).
 */
import { SITE } from '../../domain/catalog';
import { INVITE_TTL_HOURS } from '../../domain/staff';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { escapeHtml, type OutboxRow, type RenderedEmail } from './message';
import { MAIL_LIMITS, mailText } from './text';

export interface OwnerInvitationPayload {
  audience: 'owner';
  businessId: number;
  businessName: string;
  name: string;
  mode: 'local' | 'supabase';
  /** Set for a new account (or one that never set its password): the one-time link's token. */
  token: string | null;
  expiresAt: string | null;
}

export function isOwnerInvitation(payload: unknown): payload is OwnerInvitationPayload {
  return (payload as { audience?: unknown } | null)?.audience === 'owner';
}

function ownerInvitationSubject(businessName: string): string {
  return `Your claim of ${mailText(businessName, MAIL_LIMITS.businessName)} is approved`;
}

/** /owner#invite=TOKEN, or /owner to sign in. */
function ownerLink(env: Env, token: string | null): string {
  const url = new URL('/owner', env.PUBLIC_SITE_URL);
  if (token) url.hash = `invite=${token}`;
  return url.href;
}

export async function queueOwnerInvitation(tx: Queryable, to: string, payload: Omit<OwnerInvitationPayload, 'audience'>, now: Date): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into public.email_outbox (kind, to_address, subject, payload, created_at)
     values ('staff_invitation', $1, $2, $3::text::jsonb, $4) returning id::int as id`,
    [to, ownerInvitationSubject(payload.businessName), JSON.stringify({ audience: 'owner', ...payload }), now.toISOString()],
  );
  if (!row) throw new Error('outbox insert returned no row');
  return Number(row.id);
}

export function renderOwnerInvitation(env: Env, row: OutboxRow, payload: OwnerInvitationPayload): RenderedEmail {
  const link = ownerLink(env, payload.token);
  const business = mailText(payload.businessName, MAIL_LIMITS.businessName);
  const name = mailText(payload.name, MAIL_LIMITS.greetingName);
  const action = payload.token
    ? 'Set a password with this link to manage your listing:'
    : payload.mode === 'supabase'
      ? 'Sign in with this e-mail address (we send you a one-time link) to manage your listing:'
      : 'Sign in with your owner account to manage it:';
  const until =
    payload.token && payload.expiresAt ? `The link works until ${new Date(payload.expiresAt).toUTCString()} (${INVITE_TTL_HOURS} hours) and only once.` : '';
  const lines = [
    `Hello ${name},`,
    '',
    `Our team has verified that you own ${business} on ${SITE.name}.`,
    action,
    '',
    link,
    '',
    ...(until ? [until, ''] : []),
    'You can edit your hours and description, answer reviews, see how many people find you and manage a featured plan.',
    '',
    SITE.name,
  ];
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<p>Hello ${escapeHtml(name)},</p>
<p>Our team has verified that you own <strong>${escapeHtml(business)}</strong> on ${escapeHtml(SITE.name)}. ${escapeHtml(action)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#174ea3;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none">${payload.token ? 'Set my password' : 'Open my dashboard'}</a></p>
<p>Or open this link: <br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
${until ? `<p>${escapeHtml(until)}</p>` : ''}
<p>${escapeHtml(SITE.name)}</p>
</body></html>`;
  return { to: row.to_address, subject: row.subject, text: lines.join('\n'), html, link, linkLabel: 'Owner dashboard link' };
}
