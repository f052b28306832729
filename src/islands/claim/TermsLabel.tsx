import type { ClaimWords } from '../../i18n/claim-words';

/** The terms checkbox's label, the same on both claim forms (a new tab for the terms, a required mark), in the page's language. */
export function termsLabel(words: ClaimWords) {
  return (
    <>
      {words.form.termsBefore}{' '}
      <a href={words.paths.terms} className="font-medium text-brand-700 underline" target="_blank" rel="noopener">
        {words.form.terms}
        <span className="sr-only"> {words.form.newTab}</span>
      </a>
      <span className="text-red-700" aria-hidden="true">
        {' '}
        *
      </span>
    </>
  );
}
