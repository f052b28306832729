/**
 * Business search: the filters shared by the list and the map, the ordering, the page and
 * the total. SQL runs unchanged on PostgreSQL 15 and PGlite; the SQL of the text part is in
 * ./search-text.ts.
 */
import type { BusinessSearchParams } from '../../domain/search';
import { RELEVANCE, searchWords, termsTsQuery, type SearchTerm } from '../../domain/search';
import { CREDENTIAL_TAG_VALUES, DEFAULT_SORT, MAX_API_LIMIT, PAGE_SIZE, type SortBy } from '../../domain/catalog';
import { CREDENTIAL_KINDS } from '../../domain/credentials';
import { isoDay } from '../../domain/dates';
import type { Business, BusinessSearchResult } from '../../domain/types';
import type { Db, Queryable } from '../db/client';
import { openFilterMinute } from '../../domain/hours';
import { EARTH_RADIUS_MILES, boundingBox, geoPlane, type Point } from '../../domain/geo';
import { BUSINESS_COLUMNS, toBusiness, type BusinessRow } from './business-rows';
import { countPublishedMatches, loadTerms, searchWithCorrections } from './search-text';
import { responsivenessOf } from './responsiveness';
import { currentCredentialSql, currentCredentials } from './credentials';
import { takesQuoteRequests } from '../../domain/quote-categories';

/**
 * The review-weighted rating in SQL (see {@link RELEVANCE}). The expression index of
 * migration 20261123130000 repeats it verbatim; change both together.
 */
export const BAYESIAN_RATING_SQL = `((b.review_count * b.user_rating + ${RELEVANCE.priorWeight * RELEVANCE.priorMean}) / (b.review_count + ${RELEVANCE.priorWeight}))`;

/**
 * The conditions of the service-tag filter: a credential tag holds only where staff recorded
 * it (an unexpired credential on Charlotte's date at `now`; 'verified': the business verified
 * by staff), the others where the business ticked them.
 */
function tagConditions(tags: readonly string[], param: (value: unknown) => string, now: Date): string[] {
  const conditions: string[] = [];
  const declared = tags.filter((tag) => !(CREDENTIAL_TAG_VALUES as readonly string[]).includes(tag));
  if (declared.length) conditions.push(`b.service_tags @> string_to_array(${param(declared.join(','))}, ',')`);
  const today = tags.some((tag) => (CREDENTIAL_KINDS as readonly string[]).includes(tag)) ? param(isoDay(now)) : '';
  for (const kind of CREDENTIAL_KINDS) if (tags.includes(kind)) conditions.push(currentCredentialSql('b', kind, today));
  if (tags.includes('verified')) conditions.push('b.is_verified');
  return conditions;
}

/**
 * The FROM and WHERE of a business search: every filter of {@link BusinessSearchParams}
 * (the map's area included) with its parameters, so the list and the map's clusters
 * (src/server/queries/map.ts) select the same businesses. The text is a filter only when
 * `options.terms` (the search's words with their synonyms, ./search-text.ts) are given; the
 * list adds its text itself, with corrections. `param` adds a value and returns its
 * placeholder; later parameters (order, limit) continue the same list.
 */
