/**
 * A neighborhood profile's figures and quick facts in the page's language: the same values
 * (src/domain/qol.ts, src/domain/profile-facts.ts, src/domain/safety.ts), their names, units,
 * comparisons and notes from the catalogs (`neighborhoodProfile`, `neighborhoodFigures`), and the
 * data notices where a neighborhood's county areas mislead. In English the domain's own words are
 * shown unchanged.
 */
import type { CompareLocalizer } from '../domain/compare';
import type { QuickFact } from '../domain/neighborhood-view';
import { displaySafety } from '../domain/neighborhood-view';
import { areaNote, areaNoteEs, caveatsFor, hasCaveat, sharedFiguresNotice, sharedFiguresWith } from '../domain/npa-mapping';
import type { OfficialQuickFact } from '../domain/profile-facts';
import { figureByKey, formatFigure, type NeighborhoodFigure } from '../domain/qol';
import { yearSpan, type PooledCrime } from '../domain/safety';
import type { Neighborhood } from '../domain/types';
import type { Locale } from './locale';
import { fill, messages } from './messages';

const numberIn = (locale: Locale) => (n: number) => Math.round(n).toLocaleString(locale === 'es' ? 'es-US' : 'en-US');

/** "NPA 476" / "NPAs 3, 338 and 339" in the page's language. */
export function npaListIn(ids: readonly string[], locale: Locale): string {
  const t = messages(locale).neighborhoodProfile;
  if (ids.length === 1) return fill(t.npaOne, { id: ids[0] ?? '' });
  return fill(t.npaMany, { list: ids.slice(0, -1).join(', '), last: ids[ids.length - 1] ?? '' });
}

/**
 * A county figure with its words in `locale`. `cmpdResidents` is the CMPD service area's
 * residents in the figure's year (the crime figures' comparison area).
 */
export function figureIn(f: NeighborhoodFigure, locale: Locale, cmpdResidents: number | null): NeighborhoodFigure {
  if (locale === 'en') return f;
  const t = messages(locale).neighborhoodProfile;
  const words = messages(locale).neighborhoodFigures[f.key];
  const cmpd = figureByKey(f.key).comparedWith === 'cmpd';
  const p = f.percentile;
  let comparison: string | null = null;
  if (p && p.count === 0) comparison = t.noComparison;
  else if (p && f.better === 'lower') comparison = fill(cmpd ? t.lowerBetterCmpd : t.lowerBetter, { pct: p.above });
  else if (p && f.better === 'higher') comparison = fill(t.higherBetter, { pct: p.below });
  else if (p) comparison = p.below >= p.above ? fill(t.higherThan, { pct: p.below }) : fill(t.lowerThan, { pct: p.above });
  return {
    ...f,
    label: words?.label ?? f.label,
    unit: words?.unit ?? f.unit,
    countyLabel: cmpd && cmpdResidents !== null ? fill(t.cmpdArea, { residents: numberIn(locale)(cmpdResidents), year: f.year }) : t.county,
    comparison,
    missingReason: f.missingReason === null ? null : (words?.missingReason ?? f.missingReason),
  };
}

const FACT_WORDS = {
  rent: ['factRent', 'factRentNote'],
  'home-price': ['factHomePrice', 'factHomePriceNote'],
  'long-commute': ['factLongCommute', 'factLongCommuteNote'],
  sidewalks: ['factSidewalks', 'factSidewalksNote'],
  transit: ['factTransit', 'factTransitNote'],
  grocery: ['factGrocery', 'factGroceryNote'],
  'hud-fmr': ['factHud', 'factHudNote'],
} as const;

/** Where a neighborhood is only part of its NPAs, or they hold part of another (data/neighborhood-npas/mapping.json); null when it is all of them. */
export function areaNoteIn(slug: string, locale: Locale): string | null {
  return locale === 'en' ? areaNote(slug) : areaNoteEs(slug);
}

/**
 * The notices beside a profile's figures in `locale`: the county figures it shares with another
 * neighborhood (from the NPA lists in use, `mains`), what part of its NPAs it is, and the
 * caveats where the county data misleads.
 */
