/**
 * The reviewed neighborhood -> county area (NPA) table, data/neighborhood-npas/mapping.json:
 * each neighborhood's main NPA and any others, each with a one-line reason, the NPAs
 * deliberately left out, and the caveats its pages carry where the county data misleads.
 * The seed loads the NPA lists into public.neighborhood_npas (editors may change them
 * later); the caveats are read by the pages from here. Pure.
 */
import mappingFile from '../../data/neighborhood-npas/mapping.json';

export type CaveatKind = 'commercial' | 'student-housing' | 'private-amenities' | 'suppressed-main' | 'town-police';

interface NpaReason {
  npa: string;
  reason: string;
}

export interface MappingEntry {
  slug: string;
  main: NpaReason;
  others: NpaReason[];
  notIncluded?: NpaReason[];
  /** Neighborhoods with the same main NPA; both pages then say they share county figures. */
  sharesMainWith?: string[];
  caveats?: CaveatKind[];
  /**
   * Where the neighborhood is only part of its NPAs, or they hold part of another
   * neighborhood: said beside the figures and the safety rating.
   */
  areaNote?: string;
  /** The same note in Spanish, kept beside the English so a review changes both (required with `areaNote`). */
  areaNoteEs?: string;
}

/** One reviewed change of a neighborhood's NPAs, with its reason (docs/safety-ratings-2026-11.md). */
interface MappingChange {
  date: string;
  slug: string;
  was: string[];
  now: string[];
  reason: string;
}

export interface NpaMappingTable {
  reviewed: string;
  method: string;
  neighborhoods: MappingEntry[];
  changes?: MappingChange[];
}

export const NPA_MAPPING = mappingFile as NpaMappingTable;

/** What each caveat says on the profile, the guides and the methodology page. */
export const CAVEAT_TEXT: Record<CaveatKind, string> = {
  commercial:
    'Much of this area is offices, shops and nightlife with few residents for the visitors it draws, so crime rates per 1,000 residents overstate the risk for the people who live here.',
  'student-housing':
    'Much of the housing here is rented by the bed to UNC Charlotte students, which pulls the median rent and household income far below what a family or professional renting here pays.',
  'private-amenities':
    "The county's park figure counts public parks only; the subdivision's own pools, lakes and trails are private, so it shows few homes near a park.",
  'suppressed-main': 'The county publishes no home price for the main county area (too few sales); the price shown comes from the other areas.',
  'town-police':
    'The town has its own police department, whose figures are not in the county data, so there is no crime figure and the safety rating is our estimate.',
};

/** Headings of the caveats on the methodology page. */
export const CAVEAT_TITLE: Record<CaveatKind, string> = {
  commercial: 'Mostly commercial areas',
  'student-housing': 'Student housing',
  'private-amenities': 'Private amenities',
  'suppressed-main': 'Suppressed figures',
  'town-police': 'Towns with their own police',
};

export function mappingEntry(slug: string, table: NpaMappingTable = NPA_MAPPING): MappingEntry | null {
  return table.neighborhoods.find((n) => n.slug === slug) ?? null;
}

/** The caveat texts of one neighborhood (none for a neighborhood not in the table). */
export function caveatsFor(slug: string, table: NpaMappingTable = NPA_MAPPING): Array<{ kind: CaveatKind; text: string }> {
  return (mappingEntry(slug, table)?.caveats ?? []).map((kind) => ({ kind, text: CAVEAT_TEXT[kind] }));
}

/** The note on what part of its NPAs a neighborhood is (null when it is all of them). */
export function areaNote(slug: string, table: NpaMappingTable = NPA_MAPPING): string | null {
  return mappingEntry(slug, table)?.areaNote ?? null;
}

/** The same note in Spanish (null when there is none). */
export function areaNoteEs(slug: string, table: NpaMappingTable = NPA_MAPPING): string | null {
  return mappingEntry(slug, table)?.areaNoteEs ?? null;
}

