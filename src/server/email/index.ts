/** Outgoing e-mail: the outbox (./outbox.ts), signed links (./links.ts) and delivery (./delivery.ts). */
export { listOutbox } from './outbox';
export { deliverNow, emailProvider } from './delivery';
export { LINK_TTL_HOURS, checkClaimToken, parseClaimToken } from './links';
export { getLinkSecret } from './link-secret';
