/**
 * One mailbox however its address is written. Mail providers deliver `Ana+shop@Example.com`
 * to `ana@example.com` (Gmail, Outlook, iCloud, Fastmail and most others treat what follows
 * `+` in the local part as a tag), so rules about "the same person's address" compare
 * {@link mailboxKey}s, never the text typed.
 */

/** The address lower-cased, with a `+tag` dropped from its local part: `Ana+Shop@Example.com` -> `ana@example.com`. */
export function mailboxKey(address: string): string {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  if (at <= 0) return text;
  const local = text.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${text.slice(at)}`;
}
