/**
 * The e-mail a claimant gets when staff verify their claim (or when staff send a new link from
 * /admin's Owners). With a token it links to /owner#invite=TOKEN to set a password (local
 * sign-in); without one it links to /owner to sign in (an existing owner, or Supabase Auth's
 * e-mail link). Older rows travel as a 'staff_invitation' whose payload says `audience: 'owner'`.
 */
import { SITE } from '../../../domain/catalog';
import { dateTime } from '../../../domain/dates';
import { INVITE_TTL_HOURS } from '../../../domain/staff';
import type { EmailTemplate } from '../render';
import { MAIL_LIMITS, mailText } from '../text';

export interface OwnerInvitationPayload {
  businessId: number;
  businessName: string;
  name: string;
  mode: 'local' | 'supabase';
  /** Set for a new account (or one that never set its password): the one-time link's token. */
  token: string | null;
  expiresAt: string | null;
}

/** True for an owner invitation's payload stored under the older 'staff_invitation' kind. */
export function isLegacyOwnerInvitation(payload: unknown): boolean {
  return (payload as { audience?: unknown } | null)?.audience === 'owner';
}

export const ownerInvitation: EmailTemplate<OwnerInvitationPayload> = {
  subject: (p) => `Your claim of ${mailText(p.businessName, MAIL_LIMITS.businessName)} is approved`,
  render(p, { env }) {
    const url = new URL('/owner', env.PUBLIC_SITE_URL);
    if (p.token) url.hash = `invite=${p.token}`;
    const link = url.href;
    const action = p.token
      ? 'Set a password with this link to manage your listing:'
      : p.mode === 'supabase'
        ? 'Sign in with this e-mail address (we send you a one-time link) to manage your listing:'
        : 'Sign in with your owner account to manage it:';
    const until = p.token && p.expiresAt ? `The link works until ${dateTime(p.expiresAt)} (${INVITE_TTL_HOURS} hours) and only once.` : '';
    return {
      blocks: [
        { kind: 'paragraph', text: `Hello ${mailText(p.name, MAIL_LIMITS.greetingName)},` },
        {
          kind: 'paragraph',
          text: `Our team has verified that you own ${mailText(p.businessName, MAIL_LIMITS.businessName)} on ${SITE.name}.\n${action}`,
        },
        { kind: 'button', label: p.token ? 'Set my password' : 'Open my dashboard', href: link },
        ...(until ? [{ kind: 'paragraph' as const, text: until }] : []),
        {
          kind: 'paragraph',
          text: 'You can edit your hours and description, answer reviews, see how many people find you and manage a featured plan.',
        },
      ],
      logLink: { label: 'Owner dashboard link', href: link },
    };
  },
};
