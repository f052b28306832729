/**
 * The staff invitation e-mail: /admin#invite=TOKEN (the token in the fragment, which browsers
 * never send to a server), where the invitee sets a password within {@link INVITE_TTL_HOURS} hours.
 */
import { SITE } from '../../../domain/catalog';
import { dateTime } from '../../../domain/dates';
import { INVITE_TTL_HOURS, ROLE_LABELS, type StaffRole } from '../../../domain/staff';
import type { EmailTemplate } from '../render';

export interface StaffInvitationPayload {
  accountId: string;
  name: string;
  role: StaffRole;
  token: string;
  invitedBy: string;
  expiresAt: string;
}

export const staffInvitation: EmailTemplate<StaffInvitationPayload> = {
  subject: () => `You are invited to help edit ${SITE.name}`,
  render(p, { env }) {
    const url = new URL('/admin', env.PUBLIC_SITE_URL);
    url.hash = `invite=${p.token}`;
    const link = url.href;
    const role = (ROLE_LABELS[p.role] ?? p.role).toLowerCase();
    return {
      blocks: [
        { kind: 'paragraph', text: `Hello ${p.name},` },
        { kind: 'paragraph', text: `${p.invitedBy} has added you to ${SITE.name} as an ${role}.\nSet your password with this link to sign in:` },
        { kind: 'button', label: 'Set my password', href: link },
        { kind: 'paragraph', text: `The link works until ${dateTime(p.expiresAt)} (${INVITE_TTL_HOURS} hours) and only once.` },
        { kind: 'paragraph', text: 'If you did not expect this, ignore this message.' },
      ],
      logLink: { label: 'Invitation link', href: link },
    };
  },
};
