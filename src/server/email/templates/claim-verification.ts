/**
 * The claim verification e-mail: the signed link that confirms the claimer's address (../links.ts),
 * in the language of the page the business was claimed on (`locale`; words:
 * src/i18n/mail-en.ts and mail-es.ts). The link's page answers in that language too
 * (src/server/api/moderation.ts reads it from the claim).
 */
import { dateTime, dateTimeEs } from '../../../domain/dates';
import type { Locale } from '../../../i18n/locale';
import { LINK_TTL_HOURS, signClaimToken, verificationLink } from '../links';
import { mailWords } from '../locale';
import type { EmailTemplate } from '../render';
import { MAIL_LIMITS, mailText } from '../text';

export interface ClaimVerificationPayload {
  claimId: number;
  businessName: string;
  claimerName: string | null;
  /** When the link stops working (ISO 8601). */
  expiresAt: string;
  /** The language of the page the claim was made on (absent: English). */
  locale?: Locale;
}

export const claimVerification: EmailTemplate<ClaimVerificationPayload> = {
  subject: (p) => mailWords(p.locale).claimVerification.subject(mailText(p.businessName, MAIL_LIMITS.businessName)),
  belongsTo: (p) => ({ claimId: p.claimId }),
  render(p, { env, secret, to }) {
    const locale = p.locale ?? 'en';
    const words = mailWords(locale);
    const expiresAt = new Date(p.expiresAt);
    const link = verificationLink(env, signClaimToken(secret, { claimId: p.claimId, email: to, expiresAt }));
    const name = p.claimerName ? mailText(p.claimerName, MAIL_LIMITS.greetingName) : '';
    const businessName = mailText(p.businessName, MAIL_LIMITS.businessName);
    const until = locale === 'es' ? dateTimeEs(expiresAt) : dateTime(expiresAt);
    return {
      blocks: [
        { kind: 'paragraph', text: name ? words.hello(name) : words.claimVerification.helloNobody },
        { kind: 'paragraph', text: words.claimVerification.thanks(businessName) },
        { kind: 'button', label: words.claimVerification.button, href: link },
        { kind: 'paragraph', text: words.claimVerification.until({ until, hours: LINK_TTL_HOURS }) },
        { kind: 'paragraph', text: words.claimVerification.notYou },
      ],
      logLink: { label: 'Verification link', href: link },
      ...(locale === 'en' ? {} : { lang: locale }),
    };
  },
};
