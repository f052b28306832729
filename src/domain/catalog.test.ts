import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  FILTER_NEIGHBORHOODS,
  RATING_THRESHOLDS,
  SERVICE_TAGS,
  SORT_OPTIONS,
  PAGE_SIZE,
  categoryDescription,
  categoryLabel,
  isCategoryValue,
} from './catalog';

describe('catalog', () => {
  it('has the twelve categories of the spec, in order, with their home-grid descriptions', () => {
    expect(CATEGORIES.map((c) => [c.value, c.label, categoryDescription(c.value)])).toEqual([
      ['movers-packers', 'Movers & Packers', 'professional moving services'],
      ['utility-setup', 'Utility Setup', 'electric, gas, internet setup'],
      ['storage-junk-removal', 'Storage & Junk Removal', 'storage units and cleanout'],
      ['cleaning-services', 'Cleaning Services', 'move-in/out cleaning'],
      ['realtors-rentals', 'Realtors & Rentals', 'real estate professionals'],
      ['schools-childcare', 'Schools & Childcare', 'educational services'],
      ['healthcare-doctors', 'Healthcare & Doctors', 'medical professionals'],
      ['dmv-paperwork', 'DMV & Paperwork', 'government services'],
      ['pet-services', 'Pet Services', 'veterinarians and pet care'],
      ['neighborhood-guides', 'Neighborhood Guides', 'area information'],
      ['social-newcomer-groups', 'Social/Newcomer Groups', 'community connections'],
      ['specialty-services', 'Specialty Services', 'specialized services'],
    ]);
  });

  it("falls back to 'Professional services' for a category it does not know", () => {
    expect(categoryDescription('fitness-wellness')).toBe('Professional services');
    expect(categoryDescription('pet-services')).toBe('veterinarians and pet care');
    expect(categoryLabel('pet-services')).toBe('Pet Services');
    expect(isCategoryValue('pet-services')).toBe(true);
    expect(isCategoryValue('restaurants-dining')).toBe(false);
  });

  it('has the eight filter neighborhoods, seven tags, five rating thresholds and three sorts', () => {
    expect(FILTER_NEIGHBORHOODS.map((n) => n.value)).toEqual([
      'uptown',
      'south-end',
      'ballantyne',
      'plaza-midwood',
      'noda',
      'dilworth',
      'university-city',
      'charlotte-metro',
    ]);
    expect(SERVICE_TAGS.map((t) => t.label)).toEqual(['Licensed', 'Free Quote', '24/7 Service', 'Eco-friendly', 'Same Day', 'Insured', 'Verified']);
    expect(RATING_THRESHOLDS.map((r) => r.label)).toEqual(['1+ Stars', '2+ Stars', '3+ Stars', '4+ Stars', '5 Stars']);
    expect(SORT_OPTIONS.map((s) => s.label)).toEqual(['Relevance', 'Highest Rated', 'Most Reviews']);
    expect(PAGE_SIZE).toBe(20);
  });
});
