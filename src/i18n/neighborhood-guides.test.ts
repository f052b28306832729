import { describe, expect, it } from 'vitest';
import { affordableOfficialScore, rankGuide } from '../domain/affordable-official';
import {
  GUIDE_WORDS,
  affordableScore,
  familyScore,
  guideBadges,
  nearUptownScore,
  priceSummary,
  scoredView,
  walkLabel,
  youngProfessionalScore,
} from '../domain/neighborhood-scoring';
import { updatedBadge } from '../domain/neighborhood-view';
import type { NeighborhoodFigure } from '../domain/qol';
import { en } from './en';
import { es } from './es';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const fig = (key: string, value: number, below: number, county: number | null = null): NeighborhoodFigure => ({
  key,
  label: key,
  unit: '',
  better: null,
  year: 2023,
  value,
  display: key === 'rent' ? '$1,050' : key === 'home-price' ? '$285,000' : `${value}%`,
  county,
  countyDisplay: null,
  countyLabel: 'County',
  percentile: { count: 459, below, above: 100 - below, goodness: null },
  comparison: null,
  trend: [],
  missingReason: null,
  source: '',
});
const cheap = [fig('rent', 1050, 10), fig('home-price', 285000, 40), fig('transit', 72, 0), fig('long-commute', 38, 0, 45)];

/** The ranked guides' reasons, badges and price lines: the scoring module's rules, the catalogs' words. */
describe('the ranked guides in Spanish', () => {
  it('the English catalog holds the scoring module words unchanged, and the Spanish fills the same values', () => {
    for (const [key, english] of Object.entries(GUIDE_WORDS)) {
      expect(en.neighborhoodGuide[key as keyof typeof GUIDE_WORDS], key).toBe(english);
    }
    for (const [key, english] of Object.entries(en.neighborhoodGuide)) {
      const spanish = es.neighborhoodGuide[key as keyof typeof es.neighborhoodGuide];
      expect(placeholders(spanish), key).toEqual(placeholders(english));
      expect(spanish.trim(), key).not.toBe(english);
    }
  });

  it("gives a family's reasons in the page's language", () => {
    const n = {
      name: 'Ballantyne',
      slug: 'ballantyne',
      familyFriendly: true,
      safetyRating: 8.5,
      schoolsChildcare: 'x',
      parksRecreation: 'y',
      averageRentPrice: '$1,100',
    };
    expect(familyScore(n, es.neighborhoodGuide).reasons).toEqual([
      'Ambiente familiar',
      'Calificación de seguridad excelente (8.5/10)',
      'Escuelas y cuidado infantil cerca',
      'Parques y áreas recreativas cerca de casa',
      'Asequible para una familia que crece',
    ]);
    expect(familyScore(n).reasons[1]).toBe('Excellent safety rating (8.5/10)');
    expect(familyScore(n, es.neighborhoodGuide).score).toBe(familyScore(n).score);
  });

  it('writes the commute and walkability of the other guides with the same values', () => {
    const n = { name: 'South End', slug: 'south-end', youngProfessionalFriendly: true, commuteToUptown: '5-10 min', walkabilityScore: 85, localAmenities: 'x' };
    expect(youngProfessionalScore(n, es.neighborhoodGuide).reasons).toEqual([
      'Popular entre profesionales jóvenes',
      'Traslado rápido a Uptown (5-10 min)',
      'Muy buena movilidad a pie (85/100)',
      'Ambiente urbano animado, con restaurantes y vida nocturna',
      'Tiendas, cafeterías y servicios cerca',
    ]);
    expect(nearUptownScore(n, es.neighborhoodGuide).reasons).toEqual([
      'A pocos minutos de Uptown (5-10 min)',
      'Colinda con Uptown',
      'Muy buena movilidad a pie (85/100)',
    ]);
    expect(nearUptownScore({ name: 'Uptown', slug: 'uptown' }, es.neighborhoodGuide).reasons).toEqual(['En pleno corazón de Uptown']);
    expect(affordableScore({ ...n, averageRentPrice: '$1,100', averageHomePrice: '$250,000' }, es.neighborhoodGuide).reasons).toEqual([
      'Alquileres bajos para Charlotte',
      'Viviendas a precios asequibles',
      'Buena movilidad a pie: el carro es opcional (85/100)',
      'Un traslado corto reduce el gasto en transporte (5-10 min)',
    ]);
  });

  it("gives the affordable guide's reasons on the county's figures, with their values and years", () => {
    expect(affordableOfficialScore(cheap, es.neighborhoodGuide).reasons).toEqual([
      'Alquiler en el cuartil más bajo de las áreas del condado ($1,050, 2023)',
      'Precio de venta en el segundo cuartil de las áreas del condado ($285,000, 2023)',
      'Transporte público a menos de media milla del 72% de las viviendas (2023)',
      'Menos traslados largos que en el condado (38%, 2023)',
    ]);
    expect(affordableOfficialScore(cheap).reasons).toEqual([
      "Rent in the county's lowest quarter ($1,050, 2023)",
      "Home sale price in the county's second quarter ($285,000, 2023)",
      'Transit within half a mile of 72% of homes (2023)',
      'Fewer long commutes than the county (38%, 2023)',
    ]);
    const [view] = rankGuide([{ name: 'West End', slug: 'west-end' }], 'affordable', () => [fig('rent', 1050, 10)], es.neighborhoodGuide);
    expect(view?.official?.longCommute).toBe('Sin datos del condado');
  });

  it('labels badges, prices, walkability and the updated year in Spanish', () => {
    const view = scoredView({ name: 'South End', slug: 'south-end', youngProfessionalFriendly: true, commuteToUptown: '10 min' }, 'near-uptown');
    expect(guideBadges(view, 'young-professionals', es.neighborhoodGuide)).toEqual(['Para profesionales jóvenes', 'De moda']);
    expect(guideBadges(view, 'near-uptown', es.neighborhoodGuide)).toEqual(['Junto a Uptown', 'Muy cerca']);
    expect(guideBadges({ ...view, name: 'Uptown' }, 'near-uptown', es.neighborhoodGuide)[0]).toBe('En el centro');
    expect(priceSummary({ rentPrice: '$1,500', homePrice: '$300,000' }, es.neighborhoodGuide)).toBe('Alquiler $1,500 · Viviendas $300,000');
    expect(priceSummary({ rentPrice: 'N/A', homePrice: 'N/A' }, es.neighborhoodGuide)).toBe('Precios no disponibles');
    expect(walkLabel(72, es.neighborhoodGuide)).toBe('Movilidad a pie 72/100');
    expect(updatedBadge('2026-11-24T15:00:00.000Z', es.neighborhoodGuide)).toBe('Actualizada en 2026');
  });
});
