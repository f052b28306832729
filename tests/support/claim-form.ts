/**
 * The claim form (`/claim`) filled in as an owner would, every kind of field among it, for its
 * component and browser tests: the text fields by field id, two service tags by label, two
 * days' hours. `CLAIM_FORM_STORED` is what the API keeps of it (the website with its scheme).
 */
export const CLAIM_FORM_FILLED = {
  businessName: 'Sparkle Cleaners',
  category: 'cleaning-services',
  address: '2100 South Blvd',
  phone: '704-555-0199',
  email: 'office@sparkle.example',
  website: 'sparkle.example',
  description: 'Move-in and move-out cleaning across Charlotte.',
  'businessHours-Monday': '8:00 AM - 6:00 PM',
  'businessHours-Sunday': 'Closed',
  claimerName: 'Dana Owner',
  claimerEmail: 'dana@owner.example',
  claimerPhone: '704-555-0198',
};

export const CLAIM_FORM_TAG_LABELS = ['Free Quote', 'Same Day'];

export const CLAIM_FORM_STORED = {
  category: 'cleaning-services',
  address: '2100 South Blvd',
  zipCode: '28202',
  phone: '704-555-0199',
  email: 'office@sparkle.example',
  website: 'https://sparkle.example',
  shortDescription: 'Move-in and move-out cleaning across Charlotte.',
  longDescription: 'Move-in and move-out cleaning across Charlotte.',
  businessHours: { Monday: '8:00 AM - 6:00 PM', Sunday: 'Closed' },
  serviceTags: ['free-quote', 'same-day'],
};

/** The spec's messages for the claim form sent with its required fields blank and its e-mails invalid, by field. */
export const CLAIM_FORM_BLANK_MESSAGES: Record<string, string> = {
  businessName: 'Business name is required',
  category: 'Please select a category',
  address: 'Business address is required',
  phone: 'Phone number is required',
  email: 'Please enter a valid email address',
  claimerEmail: 'Please enter a valid email address',
  agreeToTerms: 'You must agree to the terms',
};
