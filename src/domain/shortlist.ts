/**
 * The shortlist (docs/alerts.md, "Shortlist"): businesses and neighborhoods a visitor saved
 * in this browser, and the `/shortlist?b=slug,slug&n=slug,slug` link that shows the same
 * list anywhere. The link carries slugs and nothing else.
 */
import { isSlug } from './slug';
/** The localStorage key of the shortlist saved in this browser (src/stores/shortlist.ts, src/scripts/save-button.ts, /shortlist). */
export const SHORTLIST_STORAGE_KEY = 'cd-shortlist';

export const SHORTLIST_LIMITS = {
  businesses: 50,
  neighborhoods: 24,
  /** Neighborhoods compared at once (/neighborhoods/compare). */
  compare: 4,
  /** Businesses asked for quotes at once (/quotes/new). */
  quotes: 5,
} as const;

export type ShortlistKind = 'b' | 'n';

export interface Shortlist {
  b: string[];
  n: string[];
}

export const EMPTY_SHORTLIST: Shortlist = { b: [], n: [] };

const MAX_SLUG = 120;
export const limitOf = (kind: ShortlistKind) => (kind === 'b' ? SHORTLIST_LIMITS.businesses : SHORTLIST_LIMITS.neighborhoods);

/**
 * Slugs of one URL parameter: well formed, each once, at most the kind's limit. `dropped`
 * counts the malformed and repeated ones, `overLimit` the well-formed ones past the limit.
 */
export function parseSlugList(raw: string | null | undefined, kind: ShortlistKind): { slugs: string[]; dropped: number; overLimit: number } {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const slugs: string[] = [];
  for (const item of items) if (item.length <= MAX_SLUG && isSlug(item) && !slugs.includes(item)) slugs.push(item);
  const kept = slugs.slice(0, limitOf(kind));
  return { slugs: kept, dropped: items.length - slugs.length, overLimit: slugs.length - kept.length };
}

/** A stored shortlist as it may be trusted (anything else in localStorage is ignored). */
export function cleanShortlist(value: unknown): Shortlist {
  const list = (value && typeof value === 'object' ? value : {}) as Partial<Record<ShortlistKind, unknown>>;
  const slugs = (kind: ShortlistKind) =>
    Array.isArray(list[kind]) ? parseSlugList(list[kind].filter((s) => typeof s === 'string').join(','), kind).slugs : [];
  return { b: slugs('b'), n: slugs('n') };
}

/** The shareable link of a shortlist. */
export function shortlistHref(list: Shortlist): string {
  const query = [list.b.length ? `b=${list.b.join(',')}` : '', list.n.length ? `n=${list.n.join(',')}` : ''].filter(Boolean).join('&');
  return query ? `/shortlist?${query}` : '/shortlist';
}

/** Saves or unsaves `slug`: 'full' (nothing changed) when the kind is at its limit. */
export function toggleSlug(list: Shortlist, kind: ShortlistKind, slug: string): { list: Shortlist; outcome: 'added' | 'removed' | 'full' } {
  if (list[kind].includes(slug)) return { list: { ...list, [kind]: list[kind].filter((s) => s !== slug) }, outcome: 'removed' };
  if (list[kind].length >= limitOf(kind)) return { list, outcome: 'full' };
  return { list: { ...list, [kind]: [...list[kind], slug] }, outcome: 'added' };
}

export const shortlistCount = (list: Shortlist) => list.b.length + list.n.length;

const NOUNS: Record<ShortlistKind, [string, string]> = { b: ['business', 'businesses'], n: ['neighborhood', 'neighborhoods'] };

/**
 * The notice of a shared link that named items it cannot show: those past a shortlist's
 * limit, told apart from those unknown, no longer listed or repeated (`unknown`).
 */
export function droppedNotice({ overLimit, unknown }: { overLimit: Record<ShortlistKind, number>; unknown: number }): string | null {
  const parts: string[] = [];
  for (const kind of ['b', 'n'] as const) {
    const count = overLimit[kind];
    if (count <= 0) continue;
    const [one, many] = NOUNS[kind];
    parts.push(
      `${count === 1 ? `1 ${one} of this link is` : `${count} ${many} of this link are`} not shown: a shortlist holds at most ${limitOf(kind)} ${many}.`,
    );
  }
  if (unknown === 1) parts.push('One item of this link is not shown: it is unknown, no longer listed, or repeated.');
  if (unknown > 1) parts.push(`${unknown} items of this link are not shown: they are unknown, no longer listed, or repeated.`);
  return parts.length ? parts.join(' ') : null;
}
