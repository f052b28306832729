/** What the quote pages share: the URL fragment, and the domain's and the API's English texts in the page's language. */
import { translateMessage } from '../../i18n/translate-message';
import type { QuoteWords } from '../../i18n/quote-words';

/** The value of `name` in the page's URL fragment (`#a=1&b=2`). */
export function fragmentValue(name: string): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get(name);
}

/** An English text of the domain or the API (a question, a schema's or the server's message) as the page's language writes it. */
export function translator(words: QuoteWords): (english: string) => string {
  return (english) => translateMessage(words.messages, english);
}
