/**
 * What staff decided about an owner's name, category or address change, or a review the owner
 * reported: the notice's own words (also shown in the dashboard, `owner_notices`).
 */
import { dateTime } from '../../../domain/dates';
import type { EmailTemplate } from '../render';

export interface OwnerDecisionPayload {
  businessId: number;
  noticeId: number;
  /** The notice's subject line (at most 300 characters). */
  subject: string;
  body: string;
  decidedAt: string;
}

export const ownerDecision: EmailTemplate<OwnerDecisionPayload> = {
  subject: (p) => p.subject.slice(0, 300),
  render(p, { env }) {
    const link = new URL('/owner', env.PUBLIC_SITE_URL).href;
    return {
      blocks: [
        { kind: 'paragraph', text: 'Hello,' },
        { kind: 'paragraph', text: p.body },
        { kind: 'paragraph', text: `Decided ${dateTime(p.decidedAt)}.` },
        { kind: 'link', text: 'Your dashboard shows this too:', href: link },
      ],
      logLink: { label: 'Owner dashboard link', href: link },
    };
  },
};
