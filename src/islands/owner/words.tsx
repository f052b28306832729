/**
 * The owner dashboard's words, given by its page (src/i18n/owner-words.ts builds them for
 * /owner and /es/owner) and read by every part of the island through {@link useOwnerText}.
 * The island's JavaScript holds no catalog: the words arrive with the page's HTML.
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { SITE_TIME_ZONE } from '../../domain/dates';
import { fillTemplate } from '../../domain/fill';
import type { OwnerWords } from '../../i18n/owner-words';
import { translateMessage } from '../../i18n/translate-message';
import { ApiError } from '../kit/api';
import { KitWordsProvider } from '../kit/fields';

export type { OwnerWords };

const WordsContext = createContext<OwnerWords | null>(null);

/** Gives the island, and the kit's fields inside it, the page's words. */
export function OwnerWordsProvider({ words, children }: { words: OwnerWords; children: ReactNode }) {
  const kit = useMemo(() => ({ optional: words.kit.optional, message: (text: string) => translateMessage(words.messages, text) }), [words]);
  return (
    <WordsContext.Provider value={words}>
      <KitWordsProvider value={kit}>{children}</KitWordsProvider>
    </WordsContext.Provider>
  );
}

interface Plural {
  one: string;
  many: string;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatIn(intl: string, options: Intl.DateTimeFormatOptions, key: string): Intl.DateTimeFormat {
  let format = dateFormats.get(`${intl}:${key}`);
  if (!format) {
    format = new Intl.DateTimeFormat(intl, { timeZone: SITE_TIME_ZONE, ...options });
    dateFormats.set(`${intl}:${key}`, format);
  }
  return format;
}

/** The words, and how the island writes counts, dates and the API's messages in their language. */
export function useOwnerText() {
  const w = useContext(WordsContext);
  if (!w) throw new Error('The owner dashboard needs its words (OwnerWordsProvider).');
  return useMemo(() => {
    const msg = (text: string) => translateMessage(w.messages, text);
    const count = (forms: Plural, n: number, values: Record<string, string | number> = {}) =>
      fillTemplate(n === 1 ? forms.one : forms.many, { count: n, ...values });
    const date = (iso: string | null | undefined, options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric' }) => {
      if (!iso) return '';
      const value = new Date(iso);
      return Number.isNaN(value.getTime()) ? '' : formatIn(w.intl, options, JSON.stringify(options)).format(value);
    };
    /** The text to show for a failure: the API's own message in the page's language, with the wait it asked for. */
    const describe = (error: unknown): string => {
      if (error instanceof ApiError) {
        const text = msg(error.message);
        const wait = error.retryAfter;
        if (error.status !== 429 || !wait) return text;
        const waitText = wait < 90 ? count(w.kit.seconds, wait) : count(w.kit.minutes, Math.ceil(wait / 60));
        return fillTemplate(w.kit.retryIn, { message: text, wait: waitText });
      }
      if (error instanceof Error) return msg(error.message);
      return String(error);
    };
    return { w, msg, count, date, describe, fill: fillTemplate };
  }, [w]);
}
