/** What the quote pages share: the URL fragment. */

/** The value of `name` in the page's URL fragment (`#a=1&b=2`). */
export function fragmentValue(name: string): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get(name);
}
