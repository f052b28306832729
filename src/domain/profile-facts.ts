/**
 * A profile's quick facts from official figures: the county's median gross rent and average
 * sale price (Mecklenburg County Quality of Life Explorer), HUD's 2-bedroom Fair Market Rent
 * for the profile's ZIP codes, and the county's measures of getting around (long commutes,
 * sidewalks, homes near transit and near a grocery store), each with its year. They replace
 * the old "Walk Score" and "Commute to Uptown" estimates; the editors' rent and price ranges
 * stay, labelled as estimates with their date. Pure.
 */
import { centroid, distanceKm, type Area, type LonLat } from './npa-geometry';
import type { NeighborhoodFigure } from './qol';
import { safmrTableOn, twoBedroomRents, type FmrTable, type ZipRent } from './official-rents';
import { ZIP_CENTRES } from './zip-centres';
import { formatDollars } from './money';

export interface OfficialQuickFact {
  key: string;
  label: string;
  value: string;
  note: string;
  /** The figure's year (HUD's: its fiscal year), for the note in other languages. */
  year: number;
}

/** The county figures the quick facts show, in order, with their label and how the year is written. */
const OFFICIAL_FACT_FIGURES: ReadonlyArray<{ key: string; label: string; note: (year: number) => string }> = [
  { key: 'rent', label: 'Median gross rent', note: (y) => `Census ACS 5-year median, ${y - 4}-${y}` },
  { key: 'home-price', label: 'Average sale price', note: (y) => `homes sold in ${y}, Register of Deeds` },
  { key: 'long-commute', label: 'Long commutes', note: (y) => `share of workers, Census ACS ${y - 4}-${y}` },
  { key: 'sidewalks', label: 'Sidewalks', note: (y) => `sidewalk availability, ${y}` },
  { key: 'transit', label: 'Near transit', note: (y) => `homes within half a mile of a transit stop, ${y}` },
  { key: 'grocery', label: 'Near a grocery store', note: (y) => `homes within half a mile of a grocery store, ${y}` },
];

/**
 * The profile's ZIP codes. The repo holds ZIP centres, not ZIP outlines, so a neighborhood
 * near a ZIP border cannot be placed in one ZIP: the profile lists the two ZIP codes (of those
 * in HUD's table) whose centres are nearest its main point, then the nearest to each of its
 * NPAs' centroids, deduplicated, and says "ZIP codes nearest the neighborhood".
 */
export function profileZips(centre: LonLat, areas: readonly Area[], table: FmrTable, centres = ZIP_CENTRES): string[] {
  const candidates = Object.entries(centres).filter(([zip]) => table.rows.has(zip));
  const byDistance = (p: LonLat) =>
    candidates
      .map(([zip, [lat, lon]]) => ({ zip, km: distanceKm(p, [lon, lat]) }))
      .sort((a, b) => a.km - b.km)
      .map((c) => c.zip);
  const zips = [...byDistance(centre).slice(0, 2), ...areas.flatMap((a) => byDistance(centroid(a)).slice(0, 1))];
  return [...new Set(zips)];
}

/** HUD's 2-bedroom rents for a profile on a day. */
export function profileHudRents(centre: LonLat, areas: readonly Area[], today: string): { rents: ZipRent[]; fiscalYear: number } {
  const table = safmrTableOn(today);
  return { rents: twoBedroomRents(profileZips(centre, areas, table), table), fiscalYear: table.fiscalYear };
}

/** The official quick facts: the county figures that have a value, with HUD's 2-bedroom FMR after the rent and price. */
export function officialQuickFacts(figures: readonly NeighborhoodFigure[], hud: { rents: readonly ZipRent[]; fiscalYear: number }): OfficialQuickFact[] {
  const facts: OfficialQuickFact[] = [];
  for (const def of OFFICIAL_FACT_FIGURES) {
    const figure = figures.find((f) => f.key === def.key);
    if (figure && figure.display !== null)
      facts.push({ key: def.key, label: def.label, value: figure.display, note: def.note(figure.year), year: figure.year });
  }
  if (hud.rents.length > 0) {
    const at = facts.filter((f) => f.key === 'rent' || f.key === 'home-price').length;
    facts.splice(at, 0, {
      key: 'hud-fmr',
      label: 'HUD fair market rent, 2 bedrooms',
      value: hud.rents.map((r) => `${formatDollars(r.rent)} (${r.zip})`).join(', '),
      note: `HUD FY${hud.fiscalYear} small-area FMR for the ZIP codes nearest the neighborhood, rent plus utilities`,
      year: hud.fiscalYear,
    });
  }
  return facts;
}
