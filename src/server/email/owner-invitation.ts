/**
 * The e-mail a claimant gets when staff verify their claim, queued in the
 * verifying transaction (or when staff send a new link from /admin's Owners). It travels in
 * the outbox as an 'owner_invitation' message (older rows: a 'staff_invitation' whose payload
 * says `audience: 'owner'`). With a
 * token it links to /owner#invite=TOKEN to set a password (local sign-in); without one it
 * links to /owner to sign in (an existing owner, or Supabase Auth's e-mail link).
 */
import { SITE } from '../../domain/catalog';
import { dateTime } from '../../domain/dates';
import { INVITE_TTL_HOURS } from '../../domain/staff';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { insertOutboxRow } from '../queries/outbox';
import { renderEmail } from './layout';
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

export function queueOwnerInvitation(tx: Queryable, to: string, payload: Omit<OwnerInvitationPayload, 'audience'>, now: Date): Promise<number> {
  return insertOutboxRow(tx, {
    kind: 'owner_invitation',
    to,
    subject: ownerInvitationSubject(payload.businessName),
    payload: { audience: 'owner', ...payload },
    now,
  });
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
  const until = payload.token && payload.expiresAt ? `The link works until ${dateTime(payload.expiresAt)} (${INVITE_TTL_HOURS} hours) and only once.` : '';
  return renderEmail(row, {
    text: [
      `Hello ${name},`,
      '',
      `Our team has verified that you own ${business} on ${SITE.name}.`,
      action,
      '',
      link,
      '',
      ...(until ? [until, ''] : []),
      'You can edit your hours and description, answer reviews, see how many people find you and manage a featured plan.',
    ],
    intro: [
      `<p>Hello ${escapeHtml(name)},</p>`,
      `<p>Our team has verified that you own <strong>${escapeHtml(business)}</strong> on ${escapeHtml(SITE.name)}. ${escapeHtml(action)}</p>`,
    ],
    button: { href: link, label: payload.token ? 'Set my password' : 'Open my dashboard' },
    outro: until ? [`<p>${escapeHtml(until)}</p>`] : [],
    linkLabel: 'Owner dashboard link',
  });
}
