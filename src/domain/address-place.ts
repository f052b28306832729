/**
 * "My place" typed as a street address: the rule for the form's one field, used
 * by the search island before it asks and by `GET /api/places/address` (whose zod schema is
 * built from {@link addressProblem}), which geocodes the address when the server has a
 * geocoder (GEOCODER) and answers the point as `near` text. No zod here: the search page's
 * JavaScript budget has no room for it, so the island imports this module alone.
 */

const ADDRESS_MIN = 5;
const ADDRESS_MAX = 200;
export const ADDRESS_TOO_SHORT = 'Enter a street address, such as 600 E 4th St, Charlotte.';
export const ADDRESS_TOO_LONG = `An address must be ${ADDRESS_MAX} characters or less.`;

/** What is wrong with the typed address (trimmed): too short, too long, or null when it may be looked up. */
export function addressFault(address: string): 'short' | 'long' | null {
  const text = address.trim();
  if (text.length < ADDRESS_MIN) return 'short';
  if (text.length > ADDRESS_MAX) return 'long';
  return null;
}

/** What is wrong with the typed address, in English (the API's message), or null. */
export function addressProblem(address: string): string | null {
  const fault = addressFault(address);
  return fault === 'short' ? ADDRESS_TOO_SHORT : fault === 'long' ? ADDRESS_TOO_LONG : null;
}

/** The API's answer: the point as `near` text (src/domain/geo.ts) and how the geocoder wrote the address. */
export interface AddressPlace {
  near: string;
  label: string;
}

/** Shown when the address service is down or slow; the other ways of choosing still work. */
export const ADDRESS_SERVICE_DOWN = 'The address service did not answer. Try again, or choose an area of town or a ZIP code.';
/** Shown when no Charlotte-area address matches. */
export const ADDRESS_NO_MATCH = 'No Charlotte-area address matches that. Check the street and number, or choose an area of town or a ZIP code.';
