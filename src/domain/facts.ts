/**
 * Official fees, rates, deadlines and windows the relocation guides, the FAQ and the moving
 * checklist state: one file, data/facts/facts.json (value, unit, the date it took effect and,
 * where a change is announced, the last day it applies; the source with its own date or
 * version and a quoted passage; the date checked and the re-check interval). Guide texts
 * write `{{fact:id}}`; {@link fillFacts} puts in the fact's text when the content is loaded,
 * so a page can only show a figure the file holds. A figure that is an editors' estimate is
 * written `{{estimate:YEAR|text}}` and shows its label ("(estimate, 2025)"). Pure.
 * docs/facts.md says how to update the file.
 */
import { z } from 'zod';
import factsFile from '../../data/facts/facts.json';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'a real calendar date');

const factSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  label: z.string().trim().min(1),
  value: z.number(),
  unit: z.string().trim().min(1),
  /** How the guides write it ("$6.50", "3.99%", "60 days"). */
  text: z.string().trim().min(1),
  /**
   * How the Spanish guides write it ("60 días"); required when `text` has words, since a
   * figure alone ("$6.50", "3.99%") reads the same in both languages.
   */
  textEs: z.string().trim().min(1).optional(),
  /** The day the figure took effect (YYYY-MM-DD). */
  validFrom: isoDate,
  /** The last day the figure applies, where a change is already announced (YYYY-MM-DD). */
  validUntil: isoDate.optional(),
  source: z.object({
    name: z.string().trim().min(1),
    url: z.string().regex(/^https:\/\//, 'an https address'),
    /** The source's own date (published, updated, or the version of a statute read). */
    date: isoDate.optional(),
    /** The source's version where it gives one instead of a date ("current through Session Law 2024-58"). */
    version: z.string().trim().min(1).optional(),
    /** A short passage of the source, quoted as read, that states the figure (required once confirmed). */
    quote: z.string().trim().min(1).optional(),
  }),
  /** YYYY-MM-DD the figure was last compared with a source dated on or after `validFrom`. */
  checked: isoDate,
  recheckMonths: z.number().int().positive(),
  /** False where no source dated on or after `validFrom` could be read that states the figure. */
  confirmed: z.boolean(),
  note: z.string().trim().min(1).optional(),
});

export type Fact = z.infer<typeof factSchema>;

/** A fact's text has words (not only a figure) when it holds a letter. */
const hasWords = (text: string) => /\p{L}/u.test(text);
/** The figures a text states, in order ("November 1 to December 31, 2026" -> 1, 31, 2026). */
const figuresIn = (text: string) => (text.match(/\d+(?:[.,]\d+)*/g) ?? []).join(' ');

/**
 * Each fact once, in both languages: a text with words has its Spanish, and the Spanish states
 * the same figures, so a figure changed in English alone fails the check.
 */
const bilingualFact = factSchema
  .refine((fact) => fact.textEs !== undefined || !hasWords(fact.text), { message: 'a text with words needs its Spanish (textEs)', path: ['textEs'] })
  .refine((fact) => fact.textEs === undefined || figuresIn(fact.textEs) === figuresIn(fact.text), {
    message: 'textEs states other figures than text: change both together',
    path: ['textEs'],
  });

const factsFileSchema = z.object({ about: z.string(), facts: z.array(bilingualFact).min(1) });

/** The facts file, read through its schema: a malformed file stops whatever imports it (the build, the tests). */
function readFacts(raw: unknown): Fact[] {
  const parsed = factsFileSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`data/facts/facts.json does not match the facts schema (src/domain/facts.ts):\n${lines.join('\n')}`);
  }
  return parsed.data.facts;
}

export const FACTS: readonly Fact[] = readFacts(factsFile);

/** The schema's verdict on a facts file (for tests and the data check): the problems in words, empty when none. */
export function factsFileIssues(raw: unknown): string[] {
  const parsed = factsFileSchema.safeParse(raw);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const FACT_TOKEN = /\{\{fact:([a-z0-9-]+)\}\}/g;
/** `{{estimate:2025|About $1,600 a month}}`: an editors' estimate of that year, shown with its label. */
const ESTIMATE_TOKEN = /\{\{estimate:([^|}]*)\|([^}]*)\}\}/g;

export function factById(id: string, facts: readonly Fact[] = FACTS): Fact {
  const fact = facts.find((f) => f.id === id);
  if (!fact) throw new Error(`Unknown fact "${id}" (data/facts/facts.json)`);
  return fact;
}

/** The languages a fact is written in: the guides' English and their Spanish under /es/. */
export type FactLanguage = 'en' | 'es';

const ESTIMATE_LABEL: Record<FactLanguage, string> = { en: 'estimate', es: 'estimación' };

/** How a labelled estimate reads on the page. */
function estimateText(year: string, text: string, language: FactLanguage): string {
  if (!/^\d{4}$/.test(year) || !text.trim()) throw new Error(`An estimate needs a year and a text: {{estimate:${year}|${text}}}`);
  return `${text.trim()} (${ESTIMATE_LABEL[language]}, ${year})`;
}

