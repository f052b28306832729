/**
 * The password reset e-mail (local sign-in): a one-time link `/owner#reset=TOKEN` (or /admin
 * for staff), valid {@link RESET_TTL_MINUTES} minutes; the token rides in the fragment, which
 * browsers never send to a server. Only the token's hash is stored (src/server/auth/password-reset.ts).
 */
import { SITE } from '../../../domain/catalog';
import { dateTime } from '../../../domain/dates';
import { RESET_TTL_MINUTES } from '../../../domain/password-reset';
import type { EmailTemplate } from '../render';

export interface PasswordResetPayload {
  token: string;
  expiresAt: string;
  /** Where the account signs in: /owner for owners, /admin for staff. */
  page: '/owner' | '/admin';
}

export const passwordReset: EmailTemplate<PasswordResetPayload> = {
  subject: () => `Reset your ${SITE.name} password`,
  render(p, { env }) {
    const url = new URL(p.page, env.PUBLIC_SITE_URL);
    url.hash = `reset=${p.token}`;
    const link = url.href;
    return {
      blocks: [
        { kind: 'paragraph', text: 'Hello,' },
        { kind: 'paragraph', text: `Someone asked to reset the password of your ${SITE.name} account. Set a new password with this link:` },
        { kind: 'button', label: 'Set a new password', href: link },
        { kind: 'paragraph', text: `The link works until ${dateTime(p.expiresAt)} (${RESET_TTL_MINUTES} minutes) and only once.` },
        { kind: 'paragraph', text: 'If it was not you, ignore this message: your password stays as it is.' },
      ],
      logLink: { label: 'Reset link', href: link },
    };
  },
};
