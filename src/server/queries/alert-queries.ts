/**
 * The percolator index of saved queries (migration 20261129024500): one row of `alert_queries`
 * per distinct stored query, however many subscribers saved it, with its filters normalised
 * as the search applies them and, when it has text, the lexemes of its rarest word and that
 * word's synonyms (`alert_query_anchors`); each confirmed saved search points at its row
 * (`saved_searches.query_id`). Written when a search is confirmed and, for any confirmed
 * search without a row (never indexed, its synonyms changed, its place moved), by the alert
 * job before it matches (src/server/alerts/run.ts); the match is ./alert-match.ts.
 */
import { describeSavedQuery, parseSavedQuery, type SavedQuery } from '../../domain/alerts';
import { savedQueryResultsHref } from '../../domain/alert-results';
import { boundingBox, geoPlane, type Point } from '../../domain/geo';
import { openFilterMinute } from '../../domain/hours';
import { searchTerms, searchWords, termsTsQuery, type SynonymRow } from '../../domain/search';
import { DEFAULT_SORT } from '../../domain/catalog';
import { SITE_TIME_ZONE } from '../../domain/dates';
import { describeSavedQueryEs, describeStoredQueryEs } from '../../i18n/saved-search-es';
import { mailText } from '../email/text';
import type { Queryable } from '../db/client';
import { resolvePlace } from './places';

/** Listings counted per word when choosing a query's rarest word: beyond this, a word is simply common. */
const ANCHOR_COUNT_LIMIT = 2000;

/** Characters of a query's label in a digest's subject (the template's `label`, src/server/email/templates/alert.ts). */
const SUBJECT_LABEL_CHARS = 120;

const boxText = (south: number, west: number, north: number, east: number) => {
  const sw = geoPlane({ lat: south, lng: west });
  const ne = geoPlane({ lat: north, lng: east });
  return `(${ne.x},${ne.y}),(${sw.x},${sw.y})`;
};

/**
 * The index row of a stored query: its filters as the search applies them
 * (src/server/queries/business-search.ts) and the probe that finds its candidates (text
 * first: the rarest; then category and neighborhood, category, neighborhood, place). `place`
 * is the resolved `near` (null when it is gone: the query is broken), `neighborhoods` the
 * published slugs.
 */
function queryRow(stored: string, context: { place: Point | null; neighborhoods: ReadonlySet<string>; synonyms: readonly SynonymRow[] }) {
  const query: SavedQuery | null = parseSavedQuery(stored);
  const broken = !query || Boolean(query.near && !context.place) || Boolean(query.neighborhood && !context.neighborhoods.has(query.neighborhood));
  const q = query ?? {};
  const words = searchWords(q.search);
  const terms = searchTerms(words, context.synonyms);
  const ts = termsTsQuery(terms) ?? null;
  const place = q.near ? context.place : null;
  const radiusBox =
    place && q.radius !== undefined
      ? (() => {
          const box = boundingBox(place, q.radius);
          return boxText(box.south, box.west, box.north, box.east);
        })()
      : null;
  const area = q.bbox ? boxText(q.bbox.south, q.bbox.west, q.bbox.north, q.bbox.east) : null;
  const probe = broken
    ? 'none'
    : ts
      ? 'text'
      : q.category && q.neighborhood
        ? 'category_neighborhood'
        : q.category
          ? 'category'
          : q.neighborhood
            ? 'neighborhood'
            : radiusBox || area
              ? 'area'
              : 'all';
  const label = query ? describeSavedQuery(query) : stored;
  const labelEs = query ? describeSavedQueryEs(query) : stored;
  const plane = place ? geoPlane(place) : null;
  return {
    query: stored,
    probe,
    category: q.category ?? null,
    neighborhood: q.neighborhood ?? null,
    minRating: q.minRating ?? null,
    serviceTags: q.serviceTags?.length ? q.serviceTags : null,
    languages: q.languages?.length ? q.languages : null,
    openMinute: q.open && q.open.kind === 'at' ? openFilterMinute(q.open, new Date(0)) : null,
    openNow: q.open?.kind === 'now',
    area,
    radiusBox,
    near: q.near ? JSON.stringify(q.near) : null,
    placeLat: place?.lat ?? null,
    placeLng: place?.lng ?? null,
    placeX: plane?.x ?? null,
    placeY: plane?.y ?? null,
    radius: place && q.radius !== undefined ? q.radius : null,
    ts,
    // One name-only (weight A) query per word: relevance ranks names that match more words first.
    nameTs: ts ? terms.map((term) => termsTsQuery([term], 'A')!) : null,
    /** Each word's alternatives, as a to_tsquery input: the anchors are the lexemes of one of them ({@link chooseAnchors}). */
    termTs: terms.map((term) => termsTsQuery([term])!),
    anchorTs: null as string | null,
    words: words.length ? words : null,
    sortBy: q.sortBy ?? DEFAULT_SORT,
    label,
    subjectLabel: mailText(label, SUBJECT_LABEL_CHARS),
    labelEs,
    subjectLabelEs: mailText(labelEs, SUBJECT_LABEL_CHARS),
    resultsHref: query ? savedQueryResultsHref(query) : '/search',
    broken,
  };
}

