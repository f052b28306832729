/**
 * The password reset e-mail (local sign-in): a one-time link `/owner#reset=TOKEN`, valid
 * {@link RESET_TTL_MINUTES} minutes; the token rides in the fragment, which browsers never
 * send to a server. Only the token's hash is stored (src/server/auth/password-reset.ts).
 */
import { SITE } from '../../domain/catalog';
import { dateTime } from '../../domain/dates';
import { RESET_TTL_MINUTES } from '../../domain/owner-access';
import type { Queryable } from '../db/client';
import type { Env } from '../env';
import { insertOutboxRow } from '../queries/outbox';
import { renderEmail } from './layout';
import { escapeHtml, type OutboxRow, type RenderedEmail } from './message';

interface ResetPayload {
  token: string;
  expiresAt: string;
  /** Where the account signs in: /owner for owners, /admin for staff. */
  page: '/owner' | '/admin';
}

export function queuePasswordReset(tx: Queryable, to: string, payload: ResetPayload, now: Date): Promise<number> {
  return insertOutboxRow(tx, { kind: 'password_reset', to, subject: `Reset your ${SITE.name} password`, payload, now });
}

export function renderPasswordReset(env: Env, row: OutboxRow): RenderedEmail {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as ResetPayload;
  const url = new URL(payload.page, env.PUBLIC_SITE_URL);
  url.hash = `reset=${payload.token}`;
  const link = url.href;
  const until = `The link works until ${dateTime(payload.expiresAt)} (${RESET_TTL_MINUTES} minutes) and only once.`;
  return renderEmail(row, {
    text: [
      'Hello,',
      '',
      `Someone asked to reset the password of your ${SITE.name} account. Set a new password with this link:`,
      '',
      link,
      '',
      until,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ],
    intro: ['<p>Hello,</p>', `<p>Someone asked to reset the password of your ${escapeHtml(SITE.name)} account. Set a new password with this link:</p>`],
    button: { href: link, label: 'Set a new password' },
    outro: [`<p>${escapeHtml(until)}</p>`, '<p>If it was not you, ignore this message: your password stays as it is.</p>'],
    linkLabel: 'Reset link',
  });
}