export function dataNoticesIn(
  slug: string,
  mains: ReadonlyArray<{ slug: string; main: string | null }>,
  names: ReadonlyMap<string, string>,
  locale: Locale,
): string[] {
  const t = messages(locale).neighborhoodProfile;
  const sharing = sharedFiguresWith(slug, mains, names);
  const shared =
    locale === 'en'
      ? sharedFiguresNotice(slug, mains, names)
      : sharing && fill(t.noticeShared, { list: new Intl.ListFormat(locale, { type: 'conjunction' }).format(sharing.names), npa: sharing.npa });
  const part = areaNoteIn(slug, locale);
  return [shared, part, ...caveatsFor(slug).map((c) => t.caveats[c.kind])].filter((x): x is string => !!x);
}

/** The safety rating's caveat in `locale`: the commercial note and the area note, as safetyEvidence joins them in English. */
function safetyCaveatIn(slug: string, locale: Locale): string {
  const commercial = hasCaveat(slug, 'commercial') ? messages(locale).neighborhoodProfile.safetyCommercial : null;
  return [commercial, areaNoteIn(slug, locale)].filter((x): x is string => !!x).join(' ');
}

/**
 * The stats strip's and sidebar's quick facts in `locale` (src/domain/neighborhood-view.ts
 * quickFacts in English): the official ones, then safety with its basis and, where the figures
 * mislead, its caveat (src/domain/safety.ts safetyEvidence in English).
 */
export function quickFactsIn(
  n: Neighborhood,
  official: readonly OfficialQuickFact[],
  crime: PooledCrime | null,
  locale: Locale,
  english: QuickFact[],
): QuickFact[] {
  if (locale === 'en') return english;
  const t = messages(locale).neighborhoodProfile;
  const facts: QuickFact[] = official.map((fact) => {
    const words = FACT_WORDS[fact.key as keyof typeof FACT_WORDS];
    if (!words) return { label: fact.label, value: fact.value, note: fact.note };
    return { label: t[words[0]], value: fact.value, note: fill(t[words[1]], { year: fact.year, from: fact.year - 4, to: fact.year }) };
  });
  const safety = n.safety;
  const rate = (value: number) => formatFigure(figureByKey('violent-crime'), value);
  if (safety?.fromCounty && crime?.own) {
    const latest = crime.years[crime.years.length - 1] ?? '';
    facts.push({
      label: t.factSafety,
      value: displaySafety(safety.rating ?? 0),
      note: fill(t.safetyFrom, { span: yearSpan(crime.years) }),
      detail: fill(t.safetyDetail, {
        violent: rate(crime.own.violent),
        property: rate(crime.own.property),
        span: yearSpan(crime.years),
        areaViolent: rate(crime.area.violent),
        areaProperty: rate(crime.area.property),
        residents: crime.residents === null ? '' : numberIn(locale)(crime.residents),
        year: latest,
      }),
      ...(safety.caveat ? { caveat: safetyCaveatIn(n.slug, locale) } : {}),
    });
  } else {
    const value = displaySafety(safety?.rating ?? n.safetyRating ?? 0);
    facts.push({
      label: t.factSafety,
      value: value === displaySafety(0) ? t.notAvailable : value,
      note: t.safetyEstimate,
      ...(safety?.detail ? { detail: t.safetyNoCmpd } : {}),
    });
  }
  return facts;
}

/** The comparison rows' figure names, price tiers and safety notes in `locale` (src/domain/compare.ts; English by default there). */
export function compareLocalizer(locale: Locale): CompareLocalizer | undefined {
  if (locale === 'en') return undefined;
  const { neighborhoodFigures: figures, neighborhoodHub: hub } = messages(locale);
  return {
    figureLabel: (key) => figures[key]?.label ?? key,
    tier: (tier) => ({ label: hub[`tier${tier.tier}`], basis: fill(hub.salePrice, { value: tier.value, year: tier.year }) }),
    safety: (n, numbers) => {
      const fact = quickFactsIn(n, [], numbers.crime, locale, []).at(-1);
      return { label: fact?.note ?? '', detail: fact?.detail, caveat: fact?.caveat };
    },
  };
}
