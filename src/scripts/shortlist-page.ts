/**
 * /shortlist's script: fills an empty URL from this browser's shortlist; Share copies the
 * link; Remove and Clear (once confirmed) change the stored list and the URL together; "Save
 * these" keeps a shared list; compare allows at most 4 ticks; quotes go to /quotes/new with
 * the ticked ids (at most 5), and nothing ticked says so instead.
 */
import { SHORTLIST_LIMITS, cleanShortlist, shortlistCount, shortlistHref, type Shortlist, type ShortlistKind } from '../domain/shortlist';
import { $shortlist, setShortlist } from '../stores/shortlist';

/** What the page gives the script (data-words): its paths and words in the page's language; `{left}` in `partial`. */
interface Words {
  base: string;
  quotes: string;
  copied: string;
  copyIt: string;
  saved: string;
  partialOne: string;
  partial: string;
  tickFirst: string;
}

const root = document.querySelector<HTMLElement>('[data-shortlist]');
if (root) {
  const words = JSON.parse(root.dataset.words ?? '{}') as Words;
  /** The shortlist's address in the page's language (/shortlist or /es/shortlist). */
  const inPage = (href: string) => href.replace(/^\/shortlist/, words.base);
  const shown = (): Shortlist => {
    const url = new URL(root.dataset.href ?? '/shortlist', location.origin);
    return cleanShortlist({ b: url.searchParams.get('b')?.split(',') ?? [], n: url.searchParams.get('n')?.split(',') ?? [] });
  };
  const stored = $shortlist.get();
  if (root.hasAttribute('data-empty-url') && shortlistCount(stored) > 0) location.replace(inPage(shortlistHref(stored)));

  const status = root.querySelector('[data-share-status]');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  root.querySelector('[data-share]')?.addEventListener('click', async () => {
    const link = new URL(inPage(shortlistHref(shown())), location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      say(words.copied);
    } catch {
      root.querySelector<HTMLInputElement>('#shortlist-link')?.select();
      say(words.copyIt);
    }
  });

  const list = shown();
  // Shown only for a list this browser did not save (the page's inline script decided before the first paint).
  root.querySelector('[data-keep]')?.addEventListener('click', () => {
    const current = $shortlist.get();
    const merged = { b: [...new Set([...current.b, ...list.b])], n: [...new Set([...current.n, ...list.n])] };
    setShortlist(merged);
    // Past the limits the rest is not kept: say how many, never silently.
    const kept = $shortlist.get();
    const left = shortlistCount(merged) - shortlistCount(kept);
    if (left === 0) document.documentElement.dataset.shortlistView = 'mine';
    say(left === 0 ? words.saved : left === 1 ? words.partialOne : words.partial.replace('{left}', String(left)));
  });

  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-remove]')) {
    button.addEventListener('click', () => {
      const [kind, slug] = (button.dataset.remove ?? '').split(':') as [ShortlistKind, string];
      // From one's own list it goes from this browser too; from a shared one, only from the view.
      if (document.documentElement.dataset.shortlistView === 'mine') {
        const current = $shortlist.get();
        setShortlist({ ...current, [kind]: current[kind].filter((s) => s !== slug) });
      }
      location.replace(inPage(shortlistHref({ ...list, [kind]: list[kind].filter((s) => s !== slug) })));
    });
  }
  // Clear asks first: the whole list goes from this browser, with no way back.
  const clear = root.querySelector<HTMLButtonElement>('[data-clear]');
  const confirmClear = root.querySelector<HTMLElement>('#shortlist-clear');
  const askClear = (open: boolean) => {
    if (!clear || !confirmClear) return;
    confirmClear.hidden = !open;
    clear.setAttribute('aria-expanded', String(open));
    (open ? confirmClear.querySelector<HTMLButtonElement>('[data-clear-no]') : clear)?.focus();
  };
  clear?.addEventListener('click', () => askClear(confirmClear?.hidden === true));
  root.querySelector('[data-clear-no]')?.addEventListener('click', () => askClear(false));
  root.querySelector('[data-clear-yes]')?.addEventListener('click', () => {
    setShortlist({ b: [], n: [] });
    location.replace(words.base);
  });

  const compare = root.querySelector<HTMLFormElement>('[data-compare]');
  compare?.addEventListener('change', () => {
    const boxes = [...compare.querySelectorAll<HTMLInputElement>('input[name="n"]')];
    const full = boxes.filter((box) => box.checked).length >= SHORTLIST_LIMITS.compare;
    for (const box of boxes) box.disabled = full && !box.checked;
  });

  for (const form of root.querySelectorAll<HTMLFormElement>('[data-quotes]')) {
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="id"]')];
    const error = form.querySelector('[data-quotes-error]');
    form.addEventListener('change', () => {
      const full = boxes.filter((box) => box.checked).length >= SHORTLIST_LIMITS.quotes;
      for (const box of boxes) box.disabled = full && !box.checked;
      if (error) error.textContent = '';
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const ids = boxes.filter((box) => box.checked).map((box) => box.value);
      // Nothing ticked asks nobody: never a choice made for the visitor.
      if (!ids.length) {
        if (error) error.textContent = words.tickFirst;
        boxes[0]?.focus();
        return;
      }
      location.assign(`${words.quotes}?${new URLSearchParams({ category: form.dataset.quotes ?? '', ids: ids.slice(0, SHORTLIST_LIMITS.quotes).join(',') })}`);
    });
  }
}
