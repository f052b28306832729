/** The directory's name, city and support contacts. */
export const SITE = {
  name: 'Charlotte Directory',
  city: 'Charlotte, NC',
  supportPhone: '(704) 555-0100',
  supportEmail: 'support@charlottedirectory.example',
} as const;
