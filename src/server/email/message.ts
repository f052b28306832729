/** An outbox message: the stored row and the message as it is sent. */
import type { EmailKind } from '../../domain/admin';

export interface OutboxRow {
  id: number;
  kind: EmailKind;
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

/** What a message belongs to (its outbox row's link): a claim, a quote request or a saved search. */
export type OutboxOwner = { claimId: number } | { quoteRequestId: number } | { savedSearchId: number };

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
