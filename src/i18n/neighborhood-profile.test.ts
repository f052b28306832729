import { describe, expect, it } from 'vitest';
import { areaNote, CAVEAT_TEXT, mappingNpaLists, NPA_MAPPING, sharedFiguresNotice } from '../domain/npa-mapping';
import type { PooledCrime } from '../domain/safety';
import type { Neighborhood } from '../domain/types';
import { areaNoteIn, dataNoticesIn, quickFactsIn } from './neighborhood-profile';

const mains = mappingNpaLists();
const names = new Map(
  NPA_MAPPING.neighborhoods.map((n) => [n.slug, n.slug.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`)]),
);

/** The notices beside a profile's figures (where its county areas mislead) in both languages. */
describe('the data notices of a profile', () => {
  it('are the domain English on an English page, as before', () => {
    for (const { slug } of NPA_MAPPING.neighborhoods) {
      const shared = sharedFiguresNotice(slug, mains, names);
      const english = [shared, areaNote(slug), ...(NPA_MAPPING.neighborhoods.find((n) => n.slug === slug)?.caveats ?? []).map((k) => CAVEAT_TEXT[k])];
      expect(dataNoticesIn(slug, mains, names, 'en'), slug).toEqual(english.filter(Boolean));
    }
  });

  it('are in Spanish on a Spanish page, as many and with the same NPAs and names', () => {
    for (const { slug } of NPA_MAPPING.neighborhoods) {
      const english = dataNoticesIn(slug, mains, names, 'en');
      const spanish = dataNoticesIn(slug, mains, names, 'es');
      expect(spanish.length, slug).toBe(english.length);
      spanish.forEach((text, i) => {
        expect(text, slug).not.toBe(english[i]);
        const npas = (s: string) => [...s.matchAll(/\d{1,3}/g)].map((m) => m[0]).sort();
        expect(npas(text), `${slug}: ${text}`).toEqual(npas(english[i] ?? ''));
      });
    }
  });

  it('name the neighborhoods that share county figures, and say what part of its areas a neighborhood is', () => {
    expect(dataNoticesIn('montford', mains, names, 'es')).toEqual([
      'Comparte sus cifras del condado con Madison Park: el condado los trata como una sola área (NPA 393), así que sus cifras oficiales son las mismas.',
      expect.stringContaining('Montford es el extremo este de la NPA 393'),
    ]);
    expect(dataNoticesIn('university-city', mains, names, 'es')[1]).toContain('estudiantes de UNC Charlotte');
    expect(areaNoteIn('south-end', 'es')).toContain('NPA 3 de Dilworth');
    expect(areaNoteIn('ballantyne', 'es')).toBeNull();
  });

  it('have a Spanish area note wherever there is an English one', () => {
    for (const n of NPA_MAPPING.neighborhoods) expect(!!n.areaNoteEs, n.slug).toBe(!!n.areaNote);
  });
});

describe("a Spanish profile's safety caveat", () => {
  const crime = {
    years: [2020, 2021, 2022],
    own: { violent: 13.6, property: 102.5 },
    area: { violent: 5.4, property: 33.6 },
    residents: 911283,
  } as unknown as PooledCrime;
  const neighborhood = (slug: string) =>
    ({
      slug,
      name: slug,
      safetyRating: 5,
      safety: { rating: 3.1, fromCounty: true, label: '', detail: '', caveat: 'English caveat.' },
    }) as unknown as Neighborhood;

  it('says in Spanish that rates per resident overstate the risk of a commercial area, and what part of its areas it is', () => {
    const caveat = (slug: string) => quickFactsIn(neighborhood(slug), [], crime, 'es', []).at(-1)?.caveat;
    expect(caveat('uptown')).toBe('Zona sobre todo comercial, con pocos residentes: las tasas por residente exageran el riesgo para quienes viven aquí.');
    expect(caveat('south-end')).toBe(
      `Zona sobre todo comercial, con pocos residentes: las tasas por residente exageran el riesgo para quienes viven aquí. ${areaNoteIn('south-end', 'es')}`,
    );
    expect(caveat('dilworth')).toBe(areaNoteIn('dilworth', 'es'));
  });
});
