/**
 * The editor's ranking preview: what saving a neighborhood's draft does to the four ranked
 * guides, computed with the same rules as the build (the affordable guide on the official
 * figures of each neighborhood's NPAs, which the draft's NPA fields change and its rent
 * estimate does not).
 */
import { rankGuide } from './affordable-official';
import type { NeighborhoodData } from './neighborhood-data';
import { GUIDE_KEYS, type GuideKey } from './neighborhood-scoring';
import type { NeighborhoodFigure } from './qol';

/** A neighborhood's official figures, from its main and other NPAs. */
export type OfficialFiguresOf = (n: NeighborhoodData) => readonly NeighborhoodFigure[];

export interface RankChange {
  guide: GuideKey;
  /** 1-based rank among the shown neighborhoods; null when it is not ranked (unpublished). */
  rankBefore: number | null;
  rankAfter: number | null;
  scoreBefore: number | null;
  scoreAfter: number | null;
}

function rankOf(list: readonly NeighborhoodData[], slug: string, guide: GuideKey, figuresOf: OfficialFiguresOf): { rank: number; score: number } | null {
  const shown = list.filter((n) => n.published);
  const views = rankGuide(shown, guide, (s) => figuresOf(shown.find((n) => n.slug === s)!));
  const index = views.findIndex((view) => view.slug === slug);
  const view = views[index];
  return view ? { rank: index + 1, score: Math.round(view.score) } : null;
}

/**
 * What replacing one neighborhood's published data with `draft` does to the four ranked
 * guides: its rank and score before and after, per guide. `published` is every
 * neighborhood's published data (the draft's own entry is replaced, or added when new).
 */
export function rankingImpact(
  published: readonly NeighborhoodData[],
  before: NeighborhoodData | null,
  draft: NeighborhoodData,
  figuresOf: OfficialFiguresOf,
): RankChange[] {
  const others = published.filter((n) => n.slug !== draft.slug && (!before || n.slug !== before.slug));
  const beforeList = before ? [...others, before] : others;
  const afterList = [...others, draft];
  return GUIDE_KEYS.map((guide) => {
    const was = before ? rankOf(beforeList, before.slug, guide, figuresOf) : null;
    const now = rankOf(afterList, draft.slug, guide, figuresOf);
    return { guide, rankBefore: was?.rank ?? null, rankAfter: now?.rank ?? null, scoreBefore: was?.score ?? null, scoreAfter: now?.score ?? null };
  });
}

/** "Best for Families: #4 -> #2, score 65 -> 80" (labels come from the guide list). */
export function describeRankChange(label: string, change: RankChange): string {
  const rank = (value: number | null) => (value === null ? 'not shown' : `#${value}`);
  const score = (value: number | null) => (value === null ? '-' : String(value));
  return `${label}: ${rank(change.rankBefore)} -> ${rank(change.rankAfter)}, score ${score(change.scoreBefore)} -> ${score(change.scoreAfter)}`;
}
