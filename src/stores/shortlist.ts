/**
 * The shortlist saved in this browser (localStorage, shared by every tab and every island
 * or script of a page: decision 0014). Rules in src/domain/shortlist.ts.
 */
import { persistentAtom } from '@nanostores/persistent';
import { EMPTY_SHORTLIST, SHORTLIST_STORAGE_KEY, cleanShortlist, limitOf, toggleSlug, type Shortlist, type ShortlistKind } from '../domain/shortlist';
import { showToast } from './toast';

export const $shortlist = persistentAtom<Shortlist>(SHORTLIST_STORAGE_KEY, EMPTY_SHORTLIST, {
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

/**
 * Saves or unsaves one business ('b') or neighborhood ('n'). A full list changes nothing and
 * says so in the page's toast, seen and announced (`name`: what could not be saved).
 */
export function toggleSaved(kind: ShortlistKind, slug: string, name?: string | null): 'added' | 'removed' | 'full' {
  const { list, outcome } = toggleSlug($shortlist.get(), kind, slug);
  if (outcome !== 'full') $shortlist.set(list);
  else {
    showToast({
      title: 'Your shortlist is full',
      description: `It holds at most ${limitOf(kind)} ${kind === 'b' ? 'businesses' : 'neighborhoods'}. Remove one on the shortlist page to save ${name || 'this one'}.`,
      variant: 'destructive',
    });
  }
  return outcome;
}

export function setShortlist(list: Shortlist): void {
  $shortlist.set(cleanShortlist(list));
}
