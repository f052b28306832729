/**
 * What /alerts shows without asking the server (kept apart from ./alerts.ts so the page's
 * island ships no schema).
 */

/** The fragment a broken or altered unsubscribe link opened in a browser is sent to. */
const BROKEN_LINK_FRAGMENT = '#link-broken';

/** Where `GET /api/saved-searches/unsubscribe/{token}` sends a browser when the token is not valid. */
export const BROKEN_UNSUBSCRIBE_PAGE = `/alerts${BROKEN_LINK_FRAGMENT}`;

export const BROKEN_LINK_MESSAGE =
  'This unsubscribe link is not valid (it may have been cut or changed). Open “Manage your saved searches” from any alert e-mail to stop an alert.';

/** True when the page was opened from a broken unsubscribe link. */
export const isBrokenLinkFragment = (hash: string) => hash === BROKEN_LINK_FRAGMENT;
