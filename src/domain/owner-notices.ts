/**
 * The words owners read (dashboard and e-mail) when staff decide their name, category or
 * address change, or a review they reported: what was decided, and why.
 */
import { categoryLabel, findFilterNeighborhood } from './catalog';
import { REPORT_REASONS, type ReportReason, type ReviewedField } from './owner';
import { REPORT_RULES } from './owner-requests';

const FIELD_NAMES: Record<ReviewedField, string> = { businessName: 'name', category: 'category', address: 'address' };

function describe(changes: Partial<Record<ReviewedField, string>>): string {
  return (Object.keys(changes) as ReviewedField[])
    .map((field) => `${FIELD_NAMES[field]} to “${field === 'category' ? categoryLabel(changes[field]!) : changes[field]}”`)
    .join(', ');
}

/** The decision's text, then what staff wrote to the owner (never their internal note). */
const withMessage = (text: string, message: string | null | undefined) => (message ? `${text} Message from our staff: ${message}` : text);

interface Notice {
  subject: string;
  body: string;
}

/** An approved change; `neighborhood` when an address change moved the listing there. */
export function changeApprovedNotice(businessName: string, changes: Partial<Record<ReviewedField, string>>, neighborhood: string | null): Notice {
  const place = changes.address && neighborhood ? ` The listing is now in ${findFilterNeighborhood(neighborhood)?.label ?? neighborhood}.` : '';
  return {
    subject: `Your change to ${businessName} is approved`,
    body: `Our staff approved your change of the ${describe(changes)}. Your listing shows it now.${place}`,
  };
}

export function changeRejectedNotice(businessName: string, changes: Partial<Record<ReviewedField, string>>, reason: string, message?: string | null): Notice {
  return {
    subject: `Your change to ${businessName} was not approved`,
    body: withMessage(`Our staff did not approve your change of the ${describe(changes)}. Reason: ${reason}. Your listing keeps its details.`, message),
  };
}

export function reportDecidedNotice(businessName: string, reason: ReportReason, upheld: boolean, message?: string | null): Notice {
  return upheld
    ? {
        subject: `The review you reported on ${businessName} was removed`,
        body: withMessage(`Our staff removed the review you reported: it breaks the rule “${REPORT_RULES[reason]}”.`, message),
      }
    : {
        subject: `The review you reported on ${businessName} stays`,
        body: withMessage(
          `Our staff kept the review you reported (“${REPORT_REASONS[reason]}”): it does not break the rule “${REPORT_RULES[reason]}”, and reviews are judged by the same rules whatever their rating.`,
          message,
        ),
      };
}

/** What staff decided about an owner's change or report, as the dashboard shows it. */
export interface OwnerNotice {
  id: number;
  businessId: number;
  subject: string;
  body: string;
  createdAt: string;
}
