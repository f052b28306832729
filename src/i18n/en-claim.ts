/**
 * The English words of Claim Your Business (/claim-business), a catalog of its own: the page
 * passes it to the claim islands (src/i18n/claim-words.ts), so their JavaScript holds no words
 * of either language. src/i18n/es-claim.ts has the same shape (checked by its type). `{name}`
 * placeholders are filled by `fill` (src/domain/fill.ts).
 *
 * `messages` are the texts of the claim schemas and of the API that a claimer can meet, keyed
 * by their English text as the domain and the server write them (a `{placeholder}` in a key
 * stands for a part that varies). src/i18n/claim-catalog.test.ts checks that every message the
 * claim schemas give has its entry, and that the toasts are the specified ones.
 */
export const enClaim = {
  page: {
    title: 'Claim Your Business - {site}',
    description: 'Add your business to {site} and claim it: list your services, hours and contact details for people moving to {city}.',
    heading: 'Claim Your Business',
    lead: 'Claim your listing on {site}, or add your business and claim it in one step, so newcomers to {city} can find you, call you and leave reviews.',
    findHeading: 'Is your business already listed? Claim it',
    findLead: 'Type its name and pick it from the list. We e-mail you a verification link, and our staff confirm the claim.',
    addHeading: 'Not listed yet? Add your business',
    stepsHeading: 'How it works',
    steps: {
      findTitle: 'Find or add the business',
      findText: 'Already listed? Find it by name and claim it. Not listed yet? Add it with its name, category, address, phone and e-mail.',
      confirmTitle: 'Confirm your e-mail',
      confirmText: 'We send a verification link to the address you give as the claimer.',
      reviewTitle: 'We review and publish',
      reviewText:
        '{site} staff check the details before the listing goes live. “Licensed” and “Insured” show only once our staff have seen your licence or insurance policy: send them from your owner dashboard.',
      dashboardTitle: 'Your owner dashboard',
      dashboardText:
        'Once our staff verify the claim, we e-mail you a link to set your password. Then sign in at /owner to edit the listing and answer reviews and quote requests.',
    },
    helpHeading: 'Need help?',
    call: 'Call',
    orWrite: 'or write to',
  },
  form: {
    label: 'Add and claim your business',
    requiredBefore: 'Fields marked',
    requiredAsterisk: 'with an asterisk',
    requiredAfter: 'are required.',
    businessInfo: 'Business Information',
    businessAddress: 'Business address',
    businessEmail: 'Business email',
    characters: 'characters',
    serviceTags: 'Service Tags',
    chooseUpTo: 'Choose up to {max}.',
    hours: 'Business Hours',
    optional: '(optional)',
    hoursHint: 'For example 9:00 AM - 5:00 PM, or Closed. Leave a day empty if you prefer not to say.',
    contact: 'Your Contact Information',
    yourName: 'Your name',
    yourEmail: 'Your email',
    emailHint: 'We send the verification link here.',
    yourPhone: 'Your phone',
    submitting: 'Submitting...',
    submit: 'Submit Claim',
    sending: 'Sending...',
    claimThis: 'Claim This Business',
    termsBefore: 'I confirm I own or manage this business and agree to the',
    terms: 'Terms of Service',
    newTab: '(opens in a new tab)',
    days: {
      Monday: 'Monday',
      Tuesday: 'Tuesday',
      Wednesday: 'Wednesday',
      Thursday: 'Thursday',
      Friday: 'Friday',
      Saturday: 'Saturday',
      Sunday: 'Sunday',
    },
  },
  /** The business fields' labels (src/islands/kit/BusinessFields.tsx) and the choices' names. */
  fields: {
    businessName: 'Business name',
    category: 'Category',
    website: 'Website',
    longDescription: 'Description',
    phone: 'Phone',
    categoryPlaceholder: 'Select a category',
    tags: {
      'free-quote': 'Free Quote',
      '24-7': '24/7 Service',
      'eco-friendly': 'Eco-friendly',
      'same-day': 'Same Day',
    },
  },
  find: {
    label: 'Find your business by name',
    placeholder: 'Start typing your business name',
    results: 'Matching businesses',
    alreadyClaimed: 'Already claimed',
    claim: 'Claim',
    claimName: 'Claim {name}',
    view: 'View the listing',
    claimedText: 'This business has already been claimed by its owner. If that is not you, contact us using the details on this page.',
    sent: 'Claim sent. Open the link in the verification e-mail to confirm it; our staff then review it.',
    typeMore: 'Type at least {min} letters of your business name.',
    failed: 'Search failed. Please try again.',
    searching: 'Searching...',
    none: 'No listed business matches. Add it below.',
    one: '1 listed business matches.',
    many: '{count} listed businesses match.',
  },
  toasts: {
    successTitle: 'Claim Submitted Successfully',
    successText: "We've sent a verification email to your address. Please check your email to complete the claim process.",
    noEmailTitle: 'Claim Received',
    noEmailText:
      'No new e-mail was sent: this address already got a verification link for a claim recently. Use that link to confirm your address; our team reviews every claim.',
    failure: 'Failed to submit claim. Please try again.',
    tagLimitTitle: 'Tag Limit Reached',
    tagLimitText: 'You can select up to {max} service tags.',
  },
  /** /verify-email: where the claim's verification link lands (src/components/VerifyEmailPage.astro). */
  verify: {
    title: 'Confirm Your E-mail - {site}',
    description: 'Confirm the e-mail address of your business claim on {site}.',
    heading: 'Confirm Your E-mail',
    lead: 'To confirm your business claim, open the link in the e-mail we sent to the address you gave as the claimer.',
    verifiedTitle: 'E-mail Address Confirmed',
    verifiedText:
      'Thank you: your e-mail address is confirmed. Our team now reviews your claim and the business details, and we will write to you when we have decided.',
    expiredTitle: 'This Link Has Expired',
    expiredText: 'Verification links work for 72 hours. Contact us and we will send you a new one.',
    invalidTitle: 'This Link Is Not Valid',
    invalidText: 'The link may be incomplete: open it straight from the e-mail, or copy the whole address. If it still does not work, contact us.',
    questions: 'Questions? Write to',
    orCall: 'or call',
    back: 'Back to {site}',
  },
  messages: {
    'Business name is required': 'Business name is required',
    'Business name must be 200 characters or less': 'Business name must be 200 characters or less',
    'Please select a category': 'Please select a category',
    'Business address is required': 'Business address is required',
    'Address must be 300 characters or less': 'Address must be 300 characters or less',
    'Phone number is required': 'Phone number is required',
    'Phone number must be 40 characters or less': 'Phone number must be 40 characters or less',
    'Please enter a valid email address': 'Please enter a valid email address',
    'Please enter a valid website URL': 'Please enter a valid website URL',
    'Description must be 800 characters or less': 'Description must be 800 characters or less',
    'You can select up to 7 service tags': 'You can select up to 7 service tags',
    'Licensed, Insured and Verified are recorded by our staff from the evidence you send them, not ticked':
      'Licensed, Insured and Verified are recorded by our staff from the evidence you send them, not ticked',
    // An hours text the site cannot read (src/domain/hours.ts); the Spanish leaves out why, and keeps the English words the site reads.
    'Could not read "{text}": {why}. Write hours like 9:00 AM - 5:00 PM, 9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM, Closed or Open 24 hours.':
      'Could not read "{text}": {why}. Write hours like 9:00 AM - 5:00 PM, 9:00 AM - 12:00 PM, 1:00 PM - 5:00 PM, Closed or Open 24 hours.',
    'Hours must be 60 characters or less': 'Hours must be 60 characters or less',
    'Name must be 100 characters or less': 'Name must be 100 characters or less',
    'You must agree to the terms': 'You must agree to the terms',
    'Business id must be a positive whole number': 'Business id must be a positive whole number',
    'Contains a character that is not allowed (a NUL character or an unpaired surrogate)':
      'Contains a character that is not allowed (a NUL character or an unpaired surrogate)',
    'Please correct the highlighted fields.': 'Please correct the highlighted fields.',
    'Some fields are invalid.': 'Some fields are invalid.',
    'Could not reach the server. Check your connection and try again.': 'Could not reach the server. Check your connection and try again.',
    'The request was cancelled.': 'The request was cancelled.',
    'Business not found.': 'Business not found.',
    'This business has already been claimed by its owner. If you own it, please contact support.':
      'This business has already been claimed by its owner. If you own it, please contact support.',
    'Too many requests. Please wait {minutes} and try again.': 'Too many requests. Please wait {minutes} and try again.',
    'Too many requests. Please wait {minutes} and try again.{wait}': 'Too many requests. Please wait {minutes} and try again.{wait}',
    'The directory is temporarily unavailable. Please try again in a moment.': 'The directory is temporarily unavailable. Please try again in a moment.',
    'Something went wrong on our side. Please try again.': 'Something went wrong on our side. Please try again.',
  },
} as const;

/** A catalog's shape: the English keys, any text. */
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** The type of the claim page's catalog in every language. */
export type ClaimMessages = Shape<typeof enClaim>;
