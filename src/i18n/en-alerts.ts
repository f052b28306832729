/**
 * The English words of /alerts (what the links of alert e-mails open), a catalog of its own:
 * the page passes it to the island (src/i18n/alert-words.ts), so the island's JavaScript holds
 * no words of either language. src/i18n/es-alerts.ts has the same shape (checked by its type).
 * `{name}` placeholders are filled by `fill` (src/domain/fill.ts).
 *
 * `messages` are the domain's and the API's texts the page can show, keyed by their English
 * text (src/i18n/alert-catalog.test.ts checks the domain's are all there). A saved search's
 * label is written by the server in the page's language (the island sends it with the token).
 */
export const enAlerts = {
  page: {
    title: 'Your Alerts - {site}',
    description: 'Confirm, manage or stop your saved-search e-mail alerts.',
    heading: 'Your Alerts',
    intro: 'E-mail alerts for saved searches: no account needed.',
  },
  loading: 'Loading…',
  none: 'Open this page from the link in an alert e-mail. To get alerts, use “Alert me” on a search or category page.',
  confirmedHeading: 'Your alert is on',
  confirmed: 'We will e-mail you when new businesses match:',
  manage: 'Manage my saved searches',
  unsubscribeQuestion: 'Stop this alert? Its saved search is deleted; with your last one, your e-mail address too.',
  unsubscribe: 'Unsubscribe',
  unsubscribed: 'You are unsubscribed. You will not get this alert again.',
  savedFor: 'Saved searches for {email}',
  noSearches: 'You have no saved searches: we keep nothing about this address.',
  daily: 'Daily',
  weekly: 'Weekly',
  waiting: ' · waiting for you to confirm',
  broken: 'No longer works: a filter it uses is gone. Save the search again, then stop this one.',
  stop: 'Stop',
  messages: {
    // src/domain/alert-pages.ts
    'This confirmation link is not valid (it may have been cut or changed). Open it again from the e-mail, or save the search again with “Alert me”.':
      'This confirmation link is not valid (it may have been cut or changed). Open it again from the e-mail, or save the search again with “Alert me”.',
    'This link is not valid (it may have been cut or changed). Open “Manage your saved searches” again from your latest alert e-mail.':
      'This link is not valid (it may have been cut or changed). Open “Manage your saved searches” again from your latest alert e-mail.',
    'This unsubscribe link is not valid (it may have been cut or changed). Open “Manage your saved searches” from any alert e-mail to stop an alert.':
      'This unsubscribe link is not valid (it may have been cut or changed). Open “Manage your saved searches” from any alert e-mail to stop an alert.',
    // The API's answers (src/server/api/alerts.ts, ALERT_MESSAGES).
    'This link is not valid.': 'This link is not valid.',
    'This confirmation link has expired. Please save the search again.': 'This confirmation link has expired. Please save the search again.',
    'This unsubscribe link is not valid.': 'This unsubscribe link is not valid.',
    'Could not reach the server. Check your connection and try again.': 'Could not reach the server. Check your connection and try again.',
    'The request was cancelled.': 'The request was cancelled.',
    'Too many requests. Please wait {minutes} and try again.': 'Too many requests. Please wait {minutes} and try again.',
    'Too many requests. Please wait {minutes} and try again.{wait}': 'Too many requests. Please wait {minutes} and try again.{wait}',
    'The directory is temporarily unavailable. Please try again in a moment.': 'The directory is temporarily unavailable. Please try again in a moment.',
    'Something went wrong on our side. Please try again.': 'Something went wrong on our side. Please try again.',
  },
} as const;

/** A catalog's shape: the English keys, any text. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The type of /alerts' catalog in every language. */
export type AlertMessages = Shape<typeof enAlerts>;
