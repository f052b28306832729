/** The shapes of an outbox message: the stored row and the message as it is sent. */

export interface OutboxRow {
  id: number;
  kind: 'claim_verification' | 'staff_invitation';
  to_address: string;
  subject: string;
  payload: unknown;
  claim_id: number | null;
  status: 'queued' | 'sent';
  attempts: number;
  last_error: string | null;
  last_attempt_at: Date | string | null;
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
}
