/**
 * /shortlist's script: fills an empty URL from this browser's shortlist; Share copies the
 * link; Remove and Clear change the stored list and the URL together; "Save these" keeps a
 * shared list; compare allows at most 4 ticks; quotes go to /quotes/new with at most 5 ids.
 */
import { SHORTLIST_LIMITS, cleanShortlist, shortlistCount, shortlistHref, type Shortlist, type ShortlistKind } from '../domain/shortlist';
import { $shortlist, setShortlist } from '../stores/shortlist';

const root = document.querySelector<HTMLElement>('[data-shortlist]');
if (root) {
  const shown = (): Shortlist => {
    const url = new URL(root.dataset.href ?? '/shortlist', location.origin);
    return cleanShortlist({ b: url.searchParams.get('b')?.split(',') ?? [], n: url.searchParams.get('n')?.split(',') ?? [] });
  };
  const stored = $shortlist.get();
  if (root.hasAttribute('data-empty-url') && shortlistCount(stored) > 0) location.replace(shortlistHref(stored));

  const status = root.querySelector('[data-share-status]');
  const say = (text: string) => {
    if (status) status.textContent = text;
  };
  root.querySelector('[data-share]')?.addEventListener('click', async () => {
    const link = new URL(shortlistHref(shown()), location.origin).href;
    try {
      await navigator.clipboard.writeText(link);
      say('Link copied. Anyone who opens it sees this list.');
    } catch {
      root.querySelector<HTMLInputElement>('#shortlist-link')?.select();
      say('Copy the link above to share this list.');
    }
  });

  const list = shown();
  const keep = root.querySelector<HTMLButtonElement>('[data-keep]');
  const missing = (kind: ShortlistKind) => list[kind].some((slug) => !stored[kind].includes(slug));
  if (keep && (missing('b') || missing('n'))) {
    keep.hidden = false;
    keep.addEventListener('click', () => {
      const current = $shortlist.get();
      setShortlist({ b: [...new Set([...current.b, ...list.b])], n: [...new Set([...current.n, ...list.n])] });
      keep.hidden = true;
      say('Saved to your shortlist in this browser.');
    });
  }

  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-remove]')) {
    button.addEventListener('click', () => {
      const [kind, slug] = (button.dataset.remove ?? '').split(':') as [ShortlistKind, string];
      const current = $shortlist.get();
      setShortlist({ ...current, [kind]: current[kind].filter((s) => s !== slug) });
      location.replace(shortlistHref({ ...list, [kind]: list[kind].filter((s) => s !== slug) }));
    });
  }
  root.querySelector('[data-clear]')?.addEventListener('click', () => {
    setShortlist({ b: [], n: [] });
    location.replace('/shortlist');
  });

  const compare = root.querySelector<HTMLFormElement>('[data-compare]');
  compare?.addEventListener('change', () => {
    const boxes = [...compare.querySelectorAll<HTMLInputElement>('input[name="n"]')];
    const full = boxes.filter((box) => box.checked).length >= SHORTLIST_LIMITS.compare;
    for (const box of boxes) box.disabled = full && !box.checked;
  });

  for (const form of root.querySelectorAll<HTMLFormElement>('[data-quotes]')) {
    const boxes = [...form.querySelectorAll<HTMLInputElement>('input[name="id"]')];
    form.addEventListener('change', () => {
      const full = boxes.filter((box) => box.checked).length >= SHORTLIST_LIMITS.quotes;
      for (const box of boxes) box.disabled = full && !box.checked;
    });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const ids = boxes.filter((box) => box.checked).map((box) => box.value);
      const chosen = (ids.length ? ids : boxes.map((box) => box.value)).slice(0, SHORTLIST_LIMITS.quotes);
      location.assign(`/quotes/new?${new URLSearchParams({ category: form.dataset.quotes ?? '', ids: chosen.join(',') })}`);
    });
  }
}
