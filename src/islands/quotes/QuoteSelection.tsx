/**
 * Choosing businesses for a quote request on category and search listings: a
 * "Select for quotes" tick on each card that can receive requests (the card says so, as the
 * server rendered it: no request and no layout shift after hydration), up to five of one
 * category, and a bar "Request quotes from N" that opens the request form with them.
 */
import { useState, type ReactNode } from 'react';
import { QUOTE_LIMITS, takesQuoteRequests } from '../../domain/quote-categories';
import { fill } from '../../domain/listing-text';

/** The selection's words in the page's language (the catalog's `search` section). */
interface SelectionWords {
  selectForQuotes: string;
  chosen: string;
  clear: string;
  requestQuotes: string;
  /** The request form of the page's language, `{category}` and `{ids}` to fill. */
  quotesHref: string;
}

interface Chosen {
  id: number;
  name: string;
  category: string;
}

export interface QuoteSelection {
  /** The tick for a card, or null when the card cannot be asked for a quote. */
  tickFor(card: { id: number; name: string; category: string; quoteReachable: boolean }): ReactNode;
  /** The bar that sends the chosen businesses to the form (null when none is chosen). */
  bar: ReactNode;
}

export function useQuoteSelection(t: SelectionWords): QuoteSelection {
  const [chosen, setChosen] = useState<Chosen[]>([]);

  const category = chosen[0]?.category;
  const toggle = (card: Chosen) =>
    setChosen((before) =>
      before.some((c) => c.id === card.id) ? before.filter((c) => c.id !== card.id) : [...before, card].slice(0, QUOTE_LIMITS.businesses),
    );

  return {
    tickFor(card) {
      if (!card.quoteReachable) return null;
      const checked = chosen.some((c) => c.id === card.id);
      const full = chosen.length >= QUOTE_LIMITS.businesses;
      const otherCategory = category !== undefined && category !== card.category;
      const id = `quote-pick-${card.id}`;
      return (
        <div className="flex items-center gap-2">
          <input
            id={id}
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={checked}
            disabled={!checked && (full || otherCategory)}
            onChange={() => toggle({ id: card.id, name: card.name, category: card.category })}
            data-quote-pick
          />
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {t.selectForQuotes}
            <span className="sr-only">: {card.name}</span>
          </label>
        </div>
      );
    },
    bar:
      chosen.length > 0 && category && takesQuoteRequests(category) ? (
        <div
          className="sticky bottom-0 z-20 mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-brand-600 bg-white p-4 shadow-lg"
          data-quote-bar
        >
          <p className="text-sm text-slate-800" aria-live="polite">
            {fill(t.chosen, { count: chosen.length, max: QUOTE_LIMITS.businesses })} {chosen.map((c) => c.name).join(', ')}
          </p>
          <div className="flex gap-2">
            <button type="button" className="btn-secondary" onClick={() => setChosen([])}>
              {t.clear}
            </button>
            <a className="btn-primary" href={fill(t.quotesHref, { category, ids: chosen.map((c) => c.id).join(',') })}>
              {fill(t.requestQuotes, { count: chosen.length })}
            </a>
          </div>
        </div>
      ) : null,
  };
}
