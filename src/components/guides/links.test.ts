import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../domain/catalog';
import { GUIDE_SLUGS, isKnownInternalHref } from './links';

describe('isKnownInternalHref', () => {
  it('accepts every guide, the hub and the neighborhood pages', () => {
    for (const slug of GUIDE_SLUGS) expect(isKnownInternalHref(`/guide/${slug}`)).toBe(true);
    for (const path of ['/', '/relocation-guide', '/categories', '/neighborhoods', '/neighborhoods#comparison-table', '/search?q=fitness']) {
      expect(isKnownInternalHref(path), path).toBe(true);
    }
    for (const guide of ['families', 'young-professionals', 'affordable', 'near-uptown']) {
      expect(isKnownInternalHref(`/neighborhoods/guides/${guide}`)).toBe(true);
    }
    expect(isKnownInternalHref('/guide/culture-community#dining')).toBe(true);
    expect(isKnownInternalHref('/charlotte?neighborhood=noda')).toBe(true);
  });

  it('accepts directory pages only for categories in the fixed list', () => {
    for (const { value } of CATEGORIES) {
      expect(isKnownInternalHref(`/charlotte/${value}`)).toBe(true);
      expect(isKnownInternalHref(`/categories/${value}`)).toBe(true);
      expect(isKnownInternalHref(`/charlotte/${value}/south-end`)).toBe(true);
    }
    for (const missing of ['office-business-services', 'entertainment-nightlife', 'fitness-wellness', 'restaurants-dining']) {
      expect(isKnownInternalHref(`/charlotte/${missing}`), missing).toBe(false);
      expect(isKnownInternalHref(`/categories/${missing}`), missing).toBe(false);
    }
  });

  it('rejects unknown guides, other sites and malformed paths', () => {
    for (const href of [
      '/guide/parking',
      '/guide',
      '/guides/faq',
      '/neighborhoods/guides/retirees',
      '/charlotte',
      '/charlotte/listing/x',
      'https://example.com/',
      '//example.com/x',
      'guide/faq',
      '/nope',
    ]) {
      expect(isKnownInternalHref(href), href).toBe(false);
    }
  });
});
