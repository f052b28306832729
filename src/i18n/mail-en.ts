/**
 * The words of the e-mails a visitor gets (the quote request's confirmation and answers, the
 * saved search's confirmation, digests and notice, the review's confirmation, the claim's
 * verification), in English; src/i18n/mail-es.ts has them
 * in Spanish with the same shape ({@link MailWords}), so a missing or extra entry fails the
 * type check. The templates (src/server/email/templates/) take the words of the language the
 * visitor used. Values the words take (names, dates, prices) come already written for that
 * language; what a visitor or a business wrote stays as written.
 */
import { CLAIM_DENIAL_REASONS, type ClaimDenialReason } from '../domain/admin';
import { SITE } from '../domain/catalog';

export interface MailWords {
  /** The line before the written-out link under a button (HTML part only). */
  orOpenLink: string;
  /** The greeting, with the visitor's name. */
  hello: (name: string) => string;
  quoteConfirmation: {
    subject: string;
    /** `businesses`: the chosen businesses' names, each language joins them its own way. */
    ask: (p: { category: string; businesses: readonly string[] }) => string;
    nothingSent: (p: { until: string; hours: number }) => string;
    ignore: string;
    button: string;
  };
  quoteAnswer: {
    subject: (business: string) => string;
    declined: (business: string) => string;
    quoted: (p: { business: string; price: string }) => string;
    available: (date: string) => string;
    message: (message: string) => string;
    compare: string;
    button: string;
  };
  alertConfirmation: {
    subject: string;
    frequency: { daily: string; weekly: string };
    ask: (p: { frequency: string; label: string }) => string;
    nothingSent: (p: { until: string; hours: number }) => string;
    ignore: string;
    button: string;
  };
  alertDigest: {
    /** The subject; src/server/queries/alert-match.ts builds the same words in SQL. */
    subject: (p: { total: number; label: string }) => string;
    intro: (p: { total: number; label: string }) => string;
    showing: (p: { shown: number; total: number }) => string;
    seeAll: string;
    manage: string;
    unsubscribe: string;
  };
  reviewConfirmation: {
    /** Names no business: src/server/queries/reviews.ts queues it before the business is read. */
    subject: string;
    thanks: (business: string) => string;
    checked: string;
    notYou: string;
    button: string;
  };
  claimVerification: {
    subject: (business: string) => string;
    /** The greeting when the claimer gave no name. */
    helloNobody: string;
    thanks: (business: string) => string;
    button: string;
    until: (p: { until: string; hours: number }) => string;
    notYou: string;
  };
  claimDenied: {
    subject: (business: string) => string;
    notApproved: (p: { business: string; reason: string }) => string;
    /** The reasons staff choose from, as this language says them after "Reason:". */
    reasons: Readonly<Record<ClaimDenialReason, string>>;
    showUs: string;
    button: string;
  };
  alertBroken: {
    subject: (label: string) => string;
    broken: (label: string) => string;
    saveAgain: string;
    button: string;
    stop: string;
  };
}

export const MAIL_EN: MailWords = {
  orOpenLink: 'Or open this link:',
  hello: (name) => `Hello ${name},`,
  quoteConfirmation: {
    subject: `Confirm your quote request on ${SITE.name}`,
    ask: (p) => `Please confirm your e-mail address to send your ${p.category} quote request to: ${p.businesses.join(', ')}.`,
    nothingSent: (p) => `Nothing is sent to any business until you confirm. The link works until ${p.until} (${p.hours} hours).`,
    ignore: 'If you did not ask for quotes, ignore this message: nobody will be contacted.',
    button: 'Confirm and send my request',
  },
  quoteAnswer: {
    subject: (business) => `${business} answered your quote request`,
    declined: (business) => `${business} cannot take this job.`,
    quoted: (p) => `${p.business} quoted ${p.price}.`,
    available: (date) => `Available: ${date}.`,
    message: (message) => `Their message: ${message}`,
    compare: 'Compare every answer side by side, and mark the one you hire, on your private status page.',
    button: 'Compare the answers',
  },
  alertConfirmation: {
    subject: `Confirm your ${SITE.name} alert`,
    frequency: { daily: 'daily', weekly: 'weekly' },
    ask: (p) => `Please confirm that you want a ${p.frequency} e-mail when new businesses match this search on ${SITE.name}: ${p.label}.`,
    nothingSent: (p) => `Nothing is sent until you confirm. The link works until ${p.until} (${p.hours} hours).`,
    ignore: 'If you did not ask for this alert, ignore this message: you will not hear from us again.',
    button: 'Confirm my alert',
  },
  alertDigest: {
    subject: (p) => `${p.total} new ${p.total === 1 ? 'business' : 'businesses'} for ${p.label}`,
    intro: (p) => `${p.total} new ${p.total === 1 ? 'business matches' : 'businesses match'} your saved search: ${p.label}.`,
    showing: (p) => ` Showing ${p.shown} of ${p.total}.`,
    seeAll: 'See all results',
    manage: 'Manage your saved searches',
    unsubscribe: 'Unsubscribe from this alert',
  },
  reviewConfirmation: {
    subject: `We received your review on ${SITE.name}`,
    thanks: (business) => `Thank you for reviewing ${business} on ${SITE.name}.`,
    checked:
      'Our staff check every review the same way, whatever its rating, before it is published; it appears on the business page once it has been checked.',
    notYou: 'If you did not write this review, ignore this message: we will not write to you about it again.',
    button: 'See the business page',
  },
  claimVerification: {
    subject: (business) => `Confirm your claim of ${business} on ${SITE.name}`,
    helloNobody: 'Hello,',
    thanks: (business) => `Thank you for claiming ${business} on ${SITE.name}.\nPlease confirm your e-mail address by opening this link:`,
    button: 'Confirm my e-mail address',
    until: (p) => `The link works until ${p.until} (${p.hours} hours). Our team reviews every claim before it is approved.`,
    notYou: `If you did not claim this business, ignore this message or tell us at ${SITE.supportEmail}.`,
  },
  claimDenied: {
    subject: (business) => `Your claim of ${business} was not approved`,
    notApproved: (p) => `Our team looked at your claim of ${p.business} on ${SITE.name} and could not approve it. Reason: ${p.reason}.`,
    reasons: Object.fromEntries(CLAIM_DENIAL_REASONS.map((reason) => [reason, reason])) as Record<ClaimDenialReason, string>,
    showUs: `If you run this business, write to ${SITE.supportEmail} with something that shows it, such as a business licence or a bill in the business's name, and we will look at it again.`,
    button: 'Business support',
  },
  alertBroken: {
    subject: (label) => `Your ${SITE.name} alert no longer works: ${label}`,
    broken: (label) =>
      `Your saved search ${label} no longer works: a category, neighborhood or place it uses is no longer on ${SITE.name}, so it cannot send alerts.`,
    saveAgain: 'Save the search again with current filters (from any search page), then stop this one. We will not write about it again.',
    button: 'Manage my saved searches',
    stop: 'Stop this alert',
  },
};
