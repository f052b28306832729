/**
 * "By the numbers": a neighborhood's official figures, its NPAs and their outline, put
 * together from the county data set and the neighborhood -> NPA mapping. Pure.
 */
import { outlineSvg, type Outline } from './npa-geometry';
import { FACTORS, factorScore, type RankingInput } from './personal-ranking';
import { pooledCrime, type PooledCrime } from './safety';
import { creditLine, FIGURES, neighborhoodFigures, PROFILE_FIGURES, type FigureDef, type NeighborhoodFigure, type QolDataset } from './qol';

export interface NpaMapping {
  slug: string;
  main: string | null;
  npaIds: string[];
}

export interface NeighborhoodNumbers {
  slug: string;
  npaIds: string[];
  main: string | null;
  figures: NeighborhoodFigure[];
  /** Every figure, including those only the ranking and comparison use. */
  allFigures: NeighborhoodFigure[];
  outline: Outline | null;
  /** Violent and property crime over the pooled years, the neighborhood's and the CMPD service area's (the safety rating's input). */
  crime: PooledCrime | null;
  /** "Mecklenburg County Quality of Life Explorer, 2012-2023". */
  credit: string;
}

export function neighborhoodNumbers(
  dataset: QolDataset,
  mapping: NpaMapping,
  centre: { latitude: number; longitude: number } | null = null,
  defs: readonly FigureDef[] = FIGURES,
): NeighborhoodNumbers {
  const allFigures = neighborhoodFigures(dataset, mapping.npaIds, defs);
  const profileKeys = new Set(PROFILE_FIGURES.map((f) => f.key));
  const figures = allFigures.filter((f) => profileKeys.has(f.key));
  const areas = dataset.areas.filter((a) => mapping.npaIds.includes(a.id));
  return {
    slug: mapping.slug,
    npaIds: mapping.npaIds,
    main: mapping.main,
    figures,
    allFigures,
    crime: pooledCrime(dataset, mapping.npaIds),
    outline: areas.length ? outlineSvg(areas, mapping.main ?? '', centre ? [centre.longitude, centre.latitude] : null, 180) : null,
    credit: creditLine(figures.map((f) => f.year)),
  };
}

/** "NPA 476" / "NPAs 3, 338 and 339". */
export function npaListText(ids: readonly string[]): string {
  if (ids.length === 0) return 'no NPA';
  if (ids.length === 1) return `NPA ${ids[0]}`;
  return `NPAs ${ids.slice(0, -1).join(', ')} and ${ids[ids.length - 1]}`;
}

/** Figures where lower is better for the ranking although the profile states no direction (cost). */
const LOWER_IS_BETTER_FOR_RANKING = new Set(['home-price', 'rent']);

/** 0-100 county score of a figure for the ranking (higher is better), or null. */
function rankingGoodness(figure: NeighborhoodFigure): number | null {
  const p = figure.percentile;
  if (!p || p.count === 0) return null;
  if (p.goodness !== null) return p.goodness;
  if (LOWER_IS_BETTER_FOR_RANKING.has(figure.key)) return p.above + (100 - p.below - p.above) / 2;
  return null;
}

/** The ranking's factor scores for one neighborhood. */
export function rankingInput(name: string, numbers: NeighborhoodNumbers): RankingInput {
  const byKey = new Map(numbers.allFigures.map((f) => [f.key, f]));
  const factors = Object.fromEntries(
    FACTORS.map((factor) => [
      factor.key,
      factorScore(factor.figures.map((key) => (byKey.has(key) ? rankingGoodness(byKey.get(key) as NeighborhoodFigure) : null))),
    ]),
  ) as RankingInput['factors'];
  return { slug: numbers.slug, name, factors };
}
