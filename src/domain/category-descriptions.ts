import type { CategoryValue } from './catalog';

/** Each category's one-line description, shown on the home grid (English; Spanish: src/i18n/categories.ts). */
export const CATEGORY_DESCRIPTIONS: Readonly<Record<CategoryValue, string>> = {
  'movers-packers': 'professional moving services',
  'utility-setup': 'electric, gas, internet setup',
  'storage-junk-removal': 'storage units and cleanout',
  'cleaning-services': 'move-in/out cleaning',
  'realtors-rentals': 'real estate professionals',
  'schools-childcare': 'educational services',
  'healthcare-doctors': 'medical professionals',
  'dmv-paperwork': 'government services',
  'pet-services': 'veterinarians and pet care',
  'neighborhood-guides': 'area information',
  'social-newcomer-groups': 'community connections',
  'specialty-services': 'specialized services',
};

/** Description used for any category without one of its own. */
const FALLBACK_CATEGORY_DESCRIPTION = 'Professional services';

export function categoryDescription(value: string): string {
  return Object.hasOwn(CATEGORY_DESCRIPTIONS, value) ? CATEGORY_DESCRIPTIONS[value as CategoryValue] : FALLBACK_CATEGORY_DESCRIPTION;
}
