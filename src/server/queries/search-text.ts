/**
 * The text part of the business search, in the database (migration 20261123140000):
 * synonyms, corrections of words that match nothing, and the published listings' search
 * documents the exact total of a broad search is counted from. The rules are in
 * src/domain/search.ts (module comment); `searchBusinesses` (businesses.ts) uses this.
 */
import { CORRECTION, pickCorrection, searchTerms, termToDrop, termsTsQuery, type SearchTerm, type SynonymRow } from '../../domain/search';
import type { Queryable } from '../db/client';

/** How many matches a term is counted up to when choosing which term to leave out. */
const DROP_COUNT_CAP = 1000;

/** The terms of a search text, with the synonyms the database has for its words. */
export async function loadTerms(db: Queryable, words: readonly string[]): Promise<SearchTerm[]> {
  if (!words.length) return [];
  const rows = await db.query<SynonymRow>(
    `select word, expansion from public.search_synonyms where word = any(string_to_array($1, ',')) order by word, expansion`,
    [words.join(',')],
  );
  return searchTerms(words, rows);
}

/** How many published businesses match `tsquery`, counted from the narrow search documents. */
export async function countPublishedMatches(db: Queryable, tsquery: string): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select count(*)::int as total from public.search_documents d where d.document @@ to_tsquery('english', $1)`,
    [tsquery],
  );
  return Number(row?.total ?? 0);
}

/**
 * For each term: 'stop' when English full-text search ignores all its words (the, and...),
 * 'known' when at least one published business matches it, else 'unknown'.
 */
async function termStates(db: Queryable, terms: readonly SearchTerm[]): Promise<Array<'stop' | 'known' | 'unknown'>> {
  const rows = await db.query<{ i: number; stop: boolean; known: boolean }>(
    `select q.i::int as i, numnode(to_tsquery('english', q.t)) = 0 as stop,
            exists (select 1 from public.search_documents d where d.document @@ to_tsquery('english', q.t)) as known
       from jsonb_array_elements_text($1::text::jsonb) with ordinality as q(t, i)`,
    [JSON.stringify(terms.map((term) => termsTsQuery([term])))],
  );
  const byIndex = new Map(rows.map((row) => [Number(row.i) - 1, row.stop ? ('stop' as const) : row.known ? ('known' as const) : ('unknown' as const)]));
  return terms.map((_, i) => byIndex.get(i) ?? 'unknown');
}

/** The correction of each word (undefined when nothing in the vocabulary is close enough). */
async function corrections(db: Queryable, words: readonly string[]): Promise<Map<string, string | undefined>> {
  const rows = await db.query<{ word: string; candidate: string; similarity: number }>(
    `select q.w as word, c.candidate, c.similarity::float8 as similarity
       from jsonb_array_elements_text($1::text::jsonb) as q(w),
            lateral public.search_correction_candidates(q.w, $2::int) c`,
    [JSON.stringify(words), CORRECTION.candidates],
  );
  return new Map(
    words.map((word) => [
      word,
      pickCorrection(
        word,
        rows.filter((row) => row.word === word).map((row) => ({ candidate: row.candidate, similarity: Number(row.similarity) })),
      ),
    ]),
  );
}

/** How many published businesses each term matches on its own, counted up to {@link DROP_COUNT_CAP}. */
async function termCounts(db: Queryable, terms: readonly SearchTerm[]): Promise<number[]> {
  const rows = await db.query<{ i: number; n: number }>(
    `select q.i::int as i, (select count(*)::int from (select 1 from public.search_documents d
              where d.document @@ to_tsquery('english', q.t) limit ${DROP_COUNT_CAP}) m) as n
       from jsonb_array_elements_text($1::text::jsonb) with ordinality as q(t, i)`,
    [JSON.stringify(terms.map((term) => termsTsQuery([term])))],
  );
  const byIndex = new Map(rows.map((row) => [Number(row.i) - 1, Number(row.n)]));
  return terms.map((_, i) => byIndex.get(i) ?? 0);
}

export interface CorrectedSearch<R> {
  result: R;
  /** The words actually searched, when they differ from the visitor's (corrected or left out). */
  correctedSearch?: string;
}

/**
 * Runs `run(terms)`; when it finds nothing, tries again as src/domain/search.ts describes:
 * first each word that matches no published business is replaced by its correction (a
 * search with a word that has none still finds nothing); then, while every word matches
 * something but not all together, the word matching the most businesses is left out.
 * Only for searches of published businesses.
 */
export async function searchWithCorrections<R extends { total: number }>(
  db: Queryable,
  terms: SearchTerm[],
  run: (terms: SearchTerm[]) => Promise<R>,
): Promise<CorrectedSearch<R>> {
  let result = await run(terms);
  if (result.total > 0 || !terms.length) return { result };

  const states = await termStates(db, terms);
  const unknown = terms.filter((_, i) => states[i] === 'unknown').map((term) => term.word);
  let current = terms.filter((_, i) => states[i] !== 'stop');
  let changed = current.length !== terms.length;
  if (unknown.length) {
    const fixes = await corrections(db, unknown);
    if (unknown.some((word) => !fixes.get(word))) return { result };
    const fixedWords = current.map((term) => fixes.get(term.word) ?? term.word);
    const fixedTerms = await loadTerms(db, [...new Set(fixedWords)]);
    current = fixedTerms;
    changed = true;
    result = await run(current);
  }
  while (result.total === 0 && current.length > 1) {
    const counts = await termCounts(db, current);
    if (counts.some((count) => count === 0)) break;
    current = current.filter((_, i) => i !== termToDrop(counts));
    changed = true;
    result = await run(current);
  }
  if (result.total === 0 || !changed) return { result };
  return { result, correctedSearch: current.map((term) => term.word).join(' ') };
}
