/**
 * A neighborhood's name as people read it. Its own module because the listing island needs it
 * at once and src/domain/business-display.ts (the business page's rules) only lazily.
 */
import { FILTER_NEIGHBORHOODS } from './catalog';
import { own } from './lookup';

/** A neighborhood slug as people read it: from `names` (the neighborhoods table), the filter list's label, else the slug in words. */
export function neighborhoodLabel(slug: string | null | undefined, names: Readonly<Record<string, string>> = {}): string | undefined {
  if (!slug) return undefined;
  const known = own(names, slug) ?? FILTER_NEIGHBORHOODS.find((n) => n.value === slug)?.label;
  if (known) return known;
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
