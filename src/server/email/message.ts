/** An outbox message: the stored row, the message as it is sent, and its HTML escaping. */

/** The e-mails of quote requests (./quote-emails.ts renders them). */
export type QuoteEmailKind = 'quote_confirmation' | 'quote_request' | 'quote_answer' | 'quote_closed';

/** The e-mails of owners and their customers (./owner-invitation.ts, ./review-invitation.ts, ./owner-notices.ts, ./password-reset.ts). */
type OwnerEmailKind = 'owner_invitation' | 'review_invitation' | 'owner_decision' | 'password_reset';

/** The e-mails of saved searches (./alert-emails.ts renders them). */
export type AlertEmailKind = 'alert_confirmation' | 'alert_digest';

export interface OutboxRow {
  id: number;
  kind: 'claim_verification' | 'staff_invitation' | QuoteEmailKind | OwnerEmailKind | AlertEmailKind;
  to_address: string;
  subject: string;
  payload: unknown;
  claim_id: number | null;
  /** 'queued': waiting for its next try; 'sent'; 'failed': given up after its tries. */
  status: 'queued' | 'sent' | 'failed';
  /** Tries so far (each counted before it sends). */
  attempts: number;
  last_error: string | null;
  last_attempt_at: Date | string | null;
  /** When the next try is due (for a try in flight: when it is retried if it never finishes). */
  next_attempt_at: Date | string;
  /** The key the provider got on the first try and gets on every retry. */
  idempotency_key: string | null;
  /** The extra headers the message was sent with. */
  headers: Record<string, string> | string | null;
  sent_at: Date | string | null;
  created_at: Date | string;
}

export interface RenderedEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string;
  /** What the link is, for the server log ('Verification link' when absent). */
  linkLabel?: string;
  /** Extra message headers (the alert digest's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/** Text as it may stand in a message's HTML: the five characters HTML gives meaning to, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}