export function businessFilter(
  params: BusinessSearchParams,
  options: { now?: Date; place?: Point | null; terms?: SearchTerm[]; publishedSince?: PublishedWindow } = {},
) {
  const values: unknown[] = [];
  const filters: SearchFilter[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };

  const where = [`b.status = ${param(params.status ?? 'published')}`];
  if (params.category) {
    filters.push('category');
    where.push(`b.category = ${param(params.category)}`);
  }
  if (params.neighborhood) {
    filters.push('neighborhood');
    where.push(`b.neighborhood = ${param(params.neighborhood)}`);
  }
  if (params.minRating !== undefined && Number.isFinite(params.minRating)) {
    filters.push('minRating');
    where.push(`b.user_rating >= ${param(params.minRating)}::numeric`);
  }
  if (params.serviceTags?.length) {
    filters.push('serviceTags');
    where.push(...tagConditions(params.serviceTags, param, options.now ?? new Date()));
  }
  if (params.languages?.length) {
    filters.push('languages');
    where.push(`b.languages @> string_to_array(${param(params.languages.join(','))}, ',')`);
  }
  if (options.publishedSince) {
    filters.push('published');
    where.push(
      `b.published_at > ${param(options.publishedSince.after.toISOString())}::timestamptz and b.published_at <= ${param(options.publishedSince.until.toISOString())}::timestamptz`,
    );
  }
  const openMinute = params.open ? openFilterMinute(params.open, options.now ?? new Date()) : undefined;
  if (openMinute !== undefined) {
    filters.push('open');
    where.push(`b.open_week @> ${param(openMinute)}::int`);
  }
  let areaSql: string | undefined;
  if (params.bbox) {
    // The map's area, through the GiST index on geo (src/domain/bbox.ts).
    const sw = geoPlane({ lat: params.bbox.south, lng: params.bbox.west });
    const ne = geoPlane({ lat: params.bbox.north, lng: params.bbox.east });
    filters.push('area');
    areaSql = `b.geo <@ box(point(${param(sw.x)}::float8, ${param(sw.y)}::float8), point(${param(ne.x)}::float8, ${param(ne.y)}::float8))`;
    where.push(areaSql);
  }
  const place = params.near ? (options.place ?? null) : null;
  let radiusDistanceSql: string | undefined;
  if (place && params.radius !== undefined) {
    filters.push('radius');
    radiusDistanceSql = greatCircleSql(param(place.lat), param(place.lng));
    // The indexed box first (GiST on geo), then the exact distance.
    const box = boundingBox(place, params.radius);
    const sw = geoPlane({ lat: box.south, lng: box.west });
    const ne = geoPlane({ lat: box.north, lng: box.east });
    where.push(`b.geo <@ box(point(${param(sw.x)}::float8, ${param(sw.y)}::float8), point(${param(ne.x)}::float8, ${param(ne.y)}::float8))`);
    where.push(`${radiusDistanceSql} <= ${param(params.radius)}::float8`);
  }
  const tsquery = options.terms ? termsTsQuery(options.terms) : undefined;
  let from = 'public.businesses b';
  if (tsquery) {
    filters.push('text');
    from += `, to_tsquery('english', ${param(tsquery)}) q`;
    where.push('b.search @@ q');
  }
  return { values, param, where, from, filters, place, radiusDistanceSql, areaSql, openMinute };
}

/** A filter of a business search, as {@link businessFilter} applies it (the status is always one). */
type SearchFilter = 'category' | 'neighborhood' | 'minRating' | 'serviceTags' | 'languages' | 'open' | 'area' | 'radius' | 'text' | 'published';

/** Businesses first published after `after` and at the latest `until` (a saved search's alert: src/server/alerts/run.ts). */
interface PublishedWindow {
  after: Date;
  until: Date;
}

/**
 * Where a search's total comes from. The narrow copies hold published businesses only and
 * each answers one question: `search_documents` how many match the text (migration
 * 20261123140000), `open_hours_documents` how many are open at a minute of the week
 * (migration 20261123150000). Any other search counts its matches in the businesses table.
 */
type CountSource = { kind: 'search-documents' } | { kind: 'open-hours'; minute: number } | { kind: 'businesses' };

/**
 * The count source of a search of `status` businesses with these `filters` (text not
 * among them: the list adds the text itself) and, when `hasText`, search text.
 */
function countSourceFor(status: string, filters: readonly SearchFilter[], hasText: boolean, openMinute: number | undefined): CountSource {
  if (status !== 'published') return { kind: 'businesses' };
  if (hasText && filters.length === 0) return { kind: 'search-documents' };
  if (!hasText && filters.length === 1 && filters[0] === 'open' && openMinute !== undefined) return { kind: 'open-hours', minute: openMinute };
  return { kind: 'businesses' };
}

/**
 * Searches businesses: only published ones unless `status: 'pending'`; filters by category,
 * neighborhood, minimum rating, service tags and languages (a business must have all of them), and
 * full-text `search`: every word required as a prefix ('mov' finds movers), or one of its
 * synonyms; a search of published businesses that finds nothing is corrected (typos, then
 * leaving out the most common word) and says so in `correctedSearch`. The rules are in
 * src/domain/search.ts; the SQL of the text part in ./search-text.ts.
 *
 * Ordering (`sortBy`):
 * - `relevance` (default): when searching, businesses whose name matches every word first;
 *   then a Bayesian rating `(reviewCount × userRating + 5 × 3.5) / (reviewCount + 5)`
 *   so one 5-star review does not outrank fifty 4.8s; then name, id. Being premium never
 *   changes the order (paid placement buys a label, not a rank: `PAID_PLACEMENT_RULE`).
 * - `rating`: userRating desc, reviewCount desc, name, id.
 * - `reviews`: reviewCount desc, userRating desc, name, id.
 *
 * `total` counts every match, not just the page, from the source {@link countSourceFor} picks.
 */
