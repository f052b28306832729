/**
 * Official neighborhood figures: the Mecklenburg County Quality of Life Explorer data
 * (data/mecklenburg-qol/, MIT licence) and the arithmetic the pages, the seed, the ranking
 * and `npm run data:check` share. Pure: no framework, no server imports.
 *
 * How a value is made (the county's own rule, data/mecklenburg-qol/README.md): each
 * Neighborhood Profile Area (NPA) has a numerator r and a denominator d per year; its value is
 * r/d, already in the metric's unit. Over several NPAs the value is sum(r)/sum(d), never the
 * mean of the NPA values. An empty cell is "no data" (null), never 0.
 */
import { formatDollars } from './money';

export type QolMetricFormat = 'money' | 'percent' | 'number';

/** One metric as the county describes it (data.json + its metadata page's source line). */
export interface QolMetric {
  id: string;
  title: string;
  /** What it measures, in the county's words. */
  subtitle: string;
  category: string;
  format: QolMetricFormat;
  decimals: number;
  /** The metadata page's source line. */
  source: string;
  /** County-wide values the county publishes itself, by year ("2021" -> 73124). */
  countyValues: Record<string, number>;
}

/** [numerator, denominator] of one NPA in one year; null = empty cell (no data). */
export type RD = readonly [number | null, number | null];

/** The data set as copied (qol.json) and as the loader reads it back from the database. */
export interface QolDataset {
  source: string;
  /** NPA polygons (GeoJSON Polygon rings, [lon, lat]). */
  areas: Array<{ id: string; polygon: number[][][] }>;
  metrics: QolMetric[];
  /** Per metric: the years and, per NPA id, one [r, d] per year (same order as years). */
  values: Record<string, { years: number[]; rows: Record<string, RD[]> }>;
}

/** How the source is credited wherever a figure is shown. */
export const QOL_CREDIT = 'Mecklenburg County Quality of Life Explorer';
/** The licence of the county's data and code, by name ("MIT"), for sentences in any language. */
export const QOL_LICENSE_NAME = 'MIT';
export const QOL_LICENSE = `${QOL_LICENSE_NAME} licence`;
export const QOL_REPO_URL = 'https://github.com/tobinbradley/quality-of-life-explorer';

export type Better = 'lower' | 'higher' | null;
type FigureFormat = 'money' | 'percent' | 'rate' | 'years';

/** A figure the site shows, on top of a county metric. */
export interface FigureDef {
  key: string;
  metricId: string;
  label: string;
  /** The unit in words, shown beside the value. */
  unit: string;
  format: FigureFormat;
  decimals: number;
  /** Multiplier from r/d to the shown unit (the sidewalk metric is stored as a 0-1 ratio). */
  scale: number;
  /** Which direction is better for someone choosing where to live; null = neither. */
  better: Better;
  /** Shown on the profile ("By the numbers"). */
  profile: boolean;
  /** Why it matters to someone moving, in our words (methodology page). */
  meaning: string;
  /** What to keep in mind (methodology page). */
  caveat: string;
  /** Why an area can have no value (shown with "No county data for this area"). */
  missingReason: string;
  /**
   * What the value is compared with: the county (default), or, for crime, the CMPD service
   * area only (the towns with their own police have no figures), named with its residents.
   */
  comparedWith?: 'cmpd';
}

/**
 * The figures, in the order the profile shows them. Chosen for someone deciding where to
 * live: what it costs (sales price, rent), who lives there (income, degree, age), how safe it
 * is (violent and property crime), how you get around (long commutes, transit, sidewalks),
 * daily errands (grocery) and green space (tree canopy). Two more feed the ranking and the
 * comparison only: elementary test proficiency and park proximity.
 */
