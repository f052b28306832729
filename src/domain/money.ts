/** How the site writes money (US dollars, en-US): every page, island and e-mail uses these. */

const wholeDollars = /* @__PURE__ */ new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const dollarsAndCents = /* @__PURE__ */ new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const dollarsUpToCents = /* @__PURE__ */ new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** '$1,235' for 1234.5: whole dollars, rounded. */
export const formatDollars = (dollars: number): string => wholeDollars.format(dollars);

/** '$18.40' for 18.4: always two decimals. */
export const formatDollarsAndCents = (dollars: number): string => dollarsAndCents.format(dollars);

/** '$1,200' for 1200 and '$1,200.5' for 1200.5: decimals only when there are some, at most two. */
export const formatDollarAmount = (dollars: number): string => dollarsUpToCents.format(dollars);

/** '$49.99' for 4999 cents (Stripe amounts), in the given ISO currency (default USD). */
export function formatCents(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
