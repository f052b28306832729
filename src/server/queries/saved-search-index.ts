/**
 * The percolator index of saved searches (migration 20261128210000): each confirmed search's
 * query normalised into one row of filters (`saved_search_keys`) and, when it has text, the
 * lexemes of its first word and that word's synonyms (`saved_search_anchors`). Written when a
 * search is confirmed and, for any confirmed search without one, by the alert job before it
 * matches (src/server/alerts/run.ts); the match is ./alert-match.ts.
 */
import { parseSavedQuery, type SavedQuery } from '../../domain/alerts';
import { boundingBox, geoPlane, type Point } from '../../domain/geo';
import { openFilterMinute } from '../../domain/hours';
import { searchTerms, searchWords, termsTsQuery, type SynonymRow } from '../../domain/search';
import { DEFAULT_SORT } from '../../domain/catalog';
import { SITE_TIME_ZONE } from '../../domain/dates';
import type { Queryable } from '../db/client';
import { resolvePlace } from './places';

/** One saved search's row of the index, as {@link indexSavedSearches} writes it. */
export interface SavedSearchKey {
  id: number;
  probe: 'text' | 'category_neighborhood' | 'category' | 'neighborhood' | 'area' | 'all' | 'none';
  category: string | null;
  neighborhood: string | null;
  minRating: number | null;
  serviceTags: string[] | null;
  openMinute: number | null;
  openNow: boolean;
  area: string | null;
  radiusBox: string | null;
  placeLat: number | null;
  placeLng: number | null;
  radius: number | null;
  ts: string | null;
  /** The first word's alternatives, as a to_tsquery input: its lexemes are the anchors. */
  anchorTs: string | null;
  sortBy: string;
  broken: boolean;
}

const boxText = (south: number, west: number, north: number, east: number) => {
  const sw = geoPlane({ lat: south, lng: west });
  const ne = geoPlane({ lat: north, lng: east });
  return `(${ne.x},${ne.y}),(${sw.x},${sw.y})`;
};

/**
 * The index row of a saved query: its filters as the search applies them
 * (src/server/queries/business-search.ts) and the probe that finds its candidates (text
 * first: the rarest; then category, neighborhood, place). `place` is the resolved `near`
 * (null when it is gone: the search is broken), `neighborhoods` the published slugs.
 */