export async function searchBusinesses(
  db: Queryable,
  params: BusinessSearchParams,
  options: { now?: Date; place?: Point | null; tuning?: Partial<SearchTuning>; publishedSince?: PublishedWindow } = {},
): Promise<BusinessSearchResult> {
  const result = await searchPage(db, params, options);
  return withCredentials(db, options.now ? await withResponseLabels(db, result, options.now) : result, options.now ?? new Date());
}

/** The result with each business's current credentials (src/domain/credentials.ts), one query for the page. */
async function withCredentials(db: Queryable, result: BusinessSearchResult, now: Date): Promise<BusinessSearchResult> {
  if (result.businesses.length === 0) return result;
  const held = await currentCredentials(
    db,
    result.businesses.map((b) => b.id),
    isoDay(now),
  );
  return { ...result, businesses: result.businesses.map((b) => ({ ...b, credentials: held.get(b.id) ?? [] })) };
}

/**
 * The result with each card's response-time text (src/domain/responsiveness.ts) on the
 * businesses that can be asked for a quote, computed here so that the listing islands ship
 * no rule (one query for the page).
 */
async function withResponseLabels(db: Queryable, result: BusinessSearchResult, now: Date): Promise<BusinessSearchResult> {
  const askable = result.businesses.filter((b) => b.quoteReachable && takesQuoteRequests(b.category)).map((b) => b.id);
  if (askable.length === 0) return result;
  const figures = await responsivenessOf(db, askable, now);
  return { ...result, businesses: result.businesses.map((b) => (figures.has(b.id) ? { ...b, responseLabel: figures.get(b.id)!.label } : b)) };
}

async function searchPage(
  db: Queryable,
  params: BusinessSearchParams,
  options: { now?: Date; place?: Point | null; tuning?: Partial<SearchTuning>; publishedSince?: PublishedWindow },
): Promise<BusinessSearchResult> {
  const { values, where, filters, place, radiusDistanceSql, areaSql, openMinute } = businessFilter(params, options);
  const words = searchWords(params.search);
  const status = params.status ?? 'published';
  const query: SearchQuery = {
    where,
    values,
    sortBy: params.sortBy ?? DEFAULT_SORT,
    limit: clampInt(params.limit ?? PAGE_SIZE, 1, MAX_API_LIMIT),
    offset: Math.max(0, Math.trunc(params.offset ?? 0)),
    place,
    radiusDistanceSql,
    areaSql,
    count: countSourceFor(status, filters, words.length > 0, openMinute),
    parallel: (db as Partial<Db>).kind === 'postgres',
    tuning: { ...SEARCH_TUNING, ...options.tuning },
  };
  if (!words.length) return runSearch(db, query);
  const terms = await loadTerms(db, words);
  // An alert announces what matches the saved words, never a corrected guess.
  if (status !== 'published' || options.publishedSince) return runSearch(db, query, terms);
  const { result, correctedSearch } = await searchWithCorrections(db, terms, (tried) => runSearch(db, query, tried));
  return correctedSearch ? { ...result, correctedSearch } : result;
}

/** A search's filters (SQL and their parameter values) and page, ready to run with some text terms. */
interface SearchQuery {
  where: string[];
  values: unknown[];
  sortBy: SortBy;
  limit: number;
  offset: number;
  place: Point | null;
  /** The distance expression a radius filter already uses (its parameters are in `values`). */
  radiusDistanceSql: string | undefined;
  /** The map area's condition (one of `where`), when the search has one. */
  areaSql: string | undefined;
  /** Where the total comes from (see {@link countSourceFor}). */
  count: CountSource;
  /** True on PostgreSQL: independent queries may run at once on pooled connections. */
  parallel: boolean;
  tuning: SearchTuning;
}

/**
 * How a relevance-ordered text search reads its page (see {@link runSearch}); tests lower
 * these to run the class-by-class path on small data. The results never depend on them.
 */
export interface SearchTuning {
  /** Up to this many matches are ordered all at once; more are read class by class. */
  rankAllLimit: number;
  /**
   * How far the rating index is walked to fill a page from one match class before the
   * class is read whole instead: this many rows, plus `walkRowsPerResult` per result wanted.
   */
  walkRows: number;
  walkRowsPerResult: number;
}

