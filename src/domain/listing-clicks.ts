/**
 * The contact links of a business page whose clicks are counted for the owner's insights
 *: what the page marks a link with (`data-track`), and the analytics kind each
 * is counted as. Kept free of zod: the page's click script imports it.
 */
export const LISTING_CLICKS = { call: 'call_click', website: 'website_click', directions: 'directions_click' } as const;
export type ListingClick = keyof typeof LISTING_CLICKS;
export const LISTING_CLICK_VALUES = Object.keys(LISTING_CLICKS) as [ListingClick, ...ListingClick[]];

/** Where the page reports a click on a business's contact link. */
export const listingClickPath = (businessId: number) => `/api/businesses/${businessId}/clicks`;
