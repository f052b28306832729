import { describe, expect, it } from 'vitest';
import { longDate, longDateEs } from '../domain/dates';
import { dataUpdatedText } from '../domain/neighborhood-data';
import { hubStats } from '../domain/neighborhood-view';
import { clampedNotice, type FactorKey } from '../domain/personal-ranking';
import { en } from './en';
import { es } from './es';

/** The neighborhood hub's words in both catalogs, through the same domain rules and figures. */
describe('the neighborhood hub in Spanish', () => {
  it('labels the same counts, written the es-US way', () => {
    const counts = { neighborhoods: 24, businesses: 1238, officialFigures: 12, guides: 4 };
    expect(hubStats(counts, es.neighborhoodHub, 'es-US')).toEqual([
      { value: '24', label: 'Vecindarios' },
      { value: '1,238', label: 'Negocios locales' },
      { value: '12', label: 'Cifras oficiales del condado' },
      { value: '4', label: 'Clasificaciones' },
    ]);
    expect(hubStats(counts, en.neighborhoodHub).map((s) => s.label)).toEqual(['Neighborhoods', 'Local Businesses', 'Official County Figures', 'Ranked Guides']);
  });

  it('dates the data in Spanish with the same years', () => {
    expect(dataUpdatedText('2026-11-29T12:00:00Z', [2021, 2023, 2015], { ...es.neighborhoodHub, dateOf: longDateEs })).toBe(
      'Datos actualizados el 29 de noviembre de 2026: el último cambio en los textos de los vecindarios o en las áreas del condado con que se miden. Las cifras del condado son de 2015-2023, cada una con su año.',
    );
    expect(dataUpdatedText('2026-11-29T12:00:00Z', [2023], { ...en.neighborhoodHub, dateOf: longDate })).toBe(
      'Data updated November 29, 2026: the latest change to the neighborhood texts or the county areas they are measured on. The county figures are of 2023, each shown with its own year.',
    );
  });

  it("says which out-of-range weights from the address it used, in the page's language", () => {
    const weights = { cost: 0, safety: 5, commute: 2, schools: 4, walk: 2, green: 3 };
    const clamped: FactorKey[] = ['cost', 'safety', 'green'];
    expect(clampedNotice(weights, clamped, { ...es.ranking, label: (key) => es.ranking[key] })).toBe(
      'Los pesos van de 0 a 5, así que usamos 0 para “Menor costo”, 5 para “Seguridad” y 3 para “Áreas verdes”.',
    );
    expect(clampedNotice(weights, clamped, { ...en.ranking, label: (key) => en.ranking[key] })).toBe(
      'Weights go from 0 to 5, so we used 0 for Lower cost, 5 for Safety and 3 for Green space.',
    );
  });
});