export const FIGURES: readonly FigureDef[] = [
  {
    key: 'home-price',
    metricId: 'm76',
    label: 'Home sales price',
    unit: 'average sale price',
    format: 'money',
    decimals: 0,
    scale: 1,
    better: null,
    profile: true,
    meaning: 'The average price of the homes sold in the area, from the deeds the Register of Deeds records.',
    caveat: 'An average of the homes that happened to sell, so a few new or luxury sales move it a lot in a small area.',
    missingReason: 'The county does not publish a price where too few homes sold.',
  },
  {
    key: 'rent',
    metricId: 'm40',
    label: 'Rent',
    unit: 'median gross rent per month',
    format: 'money',
    decimals: 0,
    scale: 1,
    better: null,
    profile: true,
    meaning: 'The median monthly rent including utilities paid by renters, from the Census Bureau survey.',
    caveat: 'A five-year survey estimate (2017-2021 for "2021"), so it trails today\'s asking rents, which are usually higher.',
    missingReason: 'The survey has too few renting households here for a reliable estimate.',
  },
  {
    key: 'income',
    metricId: 'm37',
    label: 'Household income',
    unit: 'median per year',
    format: 'money',
    decimals: 0,
    scale: 1,
    better: null,
    profile: true,
    meaning: 'The median yearly income of households, from the Census Bureau survey.',
    caveat: 'A five-year survey estimate with a margin of error; over several areas it is a household-weighted average of their medians.',
    missingReason: 'The survey has too few households here for a reliable estimate.',
  },
  {
    key: 'violent-crime',
    metricId: 'm58',
    label: 'Violent crime',
    unit: 'per 1,000 residents',
    format: 'rate',
    decimals: 1,
    scale: 1,
    better: 'lower',
    profile: true,
    meaning: 'Reported violent crimes (homicide, rape, robbery, aggravated assault) per 1,000 residents.',
    caveat: 'Counts where crimes were reported, not where residents were affected; busy commercial areas with few residents show high rates.',
    comparedWith: 'cmpd',
    missingReason:
      'Crime figures cover only the area policed by CMPD (Charlotte-Mecklenburg Police); the towns policed by their own departments (Cornelius, Davidson, Huntersville, Matthews, Mint Hill, Pineville) have no recent county figures.',
  },
  {
    key: 'property-crime',
    metricId: 'm59',
    label: 'Property crime',
    unit: 'per 1,000 residents',
    format: 'rate',
    decimals: 1,
    scale: 1,
    better: 'lower',
    profile: true,
    meaning: 'Reported property crimes (burglary, larceny, vehicle theft, arson) per 1,000 residents.',
    caveat: 'Shopping and nightlife districts with few residents have high rates because of the visitors they draw.',
    comparedWith: 'cmpd',
    missingReason:
      'Crime figures cover only the area policed by CMPD (Charlotte-Mecklenburg Police); the towns policed by their own departments (Cornelius, Davidson, Huntersville, Matthews, Mint Hill, Pineville) have no recent county figures.',
  },
  {
    key: 'long-commute',
    metricId: 'm33',
    label: 'Long commutes',
    unit: 'of drivers commute 20 minutes or more',
    format: 'percent',
    decimals: 0,
    scale: 1,
    better: 'lower',
    profile: true,
    meaning: 'The share of people who drive to work whose trip takes 20 minutes or more, wherever they work.',
    caveat: 'A five-year survey estimate; it covers all jobs, not only trips to Uptown.',
    missingReason: 'The survey has too few commuters here for a reliable estimate.',
  },
  {
    key: 'transit',
    metricId: 'm36',
    label: 'Homes near transit',
    unit: 'of homes within ½ mile of a bus or rail stop',
    format: 'percent',
    decimals: 0,
    scale: 1,
    better: 'higher',
    profile: true,
    meaning: 'The share of housing units within half a mile of a CATS bus stop or LYNX station.',
    caveat: 'Any stop counts, however often buses run there.',
    missingReason: 'The county publishes no transit figure for areas without housing units.',
  },
  {
    key: 'sidewalks',
    metricId: 'm70',
    label: 'Sidewalks',
    unit: 'of paved streets have a sidewalk',
    format: 'percent',
    decimals: 0,
    scale: 100,
    better: 'higher',
    profile: true,
    meaning: 'The share of paved street length with a sidewalk on at least one side.',
    caveat: 'Measured once, in 2015; newer sidewalks are not counted. Cornelius, Matthews, Mint Hill and Pineville streets are not in the data.',
    missingReason: "The 2015 sidewalk survey did not cover this area's streets (Cornelius, Matthews, Mint Hill and Pineville are not in it).",
  },
  {
    key: 'grocery',
    metricId: 'm45',
    label: 'Homes near a grocery store',
    unit: 'of homes within ½ mile of a full-service grocery',
    format: 'percent',
    decimals: 0,
    scale: 1,
    better: 'higher',
    profile: true,
    meaning: 'The share of housing units within half a mile of a full-service chain grocery store.',
    caveat: 'Straight-line distance; independent and ethnic grocers are not counted.',
    missingReason: 'The county publishes no grocery figure for areas without housing units.',
  },
  {
    key: 'tree-canopy',
    metricId: 'm3',
    label: 'Tree canopy',
    unit: 'of land under tree canopy',
    format: 'percent',
    decimals: 0,
    scale: 1,
    better: 'higher',
    profile: true,
    meaning: 'The share of land covered by tree canopy, from aerial imagery.',
    caveat: 'Measured in 2012; development since then has removed trees in fast-growing areas.',
    missingReason: 'No canopy figure was published for this area.',
  },
  {
    key: 'bachelors',
    metricId: 'm20',
    label: "Bachelor's degree",
    unit: "of adults 25+ hold a bachelor's degree or higher",
    format: 'percent',
    decimals: 0,
    scale: 1,
    better: null,
    profile: true,
    meaning: "The share of adults aged 25 and over with a bachelor's degree or higher.",
    caveat: 'A five-year survey estimate with a margin of error.',
    missingReason: 'The survey has too few adults here for a reliable estimate.',
  },
  {
    key: 'median-age',
    metricId: 'm2',
    label: 'Median age',
    unit: 'years',
    format: 'years',
    decimals: 1,
    scale: 1,
    better: null,
    profile: true,
    meaning: 'The median age of residents.',
    caveat: 'A five-year survey estimate; over several areas it is a population-weighted average of their medians.',
    missingReason: 'The survey has too few residents here for a reliable estimate.',
  },
  {
    key: 'school-proficiency',
    metricId: 'm62',
    label: 'Elementary test proficiency',
    unit: 'of CMS students in grades 3-5 proficient',
    format: 'percent',
    decimals: 0,
    scale: 1,
    better: 'higher',
    profile: false,
    meaning: 'The share of Charlotte-Mecklenburg Schools students in grades 3-5 living in the area who passed their end-of-grade tests.',
    caveat: 'Counts students by where they live, not which school they attend; the test changed after 2019, so 2021 is not comparable with earlier years.',
    missingReason: 'Too few CMS elementary students live here for the county to publish a figure.',
  },
  {
    key: 'parks',
    metricId: 'm74',
    label: 'Homes near a park',
    unit: 'of homes within ½ mile of public outdoor recreation',
    format: 'percent',
    decimals: 0,
    scale: 1,
    better: 'higher',
    profile: false,
    meaning: 'The share of housing units within half a mile of a public park, greenway or outdoor recreation area.',
    caveat: 'Straight-line distance; park size is not taken into account.',
    missingReason: 'The county publishes no park figure for areas without housing units.',
  },
];