export function hasCaveat(slug: string, kind: CaveatKind, table: NpaMappingTable = NPA_MAPPING): boolean {
  return (mappingEntry(slug, table)?.caveats ?? []).includes(kind);
}

/** The shared-figures notice; `{list}` the other neighborhoods, `{npa}` the shared main NPA. */
export const SHARED_FIGURES_TEXT =
  'Shares its county figures with {list}: the county draws them as one area (NPA {npa}), so their official numbers are the same.';

/**
 * The other neighborhoods whose main NPA is this one's, named with `names`, and that NPA;
 * null when there are none. Computed from the NPA lists actually used (editors may change them).
 */
export function sharedFiguresWith(
  slug: string,
  mains: ReadonlyArray<{ slug: string; main: string | null }>,
  names: ReadonlyMap<string, string>,
): { names: string[]; npa: string } | null {
  const own = mains.find((m) => m.slug === slug)?.main;
  if (!own) return null;
  const others = mains.filter((m) => m.slug !== slug && m.main === own).map((m) => names.get(m.slug) ?? m.slug);
  return others.length ? { names: others, npa: own } : null;
}

/**
 * "Shares its county figures with Uptown: the county draws them as one area (NPA 476), so
 * their official numbers are the same." for a neighborhood whose main NPA another
 * neighborhood's main NPA is, else null (`sharedFiguresWith`).
 */
export function sharedFiguresNotice(
  slug: string,
  mains: ReadonlyArray<{ slug: string; main: string | null }>,
  names: ReadonlyMap<string, string>,
): string | null {
  const shared = sharedFiguresWith(slug, mains, names);
  if (!shared) return null;
  const others = shared.names;
  const list = others.length === 1 ? (others[0] ?? '') : `${others.slice(0, -1).join(', ')} and ${others[others.length - 1]}`;
  return SHARED_FIGURES_TEXT.replace('{list}', list).replace('{npa}', shared.npa);
}

/**
 * What is wrong with a mapping table, in words (empty when none): every NPA needs a reason,
 * no NPA twice in one neighborhood, no slug twice, and no two neighborhoods with the same
 * main NPA unless each names the other in `sharesMainWith` (their pages then say so).
 */
export function mappingProblems(table: NpaMappingTable, knownNpas?: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const slugs = new Set<string>();
  for (const entry of table.neighborhoods) {
    if (slugs.has(entry.slug)) problems.push(`${entry.slug} is listed twice`);
    slugs.add(entry.slug);
    const all = [entry.main, ...entry.others];
    for (const { npa, reason } of [...all, ...(entry.notIncluded ?? [])]) {
      if (!reason.trim()) problems.push(`${entry.slug}: NPA ${npa} has no reason`);
      if (knownNpas && !knownNpas.has(npa)) problems.push(`${entry.slug}: NPA ${npa} is not in the county data`);
    }
    const ids = all.map((x) => x.npa);
    if (new Set(ids).size !== ids.length) problems.push(`${entry.slug} lists an NPA twice`);
    for (const left of entry.notIncluded ?? []) {
      if (ids.includes(left.npa)) problems.push(`${entry.slug}: NPA ${left.npa} is both included and left out`);
    }
  }
  for (const entry of table.neighborhoods) {
    for (const other of table.neighborhoods) {
      if (other === entry || other.main.npa !== entry.main.npa) continue;
      if (!(entry.sharesMainWith ?? []).includes(other.slug)) {
        problems.push(`${entry.slug} and ${other.slug} share main NPA ${entry.main.npa} but ${entry.slug} does not say so (sharesMainWith)`);
      }
    }
  }
  return problems;
}

/** The NPA lists of the table, main first (what the seed loads into neighborhood_npas). */
export function mappingNpaLists(table: NpaMappingTable = NPA_MAPPING): Array<{ slug: string; main: string; npaIds: string[] }> {
  return table.neighborhoods.map((n) => ({ slug: n.slug, main: n.main.npa, npaIds: [n.main.npa, ...n.others.map((o) => o.npa)] }));
}