function savedSearchKey(
  id: number,
  query: SavedQuery | null,
  context: { place: Point | null; neighborhoods: ReadonlySet<string>; synonyms: readonly SynonymRow[] },
): SavedSearchKey {
  const broken = !query || Boolean(query.near && !context.place) || Boolean(query.neighborhood && !context.neighborhoods.has(query.neighborhood));
  const q = query ?? {};
  const terms = searchTerms(searchWords(q.search), context.synonyms);
  const ts = termsTsQuery(terms) ?? null;
  const radiusBox =
    context.place && q.radius !== undefined
      ? (() => {
          const box = boundingBox(context.place, q.radius);
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
  return {
    id,
    probe,
    category: q.category ?? null,
    neighborhood: q.neighborhood ?? null,
    minRating: q.minRating ?? null,
    serviceTags: q.serviceTags?.length ? q.serviceTags : null,
    openMinute: q.open && q.open.kind === 'at' ? openFilterMinute(q.open, new Date(0)) : null,
    openNow: q.open?.kind === 'now',
    area,
    radiusBox,
    placeLat: context.place?.lat ?? null,
    placeLng: context.place?.lng ?? null,
    radius: context.place && q.radius !== undefined ? q.radius : null,
    ts,
    anchorTs: terms.length ? (termsTsQuery(terms.slice(0, 1)) ?? null) : null,
    sortBy: q.sortBy ?? DEFAULT_SORT,
    broken,
  };
}

/**
 * Writes the index rows of these saved searches (replacing any): one query for their
 * synonyms, one per distinct place, one statement for the rows and one for the anchors.
 */
export async function indexSavedSearches(db: Queryable, rows: ReadonlyArray<{ id: number; query: string }>, now: Date): Promise<SavedSearchKey[]> {
  if (!rows.length) return [];
  const parsed = rows.map((row) => ({ id: Number(row.id), query: parseSavedQuery(row.query) }));
  const words = [...new Set(parsed.flatMap((row) => searchWords(row.query?.search)))];
  const synonyms = words.length
    ? await db.query<SynonymRow>(`select word, expansion from public.search_synonyms where word = any(string_to_array($1, ',')) order by word, expansion`, [
        words.join(','),
      ])
    : [];
  const neighborhoods = new Set((await db.query<{ slug: string }>('select slug from public.neighborhoods where published')).map((row) => row.slug));
  const places = new Map<string, Point | null>();
  for (const row of parsed) {
    const near = row.query?.near;
    if (!near) continue;
    const key = JSON.stringify(near);
    if (!places.has(key)) places.set(key, await resolvePlace(db, near));
  }
  const keys = parsed.map((row) =>
    savedSearchKey(row.id, row.query, {
      place: row.query?.near ? (places.get(JSON.stringify(row.query.near)) ?? null) : null,
      neighborhoods,
      synonyms,
    }),
  );
  const ids = keys.map((key) => key.id);
  await db.query("delete from public.saved_search_anchors where saved_search_id = any(string_to_array($1, ',')::int[])", [ids.join(',')]);
  await db.query(
    `insert into public.saved_search_keys (saved_search_id, probe, category, neighborhood, min_rating, service_tags, open_minute, open_now,
            area, radius_box, place_lat, place_lng, radius, ts, tsq, sort_by, broken, indexed_at, weekday)
     select k.id, k.probe, k.category, k.neighborhood, k."minRating", k."serviceTags", k."openMinute", k."openNow",
            k.area::box, k."radiusBox"::box, k."placeLat", k."placeLng", k.radius, k.ts, to_tsquery('english', k.ts), k."sortBy", k.broken, $2::timestamptz,
            extract(dow from coalesce(s.confirmed_at, $2::timestamptz) at time zone $3)::smallint
       from jsonb_to_recordset($1::text::jsonb) as k(id int, probe text, category text, neighborhood text, "minRating" numeric, "serviceTags" text[],
            "openMinute" int, "openNow" boolean, area text, "radiusBox" text, "placeLat" float8, "placeLng" float8, radius float8, ts text, "sortBy" text, broken boolean)
       join public.saved_searches s on s.id = k.id
     on conflict (saved_search_id) do update set probe = excluded.probe, category = excluded.category, neighborhood = excluded.neighborhood,
            min_rating = excluded.min_rating, service_tags = excluded.service_tags, open_minute = excluded.open_minute, open_now = excluded.open_now,
            area = excluded.area, radius_box = excluded.radius_box, place_lat = excluded.place_lat, place_lng = excluded.place_lng,
            radius = excluded.radius, ts = excluded.ts, tsq = excluded.tsq, sort_by = excluded.sort_by, broken = excluded.broken, indexed_at = excluded.indexed_at, weekday = excluded.weekday`,
    [JSON.stringify(keys), now.toISOString(), SITE_TIME_ZONE],
  );
  // The anchors are the lexemes of the first word's alternatives as the search's own
  // to_tsquery('english', …) makes them (stemmed): a business can match the search only if
  // one of its lexemes starts with one of them.
  await db.query(
    `insert into public.saved_search_anchors (anchor, saved_search_id)
     select distinct m[1], k.id
       from jsonb_to_recordset($1::text::jsonb) as k(id int, "anchorTs" text, probe text),
            regexp_matches(to_tsquery('english', k."anchorTs")::text, '''([^'']+)''', 'g') as m
      where k.probe = 'text' and k."anchorTs" is not null
     on conflict do nothing`,
    [JSON.stringify(keys.map((key) => ({ id: key.id, anchorTs: key.anchorTs, probe: key.probe })))],
  );
  return keys;
}

/** Indexes up to `limit` confirmed saved searches that have no index row yet; how many it indexed. */
export async function indexUnindexedSearches(db: Queryable, now: Date, limit: number): Promise<number> {
  const rows = await db.query<{ id: number; query: string }>(
    `select s.id::int as id, s.query from public.saved_searches s
      where s.status = 'confirmed' and not exists (select 1 from public.saved_search_keys k where k.saved_search_id = s.id)
      order by s.id limit $1`,
    [limit],
  );
  await indexSavedSearches(db, rows, now);
  return rows.length;
}
