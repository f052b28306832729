/**
 * The business search: the query of `GET /api/businesses`, its
 * validation, and the ranking rules. Pure: the SQL in src/server/queries/business-search.ts and
 * the islands that build search URLs both import from here.
 *
 * ## Relevance (sortBy=relevance, the default)
 * Results are ordered by, in turn (paid placement plays NO part: see {@link PAID_PLACEMENT_RULE}):
 * 1. **Name match** (only when `search` is given): how many of the search's terms (a word
 *    or one of its synonyms, below) the business name matches, most first. A business
 *    whose name has every word comes before one whose name has some, which comes before
 *    one that matches only in its category, tags, descriptions or neighborhood.
 * 2. **Review-weighted rating**: a Bayesian average
 *    `(reviewCount × userRating + m × C) / (reviewCount + m)` with `m` = {@link RELEVANCE.priorWeight}
 *    reviews at `C` = {@link RELEVANCE.priorMean} stars. Every listing starts as if it had `m`
 *    reviews of `C` stars, so one 5-star review (4.25) does not beat fifty 4.8-star
 *    reviews (4.68), and an unreviewed listing sits at 3.5.
 * 3. Name (A-Z), then id, so paging is stable.
 *
 * Name-match classes rather than a text score (`ts_rank`) keep a broad search fast at
 * 100,000 businesses: each class is read in the rating index's order, only as far as the
 * page needs, instead of scoring every match (src/server/queries/business-search.ts).
 *
 * `sortBy=rating`: userRating, highest first, then reviewCount, then name and id.
 * `sortBy=reviews`: reviewCount, most first, then userRating, then name and id.
 *
 * ## Text search
 * `search` is split into words (letters and digits; everything else separates words; at
 * most {@link MAX_SEARCH_WORDS}), and every word must match as a prefix after English
 * stemming, so 'mov' finds 'Movers', 'moving' and 'move', and 'eco clean' needs both words.
 * Words that English full-text search ignores (stop words such as 'the') are dropped; a
 * search made only of such words finds nothing. `total` is exact.
 *
 * - **Accents are optional**: the search's words and the listings' text are compared with
 *   their accents folded ('guardería' and 'guarderia' are one word; so are 'café' and 'cafe').
 * - **Spanish**: Spanish words are synonyms of the listings' English words ('mudanza' finds
 *   movers, 'guardería' child care, 'licencia' licence help), for every category and the
 *   newcomer words below; Spanish filler words ('de', 'para', 'servicios') are left out of a
 *   search that has other words ({@link searchWords}).
 *
 * - **Synonyms** (table `search_synonyms`, kept in the database): a word also matches each
 *   of its expansions, so 'dmv' finds licence and registration help, 'daycare' finds
 *   childcare, 'plumber' finds handymen and home repair, 'wifi' finds internet setup. An
 *   expansion of several words needs all of them ('home repair').
 * - When a search of published businesses finds **nothing**, and only then:
 *   1. **Typos**: each word that matches no published business on its own (with its
 *      synonyms) is replaced by the closest word of the vocabulary (table
 *      `search_vocabulary`: the words of published names, categories, tags, short
 *      descriptions and neighborhoods) or synonym key: candidates share trigrams with the
 *      word (pg_trgm), and the one with the fewest edits wins ({@link pickCorrection}; a
 *      swap of two letters is one edit; at most 1 edit up to 4 letters, 2 up to 8, 3
 *      beyond). 'movres' -> 'movers', 'plumer' -> 'plumber', 'uptwon' -> 'uptown'. When a
 *      word has no such correction the search finds nothing. A word that matches anything
 *      is never corrected, so exact matches always win over corrected ones.
 *   2. **Too many words**: when every word matches something but no business has them all,
 *      the word matching the most businesses is left out, and again while more than one
 *      word is left ({@link termToDrop}): 'dentist uptown' (no dentist is in Uptown) shows
 *      the dentists.
 *   The answer then carries `correctedSearch`, the words actually searched, and the search
 *   page says "Showing results for …".
 */