const SEARCH_TUNING: SearchTuning = { rankAllLimit: 1000, walkRows: 1000, walkRowsPerResult: 50 };

/** Runs one search: the filters of `query` and, when given, every one of `terms`. */
async function runSearch(db: Queryable, query: SearchQuery, terms?: SearchTerm[]): Promise<BusinessSearchResult> {
  const values = [...query.values];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = [...query.where];
  const tsquery = terms ? termsTsQuery(terms) : undefined;
  let from = 'public.businesses b';
  if (tsquery) {
    from += `, to_tsquery('english', ${param(tsquery)}) q`;
    where.push('b.search @@ q');
  }
  const filterValues = [...values];
  const whereSql = where.join(' and ');
  const { sortBy, limit, offset, place } = query;

  if (tsquery && terms && sortBy === DEFAULT_SORT && !place) {
    const text: TextFilters = { from, whereSql, filterValues };
    const count = () => countTotal(db, query.count, tsquery, from, whereSql, filterValues);
    // PostgreSQL: the first class's walk runs on another pooled connection while counting.
    const [total, firstWalk] = query.parallel
      ? await Promise.all([count(), walkClass(db, query, terms, terms.length, offset + limit)])
      : [await count(), undefined];
    if (!total || offset >= total) return { businesses: [], total };
    let ids: number[];
    if (total <= query.tuning.rankAllLimit) {
      // Few matches: order them all at once (name matches first).
      const rows = await db.query<{ id: number }>(
        `select b.id from ${from} where ${whereSql}
          order by ${nameScoreSql(terms, param)} desc, ${RELEVANCE_ORDER_SQL}
          limit ${param(limit)} offset ${param(offset)}`,
        values,
      );
      ids = rows.map((row) => Number(row.id));
    } else {
      ids = await readByClass(db, query, terms, text, firstWalk);
    }
    return { businesses: await businessesByIds(db, ids), total };
  }

  const distanceSql = query.radiusDistanceSql ?? (place ? greatCircleSql(param(place.lat), param(place.lng)) : undefined);
  let knnSql: string | undefined;
  if (place && sortBy === 'distance') {
    const plane = geoPlane(place);
    knnSql = `b.geo <-> point(${param(plane.x)}::float8, ${param(plane.y)}::float8)`;
  }
  const order =
    sortBy === 'distance' && knnSql
      ? `${knnSql} nulls last`
      : sortBy === 'rating'
        ? 'b.user_rating desc, b.review_count desc'
        : sortBy === 'reviews'
          ? 'b.review_count desc, b.user_rating desc'
          : [...(tsquery && terms ? [`${nameScoreSql(terms, param)} desc`] : []), `${BAYESIAN_RATING_SQL} desc`].join(', ');
  const distanceColumn = distanceSql ? `, ${distanceSql} as distance_miles` : '';
  const orderSql = `order by ${order}, b.business_name, b.id limit ${param(limit)} offset ${param(offset)}`;

  if (query.areaSql && !tsquery && !place) {
    // The map's area. The count comes from the covering GiST index alone (migration
    // 20261123140100). PostgreSQL estimates any box at 0.1% of the rows, so left to itself it
    // reads every match of the box before sorting. With many matches, the page is found by
    // walking the order's own index (the other filters inside a fence, the box outside) and
    // keeping the rows inside the box: about limit x (filter matches / area matches) rows.
    // (PostgreSQL keeps the fenced subquery's order through the filter and the limit.) With
    // few, the page's ids come from the GiST index in one index-only pass. Either way
    // the page's rows are then read by primary key.
    const total = await countMatches(db, from, whereSql, filterValues);
    const cut = orderSql.lastIndexOf(' limit ');
    // Only relevance has indexes holding its whole order (name and id included); walking
    // another sort would make PostgreSQL sort every filter match first.
    const walk = sortBy === DEFAULT_SORT && total >= AREA_WALK.minMatches && offset + limit <= AREA_WALK.maxRows;
    const inner = where.filter((condition) => condition !== query.areaSql).join(' and ');
    const page = await db.query<{ id: number }>(
      walk
        ? `select b.id from (select b.id, b.geo from ${from} where ${inner} ${orderSql.slice(0, cut)} offset 0) b where ${query.areaSql}${orderSql.slice(cut)}`
        : `select b.id from ${from} where ${whereSql} ${orderSql}`,
      values,
    );
    return {
      businesses: await businessesByIds(
        db,
        page.map((row) => Number(row.id)),
      ),
      total,
    };
  }

  // Nearest first without a radius: PostgreSQL cannot walk the GiST index in distance order
  // once name and id break ties, so it would sort every match. The index's own order finds
  // the distance of the page's last row; only businesses no farther than that (ties
  // included) are then sorted, which gives the same page.
  let pageWhereSql = whereSql;
  if (knnSql && place && !query.radiusDistanceSql) {
    const edgeValues = [...filterValues];
    const edgeParam = (value: unknown) => {
      edgeValues.push(value);
      return `$${edgeValues.length}`;
    };
    const plane = geoPlane(place);
    const point = `point(${edgeParam(plane.x)}::float8, ${edgeParam(plane.y)}::float8)`;
    const [edge] = await db.query<{ d: number }>(
      `select b.geo <-> ${point} as d from ${from} where ${whereSql} and b.geo is not null
        order by b.geo <-> ${point} limit 1 offset ${edgeParam(offset + limit - 1)}`,
      edgeValues,
    );
    if (edge) pageWhereSql = `${whereSql} and b.geo <@ circle(point(${param(plane.x)}::float8, ${param(plane.y)}::float8), ${param(Number(edge.d))}::float8)`;
  }

  // Otherwise the page usually comes from an index in order (or a small filtered set). The
  // count runs beside it: on PostgreSQL on a second pooled connection, so the answer waits
  // for the slower of the two rather than both.
  const [rows, total] = await Promise.all([
    db.query<BusinessRow & { distance_miles?: number | null }>(
      `select ${BUSINESS_COLUMNS}${distanceColumn} from ${from} where ${pageWhereSql} ${orderSql}`,
      values,
    ),
    countTotal(db, query.count, tsquery, from, whereSql, filterValues),
  ]);
  return {
    businesses: rows.map((row) => {
      const business = toBusiness(row);
      if (distanceSql) business.distanceMiles = row.distance_miles === null || row.distance_miles === undefined ? null : Number(row.distance_miles);
      return business;
    }),
    total,
  };
}

