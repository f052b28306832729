/**
 * Search that understands Spanish, on the seeded sample data through the API (migration
 * 20261129020000, rules in src/domain/search.ts): Spanish words of every category find that
 * category, accents optional, typos corrected to Spanish words as to English ones, and the
 * Spanish word for each newcomer word the English search knows finds what the English word finds.
 */
import { beforeAll, expect, it } from 'vitest';
import { CATEGORY_VALUES, type CategoryValue } from '../../src/domain/catalog';
import type { BusinessSearchResult } from '../../src/domain/types';
import { categoryText } from '../../src/i18n/categories';
import { describeBothDbs } from '../support/db';
import { get, insertBusiness, makeApi, type Api } from './api-support';

async function search(api: Api, text: string, extra = ''): Promise<BusinessSearchResult> {
  const response = await get(api, `/api/businesses?search=${encodeURIComponent(text)}&limit=100${extra}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as BusinessSearchResult;
}

/** The category most of a search's results (its first 100) belong to. */
function mostCommonCategory(result: BusinessSearchResult): string | undefined {
  const counts = new Map<string, number>();
  for (const business of result.businesses) counts.set(business.category, (counts.get(business.category) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Spanish searches of each category, with and without accents, singular and plural. Each
 * finds every published business of the category, and more of that category than of any
 * other. The Spanish category name (src/i18n/categories.ts) is searched too.
 */
const CATEGORY_SEARCHES: Record<CategoryValue, string[]> = {
  'movers-packers': ['mudanza', 'mudanzas', 'mudanzas cerca de mí', 'empresa de mudanzas', 'trasteo'],
  'utility-setup': ['conexión', 'servicios públicos', 'conexion de servicios publicos'],
  'storage-junk-removal': ['almacenaje', 'almacenamiento', 'bodegas', 'retiro de trastos'],
  'cleaning-services': ['limpieza', 'limpiezas', 'servicios de limpieza', 'limpiadoras'],
  'realtors-rentals': ['inmobiliaria', 'bienes raíces', 'bienes raices', 'agentes inmobiliarios'],
  'schools-childcare': ['guardería', 'guarderia', 'guarderías', 'escuelas'],
  'healthcare-doctors': ['médico', 'medicos', 'salud', 'médicos de salud'],
  'dmv-paperwork': ['trámites', 'tramites', 'papeleo', 'dmv y trámites'],
  'pet-services': ['mascotas', 'mascota', 'servicios para mascotas'],
  'neighborhood-guides': ['guías de vecindarios', 'vecindario', 'guia de barrios'],
  'social-newcomer-groups': ['recién llegados', 'grupos sociales', 'grupos de recien llegados'],
  'specialty-services': ['servicios especializados', 'especializados'],
};

/**
 * The newcomer words of the English search (migration 20261123140000) and a Spanish word for
 * each: the Spanish word finds at least every business the English word finds.
 */
const NEWCOMER_WORDS: Array<[english: string, spanish: string]> = [
  ['dmv', 'trámites'],
  ['license', 'licencia'],
  ['licenses', 'licencias'],
  ['drivers', 'conducir'],
  ['vehicle', 'vehículo'],
  ['vehicle', 'carro'],
  ['plates', 'placas'],
  ['tags', 'placas'],
  ['notarize', 'notarizar'],
  ['tax', 'impuestos'],
  ['cpa', 'contador'],
  ['broadband', 'banda ancha'],
  ['isp', 'proveedor'],
  ['utilities', 'públicos'],
  ['daycare', 'guardería'],
  ['babysitter', 'niñera'],
  ['nanny', 'niñera'],
  ['kindergarten', 'kínder'],
  ['plumber', 'plomero'],
  ['plumbers', 'plomeros'],
  ['plumbing', 'plomería'],
  ['plumber', 'fontanero'],
  ['contractor', 'contratista'],
  ['repairman', 'reparador'],
  ['pediatrician', 'pediatra'],
  ['physician', 'médico'],
  ['optometrist', 'optometrista'],
  ['glasses', 'lentes'],
  ['therapist', 'terapeuta'],
  ['chiropractor', 'quiropráctico'],
  ['gym', 'gimnasio'],
  ['veterinary', 'veterinario'],
  ['veterinarian', 'veterinaria'],
  ['groomer', 'peluquería'],
  ['realtor', 'inmobiliaria'],
  ['landlord', 'casero'],
  ['maid', 'sirvienta'],
  ['housekeeper', 'doméstica'],
  ['cleaner', 'limpiadora'],
  ['trash', 'basura'],
  ['dumpster', 'contenedor'],
  ['lockout', 'cerrajero'],
  ['office', 'oficina'],
];

describeBothDbs('search in Spanish', (getDb) => {
  let api: Api;
  const categoryTotals = new Map<string, number>();
  beforeAll(async () => {
    api = makeApi(getDb());
    for (const category of CATEGORY_VALUES) {
      const response = await get(api, `/api/businesses?category=${category}&limit=1`);
      categoryTotals.set(category, ((await response.json()) as BusinessSearchResult).total);
    }
  });

  it.each(CATEGORY_VALUES.flatMap((category) => [categoryText(category, 'es').label, ...CATEGORY_SEARCHES[category]].map((text) => [text, category])))(
    '"%s" finds every business of %s, and mostly of it',
    async (text, category) => {
      const result = await search(api, text);
      expect(result.correctedSearch).toBeUndefined();
      expect(mostCommonCategory(result)).toBe(category);
      expect((await search(api, text, `&category=${category}`)).total).toBe(categoryTotals.get(category));
    },
  );

  it.each([
    ['mudansa', 'mudanza', 'movers-packers'],
    ['gurdería', 'guarderia', 'schools-childcare'],
    ['limpiesa', 'limpieza', 'cleaning-services'],
    ['vetrinario', 'veterinario', 'pet-services'],
    ['plomeo', 'plomero', 'specialty-services'],
  ])('corrects the typo "%s" to "%s" and finds %s', async (text, corrected, category) => {
    const result = await search(api, text);
    expect(result.correctedSearch).toBe(corrected);
    expect(mostCommonCategory(result)).toBe(category);
  });

  it.each(NEWCOMER_WORDS)('"%s" in Spanish, "%s", finds what it finds', async (english, spanish) => {
    const found = await search(api, spanish);
    const expected = await search(api, english);
    expect(expected.total).toBeGreaterThan(0);
    expect(found.correctedSearch).toBeUndefined();
    expect(found.businesses.map((b) => b.slug)).toEqual(expect.arrayContaining(expected.businesses.map((b) => b.slug)));
  });

  it('finds a listing written with accents by its words with or without them', async () => {
    const db = getDb();
    const { id, slug } = await insertBusiness(db, { businessName: 'Panadería Lucía', category: 'specialty-services', neighborhood: 'noda' });
    try {
      for (const text of ['panadería', 'panaderia', 'PANADERIA lucia', 'Lucía']) {
        const result = await search(api, text);
        expect(
          result.businesses.map((b) => b.slug),
          text,
        ).toEqual([slug]);
        expect(result.correctedSearch, text).toBeUndefined();
      }
      // Corrections come from the folded vocabulary too.
      expect((await search(api, 'panaderya')).correctedSearch).toBe('panaderia');
    } finally {
      await db.query('delete from public.businesses where id = $1', [id]);
    }
  });
});