/**
 * Writes the index rows of these stored queries that have none (one query for their synonyms,
 * one per distinct place, one statement for the rows and one for the anchors); answers each
 * query's row id.
 */
async function indexQueries(db: Queryable, queries: readonly string[], now: Date): Promise<Map<string, number>> {
  const distinct = [...new Set(queries)];
  const ids = new Map<string, number>();
  if (!distinct.length) return ids;
  const existing = await db.query<{ id: number; query: string }>(
    `select id::int as id, query from public.alert_queries where query in (select jsonb_array_elements_text($1::text::jsonb))`,
    [JSON.stringify(distinct)],
  );
  for (const row of existing) ids.set(row.query, Number(row.id));
  const missing = distinct.filter((query) => !ids.has(query));
  if (!missing.length) return ids;
  const parsed = missing.map((query) => ({ query, parsed: parseSavedQuery(query) }));
  const words = [...new Set(parsed.flatMap((row) => searchWords(row.parsed?.search)))];
  const synonyms = words.length
    ? await db.query<SynonymRow>(
        `select word, expansion from public.search_synonyms where word in (select jsonb_array_elements_text($1::text::jsonb)) order by word, expansion`,
        [JSON.stringify(words)],
      )
    : [];
  const neighborhoods = new Set((await db.query<{ slug: string }>('select slug from public.neighborhoods where published')).map((row) => row.slug));
  const places = new Map<string, Point | null>();
  for (const row of parsed) {
    const near = row.parsed?.near;
    if (!near) continue;
    const key = JSON.stringify(near);
    if (!places.has(key)) places.set(key, await resolvePlace(db, near));
  }
  const rows = parsed.map((row) =>
    queryRow(row.query, { place: row.parsed?.near ? (places.get(JSON.stringify(row.parsed.near)) ?? null) : null, neighborhoods, synonyms }),
  );
  await chooseAnchors(db, rows);
  const inserted = await db.query<{ id: number; query: string }>(
    `insert into public.alert_queries (query, probe, category, neighborhood, min_rating, service_tags, languages, open_minute, open_now, area, radius_box,
            near, place_lat, place_lng, place_x, place_y, radius, ts, tsq, name_tsqs, words, sort_by, label, subject_label,
            label_es, subject_label_es, results_href, broken, indexed_at)
     select k.query, k.probe, k.category, k.neighborhood, k."minRating", k."serviceTags", k.languages, k."openMinute", k."openNow", k.area::box, k."radiusBox"::box,
            k.near, k."placeLat", k."placeLng", k."placeX", k."placeY", k.radius, k.ts, to_tsquery('english', k.ts),
            (select array_agg(to_tsquery('english', t) order by n) from unnest(k."nameTs") with ordinality as u(t, n)),
            k.words, k."sortBy", k.label, k."subjectLabel", k."labelEs", k."subjectLabelEs", k."resultsHref", k.broken, $2::timestamptz
       from jsonb_to_recordset($1::text::jsonb) as k(query text, probe text, category text, neighborhood text, "minRating" numeric, "serviceTags" text[], languages text[],
            "openMinute" int, "openNow" boolean, area text, "radiusBox" text, near text, "placeLat" float8, "placeLng" float8, "placeX" float8,
            "placeY" float8, radius float8, ts text, "nameTs" text[], words text[], "sortBy" text, label text, "subjectLabel" text,
            "labelEs" text, "subjectLabelEs" text, "resultsHref" text, broken boolean)
     on conflict (query) do nothing
     returning id::int as id, query`,
    [JSON.stringify(rows), now.toISOString()],
  );
  for (const row of inserted) ids.set(row.query, Number(row.id));
  // The anchors are the lexemes of the anchor word's alternatives as the search's own
  // to_tsquery('english', …) makes them (stemmed).
  const anchored = rows
    .filter((row) => row.probe === 'text' && row.anchorTs && ids.has(row.query))
    .map((row) => ({ id: ids.get(row.query), anchorTs: row.anchorTs, category: row.category, neighborhood: row.neighborhood }));
  if (anchored.length) {
    await db.query(
      `insert into public.alert_query_anchors (anchor, query_id, category, neighborhood)
       select distinct m[1], k.id, k.category, k.neighborhood
         from jsonb_to_recordset($1::text::jsonb) as k(id int, "anchorTs" text, category text, neighborhood text),
              regexp_matches(to_tsquery('english', k."anchorTs")::text, '''([^'']+)''', 'g') as m
       on conflict do nothing`,
      [JSON.stringify(anchored)],
    );
  }
  // Another transaction indexed the same query meanwhile: read its row.
  const raced = missing.filter((query) => !ids.has(query));
  if (raced.length) {
    for (const row of await db.query<{ id: number; query: string }>(
      `select id::int as id, query from public.alert_queries where query in (select jsonb_array_elements_text($1::text::jsonb))`,
      [JSON.stringify(raced)],
    ))
      ids.set(row.query, Number(row.id));
  }
  return ids;
}