/** The county metrics the project copies (scripts/qol/build-qol-data.ts keeps only these). */
export const QOL_METRIC_IDS: readonly string[] = FIGURES.map((f) => f.metricId);

export const PROFILE_FIGURES: readonly FigureDef[] = FIGURES.filter((f) => f.profile);

export function figureByKey(key: string): FigureDef {
  const figure = FIGURES.find((f) => f.key === key);
  if (!figure) throw new Error(`Unknown figure ${key}`);
  return figure;
}

// ---- Arithmetic ---------------------------------------------------------------------------

/** r/d for one NPA; null when either is missing or d is 0. */
export function ratio(rd: RD | undefined): number | null {
  if (!rd) return null;
  const [r, d] = rd;
  if (r === null || d === null || d === 0) return null;
  return r / d;
}

/**
 * sum(r)/sum(d) over the NPAs that have both numbers; NPAs with an empty cell are left out
 * (not counted as 0). Null when none has data.
 */
export function aggregate(rds: ReadonlyArray<RD | undefined>): number | null {
  let r = 0;
  let d = 0;
  let any = false;
  for (const rd of rds) {
    if (!rd || rd[0] === null || rd[1] === null) continue;
    r += rd[0];
    d += rd[1];
    any = true;
  }
  if (!any || d === 0) return null;
  return r / d;
}

