import { describe, expect, it } from 'vitest';
import { GUIDE_KEYS } from '../../domain/neighborhood-scoring';
import { esNeighborhoods } from '../../i18n/es-neighborhoods';
import { englishPath } from '../../i18n/locale';
import { linkIn } from '../../i18n/routes';
import { isKnownInternalHref } from '../guides/links';
import { GUIDE_CONTENT, GUIDE_LINKS, GUIDE_TITLE_YEAR } from './guide-content';
import { GUIDE_CONTENT_ES, GUIDE_LINKS_ES } from './guide-content-es';

/** The figures of a text in reading order: the Spanish must show the same ones as the English. */
const figures = (text: string) => text.match(/\d+/g) ?? [];

/** Every string of a value with its path, for the checks that apply to all of them. */
function strings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, path ? `${path}.${key}` : key));
  return [];
}

/** Fields that are not words: the same in both languages (hrefs are checked on their own). */
const NOT_WORDS = /(?:^|\.)(?:key|icon|href)$/;

describe('the Spanish guides', () => {
  it('cover the same four guides', () => {
    expect(Object.keys(GUIDE_CONTENT_ES)).toEqual(Object.keys(GUIDE_CONTENT));
    for (const key of GUIDE_KEYS) expect(GUIDE_CONTENT_ES[key].key).toBe(key);
  });

  it('show the same factor cards with the same points and figures', () => {
    for (const key of GUIDE_KEYS) {
      const en = GUIDE_CONTENT[key].factors;
      const es = GUIDE_CONTENT_ES[key].factors;
      expect(
        es.map((f) => f.icon),
        key,
      ).toEqual(en.map((f) => f.icon));
      es.forEach((factor, index) => {
        expect(figures(factor.points), `${key} ${factor.title}`).toEqual(figures(en[index]!.points));
        expect(figures(factor.text), `${key} ${factor.title}`).toEqual(figures(en[index]!.text));
      });
    }
  });

  it('say "up to" where the English does and count points, never a copied number', () => {
    for (const key of GUIDE_KEYS) {
      GUIDE_CONTENT_ES[key].factors.forEach((factor, index) => {
        const en = GUIDE_CONTENT[key].factors[index]!.points;
        expect(factor.points.startsWith('hasta '), factor.points).toBe(en.startsWith('up to '));
        expect(factor.points).toMatch(/ puntos$/);
      });
    }
  });

  it('keep the table columns and the headings figures of the English', () => {
    for (const key of GUIDE_KEYS) {
      const en = GUIDE_CONTENT[key];
      const es = GUIDE_CONTENT_ES[key];
      expect(
        es.columns.map((c) => c.key),
        key,
      ).toEqual(en.columns.map((c) => c.key));
      expect(figures(es.cardsHeading)).toEqual(figures(en.cardsHeading));
      expect(figures(es.tableHeading)).toEqual(figures(en.tableHeading));
    }
  });

  it('give every title the same year as the English', () => {
    for (const key of GUIDE_KEYS) {
      expect(GUIDE_CONTENT[key].title).toContain(`(${GUIDE_TITLE_YEAR})`);
      expect(GUIDE_CONTENT_ES[key].title).toContain(`(${GUIDE_TITLE_YEAR})`);
    }
  });

  it('link the same resources, in Spanish where the page is', () => {
    for (const key of GUIDE_KEYS) {
      const en = GUIDE_CONTENT[key].resources;
      const es = GUIDE_CONTENT_ES[key].resources;
      expect(es.length, key).toBe(en.length);
      es.forEach((resource, index) => {
        const twin = en[index]!;
        expect(Boolean(resource.external), resource.label).toBe(Boolean(twin.external));
        if (twin.external) {
          expect(resource.href).toBe(twin.href);
          // The agency's site is in English: the text says so.
          expect(resource.text).toContain('en inglés');
          return;
        }
        expect(resource.href).toBe(linkIn(twin.href, 'es'));
        expect(resource.href, resource.label).toMatch(/^\/es\//);
        expect(englishPath(resource.href.replace(/[?#].*$/, ''))).toBe(twin.href.replace(/[?#].*$/, ''));
        expect(resource.href.replace(/^[^?#]*/, '')).toBe(twin.href.replace(/^[^?#]*/, ''));
        expect(isKnownInternalHref(twin.href), twin.href).toBe(true);
      });
    }
  });

  it('have no empty text and no English left in it', () => {
    for (const key of GUIDE_KEYS) {
      const en = new Map(strings(GUIDE_CONTENT[key]));
      for (const [path, text] of strings(GUIDE_CONTENT_ES[key])) {
        expect(text.trim(), `${key}.${path}`).not.toBe('');
        if (NOT_WORDS.test(path)) continue;
        expect(text, `${key}.${path}`).not.toBe(en.get(path));
        expect(text, `${key}.${path}`).not.toMatch(/\b(?:the|and|with|for|of|to|points?|up to|Score)\b/);
      }
    }
  });
});

describe('the Spanish links to the guides', () => {
  it('list the same guides in the same order with the hub words', () => {
    expect(GUIDE_LINKS_ES.map((g) => [g.key, g.icon])).toEqual(GUIDE_LINKS.map((g) => [g.key, g.icon]));
    const hub = esNeighborhoods.neighborhoodHub;
    expect(GUIDE_LINKS_ES.map((g) => g.label)).toEqual([hub.guideFamilies, hub.guideYoungProfessionals, hub.guideAffordable, hub.guideNearUptown]);
    for (const link of GUIDE_LINKS_ES) expect(link.text.trim()).not.toBe('');
  });

  it('go to each guide in Spanish once the guide has a Spanish page', () => {
    GUIDE_LINKS_ES.forEach((link, index) => {
      const en = GUIDE_LINKS[index]!.href;
      expect(link.href).toBe(linkIn(en, 'es'));
      expect(englishPath(link.href)).toBe(en);
    });
  });
});