/**
 * The word each text query is found by: a business can answer the query only if it matches
 * every word, so the word fewest published listings match now (and that English search does
 * not drop as a stop word) finds the fewest candidates. One count per distinct word.
 */
async function chooseAnchors(db: Queryable, rows: Array<ReturnType<typeof queryRow>>): Promise<void> {
  const words = [...new Set(rows.filter((row) => row.probe === 'text' && row.termTs.length > 1).flatMap((row) => row.termTs))];
  const stats = new Map<string, { lexemes: boolean; listings: number }>();
  if (words.length) {
    const found = await db.query<{ ts: string; lexemes: boolean; listings: number }>(
      `select w.ts, to_tsquery('english', w.ts)::text <> '' as lexemes,
              (select count(*)::int from (select 1 from public.search_documents d where d.document @@ to_tsquery('english', w.ts) limit $2) c) as listings
         from jsonb_array_elements_text($1::text::jsonb) as w(ts)`,
      [JSON.stringify(words), ANCHOR_COUNT_LIMIT],
    );
    for (const row of found) stats.set(row.ts, { lexemes: Boolean(row.lexemes), listings: Number(row.listings) });
  }
  for (const row of rows) {
    if (row.probe !== 'text') continue;
    const usable = row.termTs.filter((ts) => stats.get(ts)?.lexemes !== false);
    const ranked = [...usable].sort((a, b) => (stats.get(a)?.listings ?? 0) - (stats.get(b)?.listings ?? 0));
    row.anchorTs = ranked[0] ?? row.termTs[0] ?? null;
  }
}

/** Points these saved searches at their query's index row (written when missing) and records their weekday. */
export async function indexSavedSearches(db: Queryable, rows: ReadonlyArray<{ id: number; query: string }>, now: Date): Promise<void> {
  if (!rows.length) return;
  const ids = await indexQueries(
    db,
    rows.map((row) => row.query),
    now,
  );
  await db.query(
    `update public.saved_searches s set query_id = r.query_id,
            due_weekday = extract(dow from coalesce(s.confirmed_at, $2::timestamptz) at time zone $3)::smallint
       from jsonb_to_recordset($1::text::jsonb) as r(id int, query_id int)
      where s.id = r.id`,
    [JSON.stringify(rows.map((row) => ({ id: Number(row.id), query_id: ids.get(row.query) ?? null }))), now.toISOString(), SITE_TIME_ZONE],
  );
}

/** Indexes up to `limit` confirmed saved searches that point at no index row; how many it indexed. */
export async function indexUnindexedSearches(db: Queryable, now: Date, limit: number): Promise<number> {
  const rows = await db.query<{ id: number; query: string }>(
    `select s.id::int as id, s.query from public.saved_searches s where s.status = 'confirmed' and s.query_id is null order by s.id limit $1`,
    [limit],
  );
  await indexSavedSearches(db, rows, now);
  return rows.length;
}

/**
 * Writes the Spanish wording of the index rows that Spanish saved searches use and that were
 * indexed before it existed (migration 20261129064500); how many it wrote.
 */
export async function labelQueriesInSpanish(db: Queryable): Promise<number> {
  const rows = await db.query<{ id: number; query: string }>(
    `select distinct q.id::int as id, q.query from public.saved_searches s join public.alert_queries q on q.id = s.query_id
      where s.locale = 'es' and q.label_es is null`,
  );
  if (!rows.length) return 0;
  const labels = rows.map((row) => {
    const label = describeStoredQueryEs(row.query);
    return { id: Number(row.id), label, subject: mailText(label, SUBJECT_LABEL_CHARS) };
  });
  await db.query(
    `update public.alert_queries q set label_es = k.label, subject_label_es = k.subject
       from jsonb_to_recordset($1::text::jsonb) as k(id int, label text, subject text) where q.id = k.id`,
    [JSON.stringify(labels)],
  );
  return rows.length;
}

/**
 * Checks the places of the indexed queries against the data as they are now (one lookup per
 * distinct place): a query whose place is gone (a ZIP code or a neighborhood removed) is
 * marked broken, so its subscribers are told; one whose place moved loses its row, so the
 * next indexing writes it with the new point.
 */
export async function recheckQueryPlaces(db: Queryable): Promise<void> {
  const places = await db.query<{ near: string; lat: number | null; lng: number | null }>(
    `select distinct near, place_lat as lat, place_lng as lng from public.alert_queries where near is not null and not broken`,
  );
  const gone: string[] = [];
  const moved: string[] = [];
  for (const row of places) {
    const resolved = await resolvePlace(db, JSON.parse(row.near));
    if (!resolved) gone.push(row.near);
    else if (resolved.lat !== Number(row.lat) || resolved.lng !== Number(row.lng)) moved.push(row.near);
  }
  if (gone.length)
    await db.query(
      `update public.alert_queries set broken = true, probe = 'none' where near in (select jsonb_array_elements_text($1::text::jsonb)) and not broken`,
      [JSON.stringify(gone)],
    );
  if (moved.length)
    await db.query(`delete from public.alert_queries where near in (select jsonb_array_elements_text($1::text::jsonb)) and not broken`, [
      JSON.stringify(moved),
    ]);
}