/** The r/d pairs of some NPAs for one metric and year. */
export function pairs(dataset: QolDataset, metricId: string, year: number, areaIds: readonly string[]): Array<RD | undefined> {
  const values = dataset.values[metricId];
  if (!values) return [];
  const index = values.years.indexOf(year);
  if (index < 0) return [];
  return areaIds.map((id) => values.rows[id]?.[index]);
}

/** A figure's value (in its shown unit) over some NPAs in one year, or null. */
export function figureValue(dataset: QolDataset, figure: FigureDef, year: number, areaIds: readonly string[]): number | null {
  const value = aggregate(pairs(dataset, figure.metricId, year, areaIds));
  return value === null ? null : value * figure.scale;
}

/** The county-wide value: the county's published one when it has it, else sum(r)/sum(d) over every NPA. */
export function countyValue(dataset: QolDataset, figure: FigureDef, year: number): number | null {
  const metric = dataset.metrics.find((m) => m.id === figure.metricId);
  const published = metric?.countyValues[String(year)];
  if (published !== undefined && Number.isFinite(published)) return published * figure.scale;
  return figureValue(dataset, figure, year, Object.keys(dataset.values[figure.metricId]?.rows ?? {}));
}

const npaValuesCache = new WeakMap<QolDataset, Map<string, number[]>>();