/**
 * When a map area's page (by relevance) walks the order's index instead of sorting the
 * area's matches: at least this many matches in the area, and the page within the first
 * rows of the order.
 */
export const AREA_WALK = { minMatches: 2000, maxRows: 200 } as const;

/** The order within a match class: review-weighted rating, name, id. */
const RELEVANCE_ORDER_SQL = `${BAYESIAN_RATING_SQL} desc, b.business_name, b.id`;

/** The SQL of a text search's filters, text condition included, and their parameter values. */
interface TextFilters {
  from: string;
  whereSql: string;
  filterValues: unknown[];
}

/**
 * The ids of a relevance page of a text search, read class by class (names matching all
 * terms, then fewer, then none), each class in rating order and only as far as the page
 * needs. A class is first looked for in a bounded walk of the rating index (short when the
 * class is common); when the walk does not fill the page the class is rare, and it is read
 * whole through the GIN indexes and sorted. Right for any number of matches; fast when
 * there are many. `firstWalk` is the walk of the first class when already made.
 */
async function readByClass(db: Queryable, query: SearchQuery, terms: SearchTerm[], text: TextFilters, firstWalk?: number[] | null): Promise<number[]> {
  const need = query.offset + query.limit;
  const ids: number[] = [];
  for (let k = terms.length; k >= 0 && ids.length < need; k--) {
    const want = need - ids.length;
    const walked = k === terms.length && firstWalk !== undefined ? firstWalk : await walkClass(db, query, terms, k, want);
    ids.push(...(walked ?? (await readClassWhole(db, terms, text, k, want))));
  }
  return ids.slice(query.offset, need);
}

/** The SQL condition "the name matches exactly k of the terms" on the search vector. */
function classSql(terms: SearchTerm[], k: number, param: (value: unknown) => string): string {
  if (k === terms.length) return `b.search @@ to_tsquery('english', ${param(termsTsQuery(terms, 'A'))})`;
  if (k === 0) return `not (b.search @@ to_tsquery('english', ${param(terms.map((term) => `(${termsTsQuery([term], 'A')})`).join(' | '))}))`;
  return `${nameScoreSql(terms, param)} = ${k}`;
}

