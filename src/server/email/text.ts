/** Limits and cleaning of visitor text in outgoing e-mail, shared by every message kind. */
/**
 * What a visitor controls in a message is capped: the claimer's name in the greeting and
 * the business name (a visitor adds it with the claim) in the subject and text, so that
 * nobody can have the site mail a stranger a message of their own. At most one
 * verification message goes to one address per period; a claim made within it is stored
 * without a message (staff see it in the queue, and the first message's link still works).
 */
export const MAIL_LIMITS = {
  /** Characters of the claimer's name in the greeting. */
  greetingName: 40,
  /** Characters of the business name in the subject and text. */
  businessName: 60,
  /** One verification message per address per this many hours. */
  verificationPeriodHours: 24,
  /** One review confirmation per address per this many hours (a review names any address it likes). */
  reviewConfirmationPeriodHours: 24,
} as const;

/**
 * Visitor text as it may appear in a message: control characters and runs of white space
 * become one space, and text longer than `max` is cut at a word boundary with an ellipsis.
 */
export function mailText(text: string, max: number): string {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\s]+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= max) return flat;
  const cut = chars.slice(0, max - 1).join('');
  const atWord = cut.replace(/\s+\S*$/, '');
  return `${(atWord.length >= max / 2 ? atWord : cut).trimEnd()}\u2026`;
}