/** Every NPA's value for one metric and year (NPAs without data left out). Cached per data set. */
function npaValues(dataset: QolDataset, figure: FigureDef, year: number): number[] {
  let cache = npaValuesCache.get(dataset);
  if (!cache) npaValuesCache.set(dataset, (cache = new Map()));
  const key = `${figure.key}:${year}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const computed = computeNpaValues(dataset, figure, year);
  cache.set(key, computed);
  return computed;
}

function computeNpaValues(dataset: QolDataset, figure: FigureDef, year: number): number[] {
  const values = dataset.values[figure.metricId];
  if (!values) return [];
  const index = values.years.indexOf(year);
  if (index < 0) return [];
  const out: number[] = [];
  for (const rds of Object.values(values.rows)) {
    const v = ratio(rds[index]);
    if (v !== null) out.push(v * figure.scale);
  }
  return out;
}

export interface Percentile {
  /** NPAs with data that year. */
  count: number;
  /** Whole percent of NPAs with a lower value. */
  below: number;
  /** Whole percent of NPAs with a higher value. */
  above: number;
  /** 0-100, where 100 is best in the county (mid-rank for ties); null when no direction is better. */
  goodness: number | null;
}

/** Where a value stands among all NPAs' values of the same year. */
export function percentile(value: number, all: readonly number[], better: Better): Percentile {
  const count = all.length;
  if (count === 0) return { count: 0, below: 0, above: 0, goodness: null };
  let lower = 0;
  let higher = 0;
  for (const v of all) {
    if (v < value) lower += 1;
    else if (v > value) higher += 1;
  }
  const equal = count - lower - higher;
  const below = Math.round((lower / count) * 100);
  const above = Math.round((higher / count) * 100);
  let goodness: number | null = null;
  if (better === 'lower') goodness = ((higher + equal / 2) / count) * 100;
  if (better === 'higher') goodness = ((lower + equal / 2) / count) * 100;
  return { count, below, above, goodness };
}

/**
 * The comparison in words. With a better direction it says how the area does on it:
 * "lower than 80% of the county's areas (lower is better)". Without one, the plain position.
 */
export function percentileWords(p: Percentile, better: Better, areas = "of the county's areas"): string {
  if (p.count === 0) return 'No county comparison for this year';
  if (better === 'lower') return `Lower than ${p.above}% ${areas} (lower is better)`;
  if (better === 'higher') return `Higher than ${p.below}% ${areas} (higher is better)`;
  return p.below >= p.above ? `Higher than ${p.below}% ${areas}` : `Lower than ${p.above}% ${areas}`;
}

// ---- Display -------------------------------------------------------------------------------

/** A value as shown: "$1,020", "42%", "11.2", "35.4". */
export function formatFigure(figure: Pick<FigureDef, 'format' | 'decimals'>, value: number): string {
  if (figure.format === 'money') return formatDollars(Math.round(value));
  const text = value.toLocaleString('en-US', { minimumFractionDigits: figure.decimals, maximumFractionDigits: figure.decimals });
  return figure.format === 'percent' ? `${text}%` : text;
}

// ---- Figures for a set of NPAs -------------------------------------------------------------

export interface TrendPoint {
  year: number;
  value: number;
}

export interface NeighborhoodFigure {
  key: string;
  label: string;
  unit: string;
  better: Better;
  /** The metric's latest year. */
  year: number;
  /** The area's value that year, or null (no data). */
  value: number | null;
  display: string | null;
  county: number | null;
  countyDisplay: string | null;
  /** What `county` is: "County", or "CMPD service area (911,283 residents in 2022)" for crime. */
  countyLabel: string;
  percentile: Percentile | null;
  comparison: string | null;
  /** Every year with a value for the area (for the trend line). */
  trend: TrendPoint[];
  /** Why there is no value (only when value is null). */
  missingReason: string | null;
  source: string;
}

/** Said in a figure's cell where the county has no value for the neighborhood's areas. */
export const NO_COUNTY_DATA = 'No county data';

/** A county figure as a table cell: "38% (2021)", or "No county data". */
export function figureCell(figures: readonly NeighborhoodFigure[], key: string, noData: string = NO_COUNTY_DATA): string {
  const figure = figures.find((f) => f.key === key);
  return figure && figure.display !== null ? `${figure.display} (${figure.year})` : noData;
}

export function metricYears(dataset: QolDataset, metricId: string): number[] {
  return dataset.values[metricId]?.years ?? [];
}

/** The latest year of a metric, or null when the data set lacks it. */
export function latestYear(dataset: QolDataset, metricId: string): number | null {
  const years = metricYears(dataset, metricId);
  return years.length ? Math.max(...years) : null;
}

/** One figure for a set of NPAs (a neighborhood), compared with the county. */
export function neighborhoodFigure(dataset: QolDataset, figure: FigureDef, areaIds: readonly string[]): NeighborhoodFigure {
  const metric = dataset.metrics.find((m) => m.id === figure.metricId);
  const year = latestYear(dataset, figure.metricId) ?? 0;
  const value = year ? figureValue(dataset, figure, year, areaIds) : null;
  const county = year ? countyValue(dataset, figure, year) : null;
  const p = value === null ? null : percentile(value, npaValues(dataset, figure, year), figure.better);
  const cmpd = figure.comparedWith === 'cmpd';
  const trend: TrendPoint[] = [];
  for (const y of metricYears(dataset, figure.metricId)) {
    const v = figureValue(dataset, figure, y, areaIds);
    if (v !== null) trend.push({ year: y, value: v });
  }
  trend.sort((a, b) => a.year - b.year);
  return {
    key: figure.key,
    label: figure.label,
    unit: figure.unit,
    better: figure.better,
    year,
    value,
    display: value === null ? null : formatFigure(figure, value),
    county,
    countyDisplay: county === null ? null : formatFigure(figure, county),
    countyLabel: cmpd ? cmpdAreaLabel(residents(dataset, figure.metricId, year), year) : 'County',
    percentile: p,
    comparison: p ? percentileWords(p, figure.better, cmpd ? CMPD_AREAS : undefined) : null,
    trend: value === null ? [] : trend,
    missingReason: value === null ? figure.missingReason : null,
    source: metric?.source ?? '',
  };
}

/** Every figure in `defs` for a set of NPAs. */
export function neighborhoodFigures(dataset: QolDataset, areaIds: readonly string[], defs: readonly FigureDef[] = PROFILE_FIGURES): NeighborhoodFigure[] {
  return defs.map((figure) => neighborhoodFigure(dataset, figure, areaIds));
}

// ---- Crime: the CMPD service area and pooled years ----------------------------------------

/** The comparison figure for crime: the area CMPD polices (the six towns have their own police). */
export const CMPD_AREA = 'CMPD service area';
const CMPD_AREAS = 'of the areas in the CMPD service area';

/** "CMPD service area (911,283 residents in 2022)". */
function cmpdAreaLabel(people: number | null, year: number): string {
  return people === null ? CMPD_AREA : `${CMPD_AREA} (${Math.round(people).toLocaleString('en-US')} residents in ${year})`;
}

/**
 * Residents counted by a rate metric in one year: the sum of its denominators (residents per
 * 1,000) over the NPAs with both numbers, times 1,000. For crime that is the CMPD service area.
 */
export function residents(dataset: QolDataset, metricId: string, year: number): number | null {
  const values = dataset.values[metricId];
  const index = values?.years.indexOf(year) ?? -1;
  if (!values || index < 0) return null;
  let d = 0;
  for (const rds of Object.values(values.rows)) {
    const rd = rds[index];
    if (rd && rd[0] !== null && rd[1] !== null) d += rd[1];
  }
  return d > 0 ? d * 1000 : null;
}

/** The latest `count` years a metric has, oldest first. */
export function latestYears(dataset: QolDataset, metricId: string, count: number): number[] {
  return [...metricYears(dataset, metricId)].sort((a, b) => a - b).slice(-count);
}

/**
 * Several years pooled: sum(r)/sum(d) over every year and NPA that has both numbers (so a
 * year with no data is left out, not counted as 0); null when none has data. For crime that
 * is crimes over resident-years, per 1,000: a yearly rate that a handful of crimes in one year
 * cannot swing.
 */
export function pooledValue(dataset: QolDataset, figure: FigureDef, years: readonly number[], areaIds: readonly string[]): number | null {
  const value = aggregate(years.flatMap((year) => pairs(dataset, figure.metricId, year, areaIds)));
  return value === null ? null : value * figure.scale;
}

/** The same pooled value over every NPA with data (for crime: the CMPD service area). */
export function pooledAreaValue(dataset: QolDataset, figure: FigureDef, years: readonly number[]): number | null {
  return pooledValue(dataset, figure, years, Object.keys(dataset.values[figure.metricId]?.rows ?? {}));
}

/** "Mecklenburg County Quality of Life Explorer, 2012-2023" for the years of some figures. */
export function creditLine(years: readonly number[]): string {
  const known = years.filter((y) => y > 0);
  if (!known.length) return QOL_CREDIT;
  const min = Math.min(...known);
  const max = Math.max(...known);
  return `${QOL_CREDIT}, ${min === max ? min : `${min}-${max}`}`;
}
