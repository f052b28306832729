/**
 * The words of the answer, its form and the request's details: English on the one-time
 * answer page (the business's language); the owner dashboard gives its page's.
 */
export const REPLY_WORDS = {
  details: 'Details',
  customer: 'Customer',
  prefers: 'prefers {how}',
  contactBy: { email: 'e-mail', phone: 'phone call', text: 'text message' },
  yourAnswer: 'Your answer',
  sendQuote: 'Send a quote',
  decline: 'Decline',
  priceLow: 'Price (or lowest), $',
  priceHigh: 'Highest price, $',
  availableOn: 'Date you can do the job',
  message: 'Message to the customer',
  sending: 'Sending…',
  submitQuote: 'Send quote',
  submitDecline: 'Decline request',
  declined: 'You declined this request.',
  quoted: 'You quoted {price}',
  available: ', available {date}',
  hired: 'The customer hired you.',
  customerClosed: 'The customer has closed this request.',
};

export type ReplyWords = typeof REPLY_WORDS;
