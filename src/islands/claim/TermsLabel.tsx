/** The terms checkbox's label, the same on both claim forms (a new tab for the terms, a required mark). */
export const TERMS_LABEL = (
  <>
    I confirm I own or manage this business and agree to the{' '}
    <a href="/terms" className="font-medium text-brand-700 underline" target="_blank" rel="noopener">
      Terms of Service<span className="sr-only"> (opens in a new tab)</span>
    </a>
    <span className="text-red-700" aria-hidden="true">
      {' '}
      *
    </span>
  </>
);
