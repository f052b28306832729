/**
 * The save (heart) button of a result card inside the listing island: the `<cd-save>`
 * element of every page (src/scripts/save-button.ts, loaded by the header), so the island
 * ships no store. The element sets only aria-pressed, never the text React rendered
 * (hydration keeps it); CSS shows the name that goes with it, as on business pages.
 */
/** `label` and `savedLabel`: the screen-reader names in the page's language. */
export function SaveToggle({ kind, slug, name, label, savedLabel }: { kind: 'b' | 'n'; slug: string; name: string; label: string; savedLabel: string }) {
  return (
    <cd-save kind={kind} slug={slug} name={name}>
      <button
        type="button"
        aria-pressed="false"
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-700 hover:border-rose-500"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-7.5-4.6-9.5-9.2C1 8.1 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 6 3.6 4.5 7.3C19.5 16.4 12 21 12 21z" />
        </svg>
        <span className="sr-only" data-save-when="off">
          {label}
        </span>
        <span className="sr-only" data-save-when="on">
          {savedLabel}
        </span>
      </button>
    </cd-save>
  );
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'cd-save': { kind: string; slug: string; name: string; children?: React.ReactNode };
    }
  }
}
