/**
 * Official fees, rates and deadlines the relocation guides and the FAQ state: one file,
 * data/facts/facts.json (value, unit, source, date checked, re-check interval). Guide texts
 * write `{{fact:id}}`; {@link fillFacts} puts in the fact's text when the content is loaded,
 * so a page can only show a figure the file holds. Pure.
 */
import factsFile from '../../data/facts/facts.json';

export interface Fact {
  id: string;
  label: string;
  value: number;
  unit: string;
  /** How the guides write it ("$6.50", "3.99%", "60 days"). */
  text: string;
  source: { name: string; url: string };
  /** YYYY-MM-DD the figure was last compared with its source. */
  checked: string;
  recheckMonths: number;
  /** False where the official source could not be reached or did not state the figure. */
  confirmed: boolean;
  note?: string;
}

export const FACTS: readonly Fact[] = (factsFile as { facts: Fact[] }).facts;

const TOKEN = /\{\{fact:([a-z0-9-]+)\}\}/g;

export function factById(id: string, facts: readonly Fact[] = FACTS): Fact {
  const fact = facts.find((f) => f.id === id);
  if (!fact) throw new Error(`Unknown fact "${id}" (data/facts/facts.json)`);
  return fact;
}

/** A text with every `{{fact:id}}` replaced by the fact's text; an unknown id throws (the build fails). */
export function fillFacts(text: string, facts: readonly Fact[] = FACTS): string {
  return text.replace(TOKEN, (_, id: string) => factById(id, facts).text);
}

/** The ids a text refers to. */
export function factIdsIn(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((m) => m[1] as string);
}

/** Every string inside a value (objects, arrays) with its facts filled in. */
export function fillFactsDeep<T>(value: T, facts: readonly Fact[] = FACTS): T {
  if (typeof value === 'string') return fillFacts(value, facts) as T;
  if (Array.isArray(value)) return value.map((item) => fillFactsDeep(item, facts)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillFactsDeep(item, facts)])) as T;
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

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the facts file, in words (empty when nothing). */
export function factProblems(facts: readonly Fact[] = FACTS): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const f of facts) {
    if (ids.has(f.id)) problems.push(`${f.id} is listed twice`);
    ids.add(f.id);
    if (!f.source?.name?.trim() || !/^https:\/\//.test(f.source?.url ?? '')) problems.push(`${f.id} has no source name and https address`);
    if (!DATE.test(f.checked) || Number.isNaN(Date.parse(f.checked))) problems.push(`${f.id} has no date checked`);
    if (!(Number.isInteger(f.recheckMonths) && f.recheckMonths > 0)) problems.push(`${f.id} has no re-check interval`);
    if (!Number.isFinite(f.value) || !f.unit.trim() || !f.text.trim()) problems.push(`${f.id} has no value, unit or text`);
    if (!f.confirmed && !f.note?.trim()) problems.push(`${f.id} is not confirmed and does not say why`);
  }
  return problems;
}

/** "Updated November 25, 2026" from a content's review date (YYYY-MM-DD); never the build clock. */
export function reviewedText(reviewed: string): string {
  const date = new Date(`${reviewed}T12:00:00Z`);
  return `Updated ${date.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })}`;
}