/** A fact as a page in `language` writes it: the Spanish text where the English has words. */
function factText(fact: Fact, language: FactLanguage): string {
  return language === 'es' ? (fact.textEs ?? fact.text) : fact.text;
}

/**
 * A text with every `{{fact:id}}` replaced by the fact's text in `language` and every
 * `{{estimate:YEAR|text}}` by the labelled estimate; an unknown id or a malformed estimate
 * throws (the build fails).
 */
export function fillFacts(text: string, facts: readonly Fact[] = FACTS, language: FactLanguage = 'en'): string {
  return text
    .replace(FACT_TOKEN, (_, id: string) => factText(factById(id, facts), language))
    .replace(ESTIMATE_TOKEN, (_, year: string, estimate: string) => estimateText(year, estimate, language));
}

/** The ids a text refers to. */
export function factIdsIn(text: string): string[] {
  return [...text.matchAll(FACT_TOKEN)].map((m) => m[1] as string);
}

/** A text without its fact and estimate tokens: what is left was written by hand. */
export function withoutTokens(text: string): string {
  return text.replace(FACT_TOKEN, ' ').replace(ESTIMATE_TOKEN, ' ');
}

/** Every string inside a value (objects, arrays) with its facts filled in, in `language`. */
export function fillFactsDeep<T>(value: T, facts: readonly Fact[] = FACTS, language: FactLanguage = 'en'): T {
  if (typeof value === 'string') return fillFacts(value, facts, language) as T;
  if (Array.isArray(value)) return value.map((item) => fillFactsDeep(item, facts, language)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFactsDeep(item, facts, language)])) as T;
  }
  return value;
}

/** The date a fact must be checked again (YYYY-MM-DD). */
export function recheckDue(fact: Pick<Fact, 'checked' | 'recheckMonths'>): string {
  const [y, m, d] = fact.checked.split('-').map(Number) as [number, number, number];
  const due = new Date(Date.UTC(y, m - 1 + fact.recheckMonths, d));
  return due.toISOString().slice(0, 10);
}

/** Facts whose re-check date is before `today` (YYYY-MM-DD). */
export function overdueFacts(today: string, facts: readonly Fact[] = FACTS): Array<Fact & { due: string }> {
  return facts.map((f) => ({ ...f, due: recheckDue(f) })).filter((f) => f.due < today);
}

/** Facts whose `validUntil` is before `today` (YYYY-MM-DD): a known change that the file has not caught up with. */
export function expiredFacts(today: string, facts: readonly Fact[] = FACTS): Fact[] {
  return facts.filter((f) => f.validUntil !== undefined && f.validUntil < today);
}

/** One line per expired fact, saying what to do. */
export function expiryMessages(today: string, facts: readonly Fact[] = FACTS): string[] {
  return expiredFacts(today, facts).map(
    (f) =>
      `fact "${f.id}" (${f.label}: ${f.text}) applied until ${f.validUntil} and today is ${today}: enter the figure that replaced it, from ${f.source.name} (${f.source.url}), in data/facts/facts.json (docs/facts.md)`,
  );
}

/**
 * Stops the build when a fact has expired: throws one error listing every expired fact.
 * `today` is the build's date (YYYY-MM-DD).
 */
export function assertFactsCurrent(today: string, facts: readonly Fact[] = FACTS): void {
  const messages = expiryMessages(today, facts);
  if (messages.length) {
    throw new Error(`Out-of-date facts, so the build stops:\n${messages.map((m) => `  - ${m}`).join('\n')}`);
  }
}

/** What is wrong with the facts file beyond its schema, in words (empty when nothing). */
export function factProblems(facts: readonly Fact[] = FACTS): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const f of facts) {
    if (ids.has(f.id)) problems.push(`${f.id} is listed twice`);
    ids.add(f.id);
    if (f.validUntil !== undefined && f.validUntil < f.validFrom) problems.push(`${f.id} ends (validUntil) before it starts (validFrom)`);
    if (f.checked < f.validFrom) problems.push(`${f.id} was checked before it took effect, so the check does not vouch for it`);
    if (f.confirmed) {
      if (!f.source.date && !f.source.version) problems.push(`${f.id} is confirmed but its source has no date or version`);
      if (!f.source.quote) problems.push(`${f.id} is confirmed but quotes nothing from its source`);
      if (f.source.date && f.source.date < f.validFrom) {
        problems.push(`${f.id} is confirmed by a source dated ${f.source.date}, before the figure took effect (${f.validFrom})`);
      }
    } else if (!f.note) {
      problems.push(`${f.id} is not confirmed and does not say why`);
    }
  }
  return problems;
}

/** "Updated November 25, 2026" / "Actualizado el 25 de noviembre de 2026" from a content's review date (YYYY-MM-DD); never the build clock. */
export function reviewedText(reviewed: string, language: FactLanguage = 'en'): string {
  const date = new Date(`${reviewed}T12:00:00Z`);
  const options = { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' } as const;
  return language === 'es' ? `Actualizado el ${date.toLocaleDateString('es-US', options)}` : `Updated ${date.toLocaleDateString('en-US', options)}`;
}
