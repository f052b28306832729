/**
 * The header's count (`[data-shortlist-count]`) and `<cd-save kind="b|n" slug="…" name="…">`,
 * the save (heart) button of business pages, neighborhood cards and profiles, with no
 * framework. Both show what localStorage holds (and follow other tabs through `storage`
 * events); the store and the shortlist rules (src/stores/shortlist.ts,
 * src/domain/shortlist.ts) are fetched on the first click, so every page ships only this
 * small reader before the visitor saves something (decision 0014, docs/performance.md).
 */
const KEY = 'cd-shortlist';

type Saved = Record<'b' | 'n', string[]>;

/** What localStorage holds, read as the store writes it (the store cleans it on its first use). */
function stored(): Saved {
  let value: unknown = null;
  try {
    value = JSON.parse(localStorage.getItem(KEY) ?? 'null');
  } catch {
    // Not JSON: nothing saved.
  }
  const slugs = (kind: 'b' | 'n'): string[] => {
    const list: unknown = value && typeof value === 'object' ? (value as Record<string, unknown>)[kind] : null;
    return Array.isArray(list) ? [...new Set(list.filter((s): s is string => typeof s === 'string'))] : [];
  };
  return { b: slugs('b'), n: slugs('n') };
}

function show(list: Saved) {
  for (const element of document.querySelectorAll('[data-shortlist-count]')) element.textContent = String(list.b.length + list.n.length);
  for (const element of document.querySelectorAll<SaveButton>('cd-save')) element.show(list);
}

class SaveButton extends HTMLElement {
  // Not named after the attribute: React sets a custom element's matching property, and a getter alone refuses it.
  get savedKind() {
    return this.getAttribute('kind') === 'n' ? 'n' : 'b';
  }

  /**
   * aria-pressed only: the button holds both names ("Save X ..." and "Saved X ..."), and CSS
   * shows the one its pressed state calls for (src/styles/global.css), so the text is the
   * same whoever rendered it (Astro or the listing island, whose hydration it must not upset).
   */
  show(list: Saved) {
    const saved = list[this.savedKind].includes(this.getAttribute('slug') ?? '');
    this.querySelector('button')?.setAttribute('aria-pressed', String(saved));
  }

  connectedCallback() {
    this.show(stored());
    const button = this.querySelector('button');
    if (button) {
      button.onclick = async () => {
        // A full list says so on screen (the store's toast): nothing changes.
        (await import('../stores/shortlist')).toggleSaved(this.savedKind, this.getAttribute('slug') ?? '', this.getAttribute('name'));
      };
    }
  }
}

if (!customElements.get('cd-save')) customElements.define('cd-save', SaveButton);
show(stored());
// Saves made by the listing island or /shortlist's script in this tab (src/stores/shortlist.ts).
addEventListener('cd-shortlist-change', () => show(stored()));
addEventListener('storage', (event) => {
  if (event.key === KEY || event.key === null) show(stored());
});
// Back/forward cache: the list may have changed on another page meanwhile.
addEventListener('pageshow', () => show(stored()));
