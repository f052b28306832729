/** How the owner dashboard writes money and dates. */
import { longDate as charlotteLongDate } from '../../domain/dates';

/** '$49.00' from cents. */
export function money(cents: number, currency = 'usd'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** 'November 25, 2026' in Charlotte. */
export function longDate(iso: string | null): string {
  if (!iso) return '';
  return charlotteLongDate(iso);
}
