/**
 * The shortlist saved in this browser (localStorage, shared by every tab and every island
 * or script of a page: decision 0014). Rules in src/domain/shortlist.ts.
 */
import { persistentAtom } from '@nanostores/persistent';
import { EMPTY_SHORTLIST, cleanShortlist, toggleSlug, type Shortlist, type ShortlistKind } from '../domain/shortlist';

/** For the `<cd-save>` buttons (src/scripts/save-button.ts), which load the rules only with this store. */
export { limitOf } from '../domain/shortlist';

export const $shortlist = persistentAtom<Shortlist>('cd-shortlist', EMPTY_SHORTLIST, {
  encode: JSON.stringify,
  decode: (text) => {
    try {
      return cleanShortlist(JSON.parse(text));
    } catch {
      return EMPTY_SHORTLIST;
    }
  },
});

/** Said on every change in this tab: the header's count and the `<cd-save>` buttons (src/scripts/save-button.ts) listen. */
const SHORTLIST_EVENT = 'cd-shortlist-change';
$shortlist.listen(() => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SHORTLIST_EVENT));
});

/** Saves or unsaves one business ('b') or neighborhood ('n'). */
export function toggleSaved(kind: ShortlistKind, slug: string): 'added' | 'removed' | 'full' {
  const { list, outcome } = toggleSlug($shortlist.get(), kind, slug);
  if (outcome !== 'full') $shortlist.set(list);
  return outcome;
}

export function setShortlist(list: Shortlist): void {
  $shortlist.set(cleanShortlist(list));
}