import { z } from 'zod';
import { ALL, CATEGORY_VALUES, DEFAULT_SORT, LIMITS, MAP, MAX_API_LIMIT, PAGE_SIZE, SERVICE_TAG_VALUES, SORT_VALUES, type SortBy } from './catalog';
import { MESSAGES, text } from './forms';
import { RADIUS_CHOICES, parsePlace, parseRadius, placeText, type PlaceRef, type RadiusMiles } from './geo';
import { openFilterText, parseOpenFilter, type OpenFilter } from './open-filter';
import { bboxText, parseBbox, type Bbox } from './bbox';
import { BBOX_MESSAGE, ZOOM_MESSAGE, parseZoom } from './map-area';
import { isLanguageCode, sortLanguages, type LanguageCode } from './language-codes';
import { LANGUAGE_MESSAGES } from './languages-schema';
import { SLUG_PATTERN } from './slug';

/**
 * The rule for paid placement, stated on /advertising and /premium-features: a premium
 * (featured) subscription buys a clearly labelled FEATURED marker and a larger map marker,
 * never a place in the order. Relevance and the other sorts rank premium and free listings
 * by the same rules.
 */
export const PAID_PLACEMENT_RULE =
  'Paid placement never changes the order of results: search results and rankings are sorted by relevance, rating and reviews alone, the same for every business. A Premium listing is marked FEATURED when it appears first, and its map marker is larger; it is never moved above a better match.';

/** {@link PAID_PLACEMENT_RULE} in Spanish, for the Spanish pages (the same rule, word for word in meaning). */
export const PAID_PLACEMENT_RULE_ES =
  'La posición pagada nunca cambia el orden de los resultados: los resultados de búsqueda y las clasificaciones se ordenan solo por relevancia, calificación y reseñas, igual para todos los negocios. Una ficha Premium lleva la marca DESTACADO cuando aparece primero, y su marcador en el mapa es más grande; nunca se coloca por encima de un resultado más pertinente.';

/** The constants of the review-weighted rating used by relevance (see the module comment). */
export const RELEVANCE = {
  /** m: how many reviews every listing is assumed to start with. */
  priorWeight: 5,
  /** C: the star rating those assumed reviews have. */
  priorMean: 3.5,
} as const;

/** The review-weighted (Bayesian) rating relevance sorts by, after the name match. */
export function bayesianRating(userRating: number, reviewCount: number): number {
  const { priorWeight: m, priorMean: c } = RELEVANCE;
  return (reviewCount * userRating + m * c) / (reviewCount + m);
}

/** Longest search text accepted, and how many of its words are used. */
const MAX_SEARCH_LENGTH = 200;
const MAX_SEARCH_WORDS = 10;
const MAX_WORD_LENGTH = 50;

/**
 * Spanish words that carry no meaning of their own in a search ('servicios de limpieza',
 * 'mudanzas cerca de mi', 'médico que habla español'): left out when the search has other words, kept when it has no other.
 */
const SPANISH_FILLER_WORDS: ReadonlySet<string> = new Set(
  'al cerca compania companias con de del el empresa empresas en habla hablan hable la las lo los mi mis negocio negocios para por que servicio servicios su sus un una unas unos y'.split(
    ' ',
  ),
);

/**
 * Lower-case text with its accents folded, as the database's `public.fold_accents` (unaccent)
 * folds the listings: 'guardería' -> 'guarderia', 'niñera' -> 'ninera', 'straße' -> 'strasse'.
 */
export function foldAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]+/g, '')
    .replace(/[æßøłđœ]/g, (letter) => LETTERS_WITHOUT_MARKS[letter] ?? letter)
    .normalize('NFKC');
}

