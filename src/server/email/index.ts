/** Outgoing e-mail: the outbox (./outbox.ts), signed links (./links.ts) and the sender (./sender.ts). */
export { queueClaimVerificationEmail, listOutbox, renderOutboxMessage, getOutboxRow, claimEmailSubject } from './outbox';
export { deliverClaimEmails, deliverOutboxMessage, emailProvider, type DeliveryOutcome } from './sender';
export {
  LINK_TTL_HOURS,
  VERIFY_EMAIL_PATH,
  checkClaimToken,
  getLinkSecret,
  parseClaimToken,
  signClaimToken,
  verificationLink,
} from './links';
