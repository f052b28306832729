/** Outgoing e-mail: the outbox (./outbox.ts), signed links (./links.ts) and the sender (./sender.ts). */
export { listOutbox } from './outbox';
export { deliverOutboxMessage, emailProvider } from './sender';
export { LINK_TTL_HOURS, checkClaimToken, getLinkSecret, parseClaimToken } from './links';