/** Latin letters (lower case) unaccent writes out, which have no decomposition. */
const LETTERS_WITHOUT_MARKS: Readonly<Record<string, string>> = { æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', œ: 'oe' };

/**
 * The words of a search: NFKC, lower case, accents folded ({@link foldAccents}), letters (with
 * their marks) and digits only (everything else separates words), each at most 50 characters, each once, at
 * most ten; Spanish filler words ('de', 'la', 'servicios', ...) left out when other words remain.
 * 'Mov  eco-friendly!' -> ['mov', 'eco', 'friendly']; 'Guardería de niños' -> ['guarderia', 'ninos'].
 */
export function searchWords(text: string | undefined): string[] {
  const unique = [...new Set(wordsOf(text).map((word) => word.slice(0, MAX_WORD_LENGTH)))];
  const meaningful = unique.filter((word) => !SPANISH_FILLER_WORDS.has(word));
  return (meaningful.length ? meaningful : unique).slice(0, MAX_SEARCH_WORDS);
}

/** The letters-and-digits runs of a text (a letter's marks included), lower case, accents folded. */
function wordsOf(text: string | undefined): string[] {
  if (!text) return [];
  return foldAccents(text.normalize('NFKC').toLowerCase()).match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/**
 * One word of a search and what it matches: the word itself, then its synonyms'
 * expansions (each one or more words, all required). A listing matches the term when it
 * matches any alternative.
 */
export interface SearchTerm {
  word: string;
  alternatives: string[][];
}

/** A synonym row (table public.search_synonyms): `word` also matches `expansion`. */
export interface SynonymRow {
  word: string;
  expansion: string;
}

/** The terms of `words`, each with the expansions the synonym rows give it (in row order, once each). */
export function searchTerms(words: readonly string[], synonyms: readonly SynonymRow[] = []): SearchTerm[] {
  return words.map((word) => {
    const alternatives = [[word]];
    const seen = new Set([word]);
    for (const row of synonyms) {
      if (row.word !== word) continue;
      const expansion = searchWords(row.expansion);
      const key = expansion.join(' ');
      if (!expansion.length || seen.has(key)) continue;
      seen.add(key);
      alternatives.push(expansion);
    }
    return { word, alternatives };
  });
}

/**
 * A PostgreSQL `to_tsquery` source for terms: every term required, each word a prefix,
 * a term's alternatives joined by `|`: [movers | moving] and [piano] ->
 * '(movers:* | moving:*) & piano:*'. With `weight` 'A', every word must match in the
 * business name (the search vector's A part). Only letters and digits reach the query, so
 * it can never be malformed. Undefined when there is no term.
 */
export function termsTsQuery(terms: readonly SearchTerm[], weight?: 'A'): string | undefined {
  if (!terms.length) return undefined;
  const clean = (word: string) => wordsOf(word).join('');
  const prefix = (word: string) => `${clean(word)}:*${weight ?? ''}`;
  const alternative = (words: string[]) => (words.length === 1 ? prefix(words[0]!) : `(${words.map(prefix).join(' & ')})`);
  return terms
    .map((term) => {
      const alternatives = term.alternatives.filter((words) => words.length && words.every((word) => clean(word)));
      return alternatives.length === 1 ? alternative(alternatives[0]!) : `(${alternatives.map(alternative).join(' | ')})`;
    })
    .join(' & ');
}

/** Shortest word a search corrects, and how many candidates the database proposes. */
export const CORRECTION = {
  minWordLength: 3,
  candidates: 12,
} as const;

/**
 * Edit distance with adjacent transpositions (optimal string alignment): insertions,
 * deletions, substitutions and swaps of two neighbouring letters cost 1 each, so
 * 'movres' -> 'movers' is 1 and 'uptwon' -> 'uptown' is 1.
 */
export function editDistance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  const d: number[][] = Array.from({ length: x.length + 1 }, (_, i) => Array.from({ length: y.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[x.length]![y.length]!;
}

/** The most edits a correction may make to a word: 1 up to 4 letters, 2 up to 8, else 3. */
export function maxCorrectionDistance(word: string): number {
  const length = [...word].length;
  return length <= 4 ? 1 : length <= 8 ? 2 : 3;
}

/**
 * The correction of a search word that matches no listing, from the database's candidates
 * (vocabulary words and synonym keys that share trigrams with it): the candidate with the
 * fewest edits, within {@link maxCorrectionDistance}; ties go to the length closest to the
 * word's, then the higher trigram similarity, then alphabetical order. Undefined when no
 * candidate is close enough, or the word is too short or has digits.
 */
export function pickCorrection(word: string, candidates: ReadonlyArray<{ candidate: string; similarity: number }>): string | undefined {
  if ([...word].length < CORRECTION.minWordLength || /\p{N}/u.test(word)) return undefined;
  const limit = maxCorrectionDistance(word);
  const length = [...word].length;
  const ranked = candidates
    .filter((c) => c.candidate !== word)
    .map((c) => ({ ...c, distance: editDistance(word, c.candidate), lengthGap: Math.abs([...c.candidate].length - length) }))
    .filter((c) => c.distance <= limit)
    .sort(
      (a, b) =>
        a.distance - b.distance ||
        a.lengthGap - b.lengthGap ||
        b.similarity - a.similarity ||
        (a.candidate < b.candidate ? -1 : a.candidate > b.candidate ? 1 : 0),
    );
  return ranked[0]?.candidate;
}

/**
 * Which term to leave out when every term matches listings but not all of them together:
 * the one matching the most listings (the least telling word), the last of equals.
 * `counts[i]` is how many listings term i matches on its own.
 */
export function termToDrop(counts: readonly number[]): number {
  let drop = 0;
  counts.forEach((count, i) => {
    if (count >= counts[drop]!) drop = i;
  });
  return drop;
}

/** What a business search asks for; every field optional (published, relevance, first page). */
export interface BusinessSearchParams {
  category?: string;
  neighborhood?: string;
  search?: string;
  minRating?: number;
  /** A business must have every one of these tags. */
  serviceTags?: string[];
  /** A business must say its staff speak every one of these languages (src/domain/languages.ts). */
  languages?: LanguageCode[];
  sortBy?: SortBy;
  limit?: number;
  offset?: number;
  /** 'pending' lists unpublished businesses (admins only); default 'published'. */
  status?: 'published' | 'pending';
  /** Open now, or open at a weekday and time, in Charlotte (src/domain/open-filter.ts). */
  open?: OpenFilter;
  /** "My place": distances are measured from it (src/domain/geo.ts). */
  near?: PlaceRef;
  /** Only businesses within this many miles of `near`. */
  radius?: RadiusMiles;
  /** Only businesses inside this box: the map's "Search this area" (src/domain/bbox.ts). */
  bbox?: Bbox;
}

/** The API's message for a `near` it cannot read (src/domain/geo.ts, parsePlace). */
export const NEAR_MESSAGE =
  'near must be a neighborhood slug such as noda, a Charlotte-area ZIP code such as 28205, or latitude,longitude in the Charlotte area';
const RADIUS_MESSAGE = `radius must be one of ${RADIUS_CHOICES.join(', ')} (miles)`;
/** The API's message for an `open` it cannot read (src/domain/open-filter.ts, parseOpenFilter). */
const OPEN_FILTER_MESSAGE = "open must be 'now' or a day and 24-hour time such as sat-14:30";

export const QUERY_MESSAGES = {
  category: `Unknown category. Use one of: ${CATEGORY_VALUES.join(', ')}`,
  neighborhood: 'Neighborhood must be a neighborhood slug such as south-end',
  search: `Search text must be ${MAX_SEARCH_LENGTH} characters or less`,
  minRating: 'Minimum rating must be a number from 1 to 5',
  serviceTag: `Unknown service tag. Use any of: ${SERVICE_TAG_VALUES.join(', ')}`,
  serviceTags: MESSAGES.serviceTags,
  languages: LANGUAGE_MESSAGES.unknown,
  sortBy: `Sort must be one of: ${SORT_VALUES.join(', ')}`,
  limit: `Limit must be a whole number from 1 to ${MAX_API_LIMIT}`,
  offset: 'Offset must be a whole number of 0 or more',
  approved: 'approved must be true or false',
  open: OPEN_FILTER_MESSAGE,
  near: NEAR_MESSAGE,
  radius: RADIUS_MESSAGE,
  bbox: BBOX_MESSAGE,
  zoom: ZOOM_MESSAGE,
  distanceNeedsPlace: 'Sorting by distance needs a place (near)',
  radiusNeedsPlace: 'A radius needs a place (near)',
} as const;

/** Query values that mean "no filter": absent, empty, or 'all'. */
const isOmitted = (value: unknown) => value === undefined || (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === ALL));

/** A filter parameter: omitted values become undefined before `schema` sees them. */
const filter = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (isOmitted(value) ? undefined : typeof value === 'string' ? value.trim() : value), schema.optional());

const OFFSET_MAX = 1_000_000;

/**
 * The query string of `GET /api/businesses`, as strings in (use with `readQuery`) and
 * {@link BusinessSearchParams} out. Unknown parameters are ignored.
 */
export const BusinessSearchQuerySchema = z
  .object({
    category: filter(z.enum(CATEGORY_VALUES, { error: QUERY_MESSAGES.category })),
    neighborhood: filter(z.string().max(100, QUERY_MESSAGES.neighborhood).regex(SLUG_PATTERN, QUERY_MESSAGES.neighborhood)),
    search: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      text().trim().max(MAX_SEARCH_LENGTH, QUERY_MESSAGES.search).optional(),
    ),
    minRating: filter(
      z.coerce
        .number({ error: QUERY_MESSAGES.minRating })
        .refine(Number.isFinite, QUERY_MESSAGES.minRating)
        .pipe(z.number().min(1, QUERY_MESSAGES.minRating).max(5, QUERY_MESSAGES.minRating)),
    ),
    serviceTags: filter(
      z
        .string()
        .transform((value) => [
          ...new Set(
            value
              .split(',')
              .map((tag) => tag.trim())
              .filter(Boolean),
          ),
        ])
        .superRefine((tags, ctx) => {
          const unknown = tags.find((tag) => !(SERVICE_TAG_VALUES as readonly string[]).includes(tag));
          if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.serviceTag });
          else if (tags.length > LIMITS.serviceTags) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.serviceTags });
        }),
    ),
    languages: filter(
      z
        .string()
        .max(100, QUERY_MESSAGES.languages)
        .transform((value, ctx) => {
          const codes = value
            .split(',')
            .map((code) => code.trim())
            .filter(Boolean);
          if (!codes.every(isLanguageCode)) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.languages });
          return sortLanguages(codes);
        }),
    ),
    sortBy: filter(z.enum(SORT_VALUES, { error: QUERY_MESSAGES.sortBy })),
    open: filter(
      z
        .string()
        .max(20, QUERY_MESSAGES.open)
        .transform((value, ctx) => {
          const parsed = parseOpenFilter(value);
          if (!parsed) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.open });
          return parsed ?? z.NEVER;
        }),
    ),
    near: filter(
      z
        .string()
        .max(100, QUERY_MESSAGES.near)
        .transform((value, ctx) => {
          const parsed = parsePlace(value);
          if (!parsed) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.near });
          return parsed ?? z.NEVER;
        }),
    ),
    radius: filter(
      z
        .string()
        .max(10, QUERY_MESSAGES.radius)
        .transform((value, ctx) => {
          const parsed = parseRadius(value);
          if (parsed === undefined) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.radius });
          return parsed ?? z.NEVER;
        }),
    ),
    bbox: filter(
      z
        .string()
        .max(100, QUERY_MESSAGES.bbox)
        .transform((value, ctx) => {
          const parsed = parseBbox(value);
          if (!parsed) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.bbox });
          return parsed ?? z.NEVER;
        }),
    ),
    limit: filter(
      z.coerce.number({ error: QUERY_MESSAGES.limit }).int(QUERY_MESSAGES.limit).min(1, QUERY_MESSAGES.limit).max(MAX_API_LIMIT, QUERY_MESSAGES.limit),
    ),
    offset: filter(
      z.coerce
        .number({ error: QUERY_MESSAGES.offset })
        .int(QUERY_MESSAGES.offset)
        .min(0, QUERY_MESSAGES.offset)
        .max(OFFSET_MAX, `Offset must be at most ${OFFSET_MAX}`),
    ),
    approved: z
      .enum(['true', 'false'], { error: QUERY_MESSAGES.approved })
      .optional()
      .transform((value) => value !== 'false'),
  })
  .superRefine((query, ctx) => {
    if (query.sortBy === 'distance' && !query.near) ctx.addIssue({ code: 'custom', path: ['sortBy'], message: QUERY_MESSAGES.distanceNeedsPlace });
    if (query.radius !== undefined && !query.near) ctx.addIssue({ code: 'custom', path: ['radius'], message: QUERY_MESSAGES.radiusNeedsPlace });
  })
  .transform((query): Required<Pick<BusinessSearchParams, 'sortBy' | 'limit' | 'offset' | 'status'>> & BusinessSearchParams => {
    const params: Required<Pick<BusinessSearchParams, 'sortBy' | 'limit' | 'offset' | 'status'>> & BusinessSearchParams = {
      sortBy: query.sortBy ?? DEFAULT_SORT,
      limit: query.limit ?? PAGE_SIZE,
      offset: query.offset ?? 0,
      status: query.approved ? 'published' : 'pending',
    };
    if (query.category) params.category = query.category;
    if (query.neighborhood) params.neighborhood = query.neighborhood;
    if (query.search) params.search = query.search;
    if (query.minRating !== undefined) params.minRating = query.minRating;
    if (query.serviceTags?.length) params.serviceTags = query.serviceTags;
    if (query.languages?.length) params.languages = query.languages;
    if (query.open) params.open = query.open;
    if (query.near) params.near = query.near;
    if (query.radius !== undefined) params.radius = query.radius;
    if (query.bbox) params.bbox = query.bbox;
    return params;
  });