/**
 * The first `want` matches of class k found in a bounded walk of the rating index, or
 * null when the walk does not find that many (the class is rare).
 */
async function walkClass(db: Queryable, query: SearchQuery, terms: SearchTerm[], k: number, want: number): Promise<number[] | null> {
  const values = [...query.values, termsTsQuery(terms)];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const walkLimit = query.tuning.walkRows + query.tuning.walkRowsPerResult * want;
  // The outer query neither joins nor sorts, so the walk's rating order is kept.
  const rows = await db.query<{ id: number }>(
    `select b.id from (select b.id, b.search from public.businesses b where ${query.where.join(' and ')}
       order by ${RELEVANCE_ORDER_SQL} limit ${walkLimit}) b
      where b.search @@ to_tsquery('english', $${query.values.length + 1}) and ${classSql(terms, k, param)} limit ${want}`,
    values,
  );
  return rows.length === want ? rows.map((row) => Number(row.id)) : null;
}

/** The first `want` matches of class k in rating order, from every row of the class (through the name index when the name must match). */
async function readClassWhole(db: Queryable, terms: SearchTerm[], text: TextFilters, k: number, want: number): Promise<number[]> {
  const values = [...text.filterValues];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const nameIndexed = (tsqueryText: string) => `to_tsvector('english', public.fold_accents(b.business_name)) @@ to_tsquery('english', ${param(tsqueryText)})`;
  const filter =
    k === terms.length
      ? nameIndexed(termsTsQuery(terms)!)
      : k === 0
        ? classSql(terms, 0, param)
        : `${nameIndexed(terms.map((term) => `(${termsTsQuery([term])})`).join(' | '))} and ${classSql(terms, k, param)}`;
  const rows = await db.query<{ id: number }>(
    `select c.id from (select b.id, ${BAYESIAN_RATING_SQL} as rating, b.business_name from ${text.from}
       where ${text.whereSql} and ${filter} offset 0) c
      order by c.rating desc, c.business_name, c.id limit ${want}`,
    values,
  );
  return rows.map((row) => Number(row.id));
}

/** How many of the terms the business name matches (SQL). */
function nameScoreSql(terms: SearchTerm[], param: (value: unknown) => string): string {
  return `(${terms.map((term) => `(b.search @@ to_tsquery('english', ${param(termsTsQuery([term], 'A'))}))::int`).join(' + ')})`;
}

/** The full rows of these ids, in this order. */
async function businessesByIds(db: Queryable, ids: number[]): Promise<Business[]> {
  if (!ids.length) return [];
  const rows = await db.query<BusinessRow>(`select ${BUSINESS_COLUMNS} from public.businesses b where b.id = any(string_to_array($1, ',')::int[])`, [
    ids.join(','),
  ]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [toBusiness(found)] : [];
  });
}

/** Great-circle distance in miles from ($lat, $lng) to the business: the formula of haversineMiles (src/domain/geo.ts). */
function greatCircleSql(lat: string, lng: string): string {
  return `(case when b.latitude is not null and b.longitude is not null then ${2 * EARTH_RADIUS_MILES} * asin(least(1::float8, sqrt(
    power(sin(radians(b.latitude - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(b.latitude)) * power(sin(radians(b.longitude - ${lng}::float8) / 2), 2)))) end)`;
}

/** How many published businesses are open at this minute of the week (migration 20261123150000's narrow copy). */
async function countOpenAt(db: Queryable, minute: number): Promise<number> {
  const [count] = await db.query<{ total: number }>('select count(*)::int as total from public.open_hours_documents where open_week @> $1::int', [minute]);
  return count?.total ?? 0;
}

/** A search's total from its count source; `tsquery`, `from`, `whereSql` and `values` are the search's own. */
function countTotal(db: Queryable, source: CountSource, tsquery: string | undefined, from: string, whereSql: string, values: unknown[]): Promise<number> {
  if (source.kind === 'search-documents' && tsquery) return countPublishedMatches(db, tsquery);
  if (source.kind === 'open-hours') return countOpenAt(db, source.minute);
  return countMatches(db, from, whereSql, values);
}

async function countMatches(db: Queryable, from: string, whereSql: string, values: unknown[]): Promise<number> {
  const [count] = await db.query<{ total: number }>(`select count(*)::int as total from ${from} where ${whereSql}`, values);
  return count?.total ?? 0;
}

function clampInt(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}
