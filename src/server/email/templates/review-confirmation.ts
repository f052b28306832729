/**
 * To the reviewer, when a review is stored: it was received and is checked before it is
 * published. In the language of the page it was written on (`locale`), with a link to the
 * business page in that language. It holds nothing the reviewer typed (not the name, not the
 * text), so a review posted with a stranger's address cannot carry a message of its own; at
 * most one goes to an address a day. Queued by `public.submit_review` itself
 * (src/server/queries/reviews.ts), which builds this payload in SQL.
 */
import { businessHref } from '../../../domain/card-display';
import type { Locale } from '../../../i18n/locale';
import { mailWords, pageIn } from '../locale';
import type { EmailTemplate } from '../render';
import { MAIL_LIMITS, mailText } from '../text';

export interface ReviewConfirmationPayload {
  reviewId: number;
  businessName: string;
  slug: string;
  /** The language of the page the review was written on (absent: English). */
  locale?: Locale;
}

const business = (text: string) => mailText(text, MAIL_LIMITS.businessName);

export const reviewConfirmation: EmailTemplate<ReviewConfirmationPayload> = {
  subject: (p) => mailWords(p.locale).reviewConfirmation.subject,
  render(p, { env }) {
    const locale = p.locale ?? 'en';
    const words = mailWords(locale).reviewConfirmation;
    const page = new URL(pageIn(businessHref(p.slug), locale), env.PUBLIC_SITE_URL).href;
    return {
      blocks: [
        { kind: 'paragraph', text: words.thanks(business(p.businessName)) },
        { kind: 'paragraph', text: words.checked },
        { kind: 'button', label: words.button, href: page },
        { kind: 'paragraph', text: words.notYou },
      ],
      logLink: { label: 'Business page', href: page },
      ...(locale === 'en' ? {} : { lang: locale }),
    };
  },
};