/**
 * The query string for `GET /api/businesses` from search params, leaving out what is
 * unset, empty or 'all' and non-finite ratings, tags comma-joined.
 * Returns '' or a string starting with '?'.
 */
export function businessSearchQueryString(params: BusinessSearchParams & { approved?: boolean }): string {
  const query = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value === undefined || isOmitted(String(value))) return;
    query.set(key, String(value));
  };
  put('category', params.category);
  put('neighborhood', params.neighborhood);
  put('search', params.search?.trim());
  if (params.minRating !== undefined && Number.isFinite(params.minRating)) put('minRating', params.minRating);
  if (params.serviceTags?.length) put('serviceTags', params.serviceTags.join(','));
  if (params.languages?.length) put('languages', params.languages.join(','));
  if (params.sortBy && params.sortBy !== DEFAULT_SORT) put('sortBy', params.sortBy);
  if (params.open) put('open', openFilterText(params.open));
  if (params.near) put('near', placeText(params.near));
  if (params.near && params.radius !== undefined) put('radius', params.radius);
  if (params.bbox) put('bbox', bboxText(params.bbox));
  put('limit', params.limit);
  if (params.offset) put('offset', params.offset);
  if (params.status === 'pending' || params.approved === false) query.set('approved', 'false');
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The map's own parameter of `GET /api/map/businesses` (the filters are those of
 * {@link BusinessSearchQuerySchema}): `zoom`, a whole number, default the map's 11.
 */
export const MapZoomQuerySchema = z
  .object({
    zoom: filter(
      z
        .string()
        .max(10, QUERY_MESSAGES.zoom)
        .transform((value, ctx) => {
          const parsed = parseZoom(value);
          if (parsed === undefined) ctx.addIssue({ code: 'custom', message: QUERY_MESSAGES.zoom });
          return parsed ?? z.NEVER;
        }),
    ),
  })
  .transform((query) => ({ zoom: query.zoom ?? MAP.zoom }));
