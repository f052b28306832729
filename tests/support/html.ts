import { Window } from 'happy-dom';
import { afterAll } from 'vitest';

/**
 * A DOM parser for the HTML the server sends: for what a page shows without JavaScript, read
 * without a browser (docs/testing.md). happy-dom here runs no script and fetches nothing.
 * One per test file, closed when the file ends.
 */
const parser = new Window({
  settings: {
    disableJavaScriptEvaluation: true,
    disableJavaScriptFileLoading: true,
    disableCSSFileLoading: true,
    disableIframePageLoading: true,
    navigation: { disableMainFrameNavigation: true },
  },
});
afterAll(() => parser.happyDOM.close());

/** `html` as a document. */
export function parseHtml(html: string): Document {
  return new parser.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
}
