/**
 * What /alerts shows without asking the server (kept apart from ./alerts.ts so the page's
 * island ships no schema).
 */

/** The fragment a broken or altered unsubscribe link opened in a browser is sent to. */
const BROKEN_LINK_FRAGMENT = '#link-broken';

/** Where `GET /api/saved-searches/unsubscribe/{token}` sends a browser when the token is not valid. */
export const BROKEN_UNSUBSCRIBE_PAGE = `/alerts${BROKEN_LINK_FRAGMENT}`;

const BROKEN_LINK_MESSAGE =
  'This unsubscribe link is not valid (it may have been cut or changed). Open “Manage your saved searches” from any alert e-mail to stop an alert.';

/** What /alerts says of each kind of link whose token was cut or changed. */
export const BROKEN_LINK_MESSAGES = {
  confirm: 'This confirmation link is not valid (it may have been cut or changed). Open it again from the e-mail, or save the search again with “Alert me”.',
  manage: 'This link is not valid (it may have been cut or changed). Open “Manage your saved searches” again from your latest alert e-mail.',
  unsubscribe: BROKEN_LINK_MESSAGE,
} as const;
type AlertLinkKind = keyof typeof BROKEN_LINK_MESSAGES;

/**
 * The message for the fragment of a broken link, or null: `#link-broken` (where the API sends
 * a browser that opened a broken unsubscribe URL), or `#confirm=`, `#manage=`, `#unsubscribe=`
 * with a token that is not one (empty, cut, or with characters no token has).
 */
export function brokenLinkMessage(hash: string): string | null {
  if (hash === BROKEN_LINK_FRAGMENT) return BROKEN_LINK_MESSAGE;
  const kind = /^#(confirm|manage|unsubscribe)(?:=|$)/.exec(hash)?.[1] as AlertLinkKind | undefined;
  return kind ? BROKEN_LINK_MESSAGES[kind] : null;
}
