/**
 * The English words of the visitor's quote pages (/quotes/new, /quotes/status), a catalog of
 * their own: the pages pass it to the islands (src/i18n/quote-words.ts), so the islands'
 * JavaScript holds no words of either language. src/i18n/es-quotes.ts has the same shape
 * (checked by its type). `{name}` placeholders are filled by `fill` (src/domain/fill.ts).
 *
 * `messages` are the texts the domain writes in English that the visitor meets: each
 * category's questions (labels, hints, choices), the request schema's messages and the API's
 * answers, keyed by their English text (a `{placeholder}` in a key stands for a part that
 * varies). src/i18n/quote-catalog.test.ts checks that every one has its entry.
 */
export const enQuotes = {
  /** The language the pages write dates in (Intl). */
  intl: 'en-US',
  newPage: {
    title: 'Request Quotes - {site}',
    description: 'Ask up to {max} Charlotte businesses for a quote at once.',
    heading: 'Request Quotes',
    intro:
      'Describe the job once and up to {max} businesses answer with a price, the date they can do it and a message. You compare the answers side by side on a private page.',
  },
  statusPage: {
    title: 'Your Quote Request - {site}',
    description: 'Your private quote request page: every answer side by side.',
    heading: 'Your Quote Request',
    intro: 'This page is private: anyone with its address can see it, so share it only with people you trust.',
  },
  form: {
    choose: 'Choose…',
    optional: '(optional)',
    sentHeading: 'Check your e-mail',
    /** `{email}` is shown in bold. */
    sent: 'We sent a confirmation link to {email}. Open it within {hours} hours to send your request to {names}. Nothing is sent to any business before you confirm.',
    nobody: 'No business is chosen for this request yet.',
    noneCanReceive: 'None of the chosen businesses can receive quote requests yet: {names}.',
    chooseUpTo: 'Choose up to {max} {category} businesses',
    chooseHow: 'with “Select for quotes” on their cards.',
    formLabel: 'Request quotes: {category}',
    goesTo: 'Your request goes to',
    notIncluded: 'Not included (they cannot receive quote requests yet): {names}.',
    aboutJob: 'About the job',
    details: 'Details',
    detailsHint: 'Up to {max} characters.',
    reach: 'How to reach you',
    name: 'Your name',
    email: 'E-mail address',
    phone: 'Phone',
    contactBy: 'How would you like to be contacted?',
    contactNotice:
      'Only the businesses you choose will see your name, e-mail address and phone number, and only after you confirm your e-mail address. No other business sees them.',
    sending: 'Sending…',
    sendOne: 'Send request to {count} business',
    sendMany: 'Send request to {count} businesses',
    notQuoteCategory:
      'Quote requests are available for movers, cleaning, storage and junk removal, realtors and rentals, pet services and specialty services. Choose businesses from one of those categories.',
    loading: 'Loading the businesses…',
  },
  status: {
    loading: 'Loading your request…',
    confirmed: 'Thank you: your e-mail address is confirmed and your request was sent. Keep this page: its address is your private link to the answers.',
    incomplete: 'This link is not complete. Open it straight from the e-mail.',
    hiredNotice: 'Marked as hired. The request is closed and the other businesses have been told.',
    closedNotice: 'The request is closed and the businesses have been told.',
    heading: '{category} request',
    closed: 'Closed.',
    open: 'Sent: the businesses are answering.',
    unconfirmed: 'Waiting for you to confirm your e-mail address.',
    answers: 'Answers',
    waiting: 'No answer yet',
    quoted: 'Quoted',
    declined: 'Declined',
    hired: 'Hired',
    available: 'Available {date}',
    hireQuestion: 'Hire {name}? This closes the request and tells the other businesses.',
    hireConfirm: 'Yes, hire {name}',
    hire: 'Mark {name} hired',
    closeQuestion: 'Close this request without hiring? Businesses can no longer answer it, and it cannot be reopened.',
    closeConfirm: 'Yes, close the request',
    close: 'Close without hiring',
    cancel: 'Cancel',
  },
  messages: {
    // The questions of each category (src/domain/quote-requests.ts QUESTIONS).
    'Move date': 'Move date',
    'Moving from (ZIP code)': 'Moving from (ZIP code)',
    'Moving to (ZIP code)': 'Moving to (ZIP code)',
    'Or choose the neighborhood below.': 'Or choose the neighborhood below.',
    'Moving to (neighborhood)': 'Moving to (neighborhood)',
    'Home size': 'Home size',
    'For example "2 bedrooms" or "studio".': 'For example "2 bedrooms" or "studio".',
    'Stairs or elevator': 'Stairs or elevator',
    'Ground floor or house': 'Ground floor or house',
    Stairs: 'Stairs',
    Elevator: 'Elevator',
    // A ticked box's answer on the status page.
    Yes: 'Yes',
    'I would like help with packing': 'I would like help with packing',
    'Kind of cleaning': 'Kind of cleaning',
    'Move-out cleaning': 'Move-out cleaning',
    'Move-in cleaning': 'Move-in cleaning',
    'Deep cleaning': 'Deep cleaning',
    'Regular cleaning': 'Regular cleaning',
    'Preferred date': 'Preferred date',
    'ZIP code of the home': 'ZIP code of the home',
    'For example "3 bedrooms, 2 baths".': 'For example "3 bedrooms, 2 baths".',
    'What you need': 'What you need',
    'A storage unit': 'A storage unit',
    'Junk removal': 'Junk removal',
    Both: 'Both',
    'From when': 'From when',
    'ZIP code': 'ZIP code',
    'How much': 'How much',
    'For example "10x10 unit" or "a sofa and a mattress".': 'For example "10x10 unit" or "a sofa and a mattress".',
    'You are looking to': 'You are looking to',
    Rent: 'Rent',
    Buy: 'Buy',
    Sell: 'Sell',
    Neighborhood: 'Neighborhood',
    Budget: 'Budget',
    'For example "$1,800 a month".': 'For example "$1,800 a month".',
    Bedrooms: 'Bedrooms',
    'Move-in date': 'Move-in date',
    'Your pet': 'Your pet',
    'For example "dog, 40 lb".': 'For example "dog, 40 lb".',
    Service: 'Service',
    'For example "boarding", "grooming" or "a first vet visit".': 'For example "boarding", "grooming" or "a first vet visit".',
    // How the visitor wants to be contacted (CONTACT_METHODS).
    'E-mail': 'E-mail',
    'Phone call': 'Phone call',
    'Text message': 'Text message',
    // The request schema's messages (QUOTE_MESSAGES, MESSAGES.email, the date questions').
    'Please choose at least one business': 'Please choose at least one business',
    'You can ask at most {max} businesses at once': 'You can ask at most {max} businesses at once',
    'Each business can be chosen once': 'Each business can be chosen once',
    'This business cannot receive quote requests yet': 'This business cannot receive quote requests yet',
    'This business is not in the chosen category': 'This business is not in the chosen category',
    'Please choose a category that takes quote requests': 'Please choose a category that takes quote requests',
    'Please enter your name': 'Please enter your name',
    'Name must be 100 characters or less': 'Name must be 100 characters or less',
    'Details must be {max} characters or less': 'Details must be {max} characters or less',
    'Please enter a phone number to be called or texted': 'Please enter a phone number to be called or texted',
    'Please enter a valid phone number': 'Please enter a valid phone number',
    'Please choose how you would like to be contacted': 'Please choose how you would like to be contacted',
    'Please enter a date as YYYY-MM-DD': 'Please enter a date as YYYY-MM-DD',
    'Please enter a 5-digit ZIP code': 'Please enter a 5-digit ZIP code',
    'Please enter the ZIP code or the neighborhood you are moving to': 'Please enter the ZIP code or the neighborhood you are moving to',
    'This field is required': 'This field is required',
    'This answer is too long': 'This answer is too long',
    'Please choose one of the options': 'Please choose one of the options',
    'Please enter a valid email address': 'Please enter a valid email address',
    'Contains a character that is not allowed (a NUL character or an unpaired surrogate)':
      'Contains a character that is not allowed (a NUL character or an unpaired surrogate)',
    '{label} cannot be in the past': '{label} cannot be in the past',
    '{label} must be within {months} months (by {date})': '{label} must be within {months} months (by {date})',
    // The island kit's and the API's answers.
    'Please correct the highlighted fields.': 'Please correct the highlighted fields.',
    'Some fields are invalid.': 'Some fields are invalid.',
    'Could not reach the server. Check your connection and try again.': 'Could not reach the server. Check your connection and try again.',
    'The request was cancelled.': 'The request was cancelled.',
    'Some businesses cannot be asked for this quote.': 'Some businesses cannot be asked for this quote.',
    'You can send at most {max} quote requests a day from one e-mail address. Please try again tomorrow.':
      'You can send at most {max} quote requests a day from one e-mail address. Please try again tomorrow.',
    // A 429's message, with the wait the island adds ("Try again in 24 hours."): the Spanish says when in its own words.
    'You can send at most {max} quote requests a day from one e-mail address. Please try again tomorrow.{wait}':
      'You can send at most {max} quote requests a day from one e-mail address. Please try again tomorrow.{wait}',
    'Too many requests. Please wait {minutes} and try again.': 'Too many requests. Please wait {minutes} and try again.',
    'Too many requests. Please wait {minutes} and try again.{wait}': 'Too many requests. Please wait {minutes} and try again.{wait}',
    'The directory is temporarily unavailable. Please try again in a moment.': 'The directory is temporarily unavailable. Please try again in a moment.',
    'Something went wrong on our side. Please try again.': 'Something went wrong on our side. Please try again.',
    'This confirmation link is not valid.': 'This confirmation link is not valid.',
    'This confirmation link has expired. Please send your request again.': 'This confirmation link has expired. Please send your request again.',
    'Quote request not found.': 'Quote request not found.',
    'This request is not open: it is closed, or waiting for you to confirm your e-mail address.':
      'This request is not open: it is closed, or waiting for you to confirm your e-mail address.',
    'This business was not asked in this request': 'This business was not asked in this request',
  },
} as const;

/** A catalog's shape: the English keys, any text. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The type of the quote pages' catalog in every language. */
export type QuoteMessages = Shape<typeof enQuotes>;
