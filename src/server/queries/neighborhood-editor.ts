/**
 * The neighborhood editor's data. `neighborhoods` holds the PUBLISHED data the
 * site is built from; every save is a new row of `neighborhood_versions` (a draft until
 * published). Version 1 of a seeded neighborhood is its data as loaded, written the first
 * time the editor touches it. Publishing copies each neighborhood's latest version into
 * `neighborhoods` (published_version, published_at) in one transaction.
 */
import {
  diffData,
  NeighborhoodDataSchema,
  spanishData,
  spanishTextOf,
  type EditorNeighborhood,
  type EditorNeighborhoodDetail,
  type NeighborhoodData,
  type NeighborhoodVersion,
  type StaleSave,
} from '../../domain/neighborhood-data';
import type { Db, Queryable } from '../db/client';
import type { AdminIdentity } from '../identity';
import { writeAudit } from './audit';
import { NEIGHBORHOOD_COLUMNS, toNeighborhood, type NeighborhoodRow } from './neighborhoods';
import { isoTimeOrNull } from '../db/columns';

/** The neighborhood's NPAs as two extra columns of a `public.neighborhoods n` select. */
const NPA_COLUMNS = `
  (select m.npa_id from public.neighborhood_npas m where m.neighborhood_id = n.id and m.is_main) as main_npa,
  array(select m.npa_id from public.neighborhood_npas m where m.neighborhood_id = n.id and not m.is_main order by m.npa_id::int) as other_npas`;

type EditorRow = NeighborhoodRow & { main_npa: string | null; other_npas: string[] | string | null };

function npaList(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value.length > 2) return value.slice(1, -1).split(',');
  return [];
}

/** A row (selected with {@link NPA_COLUMNS}) in the editor schema's shape. */
function rowToData(row: EditorRow): NeighborhoodData {
  const n = toNeighborhood(row);
  return {
    name: n.name,
    slug: n.slug,
    title: n.title,
    metaDescription: n.metaDescription,
    overview: n.overview,
    history: n.history,
    housingOptions: n.housingOptions,
    lifestyle: n.lifestyle,
    demographics: n.demographics,
    localAmenities: n.localAmenities,
    schoolsChildcare: n.schoolsChildcare,
    parksRecreation: n.parksRecreation,
    transportation: n.transportation,
    averageRentPrice: n.averageRentPrice,
    averageHomePrice: n.averageHomePrice,
    commuteToUptown: n.commuteToUptown,
    walkabilityScore: n.walkabilityScore,
    safetyRating: n.safetyRating,
    keyFeatures: n.keyFeatures,
    images: n.images,
    mapUrl: n.mapUrl,
    latitude: n.latitude,
    longitude: n.longitude,
    featured: n.featured,
    familyFriendly: n.familyFriendly,
    youngProfessionalFriendly: n.youngProfessionalFriendly,
    petFriendly: n.petFriendly,
    mainNpa: row.main_npa ?? null,
    otherNpas: npaList(row.other_npas),
    published: row.published,
    ...spanishData(n.es),
  };
}

/** Stored JSON back to data (validated, so an old version still fits the current schema's shape). */
function parseData(value: unknown): NeighborhoodData {
  const raw = typeof value === 'string' ? JSON.parse(value) : value;
  const parsed = NeighborhoodDataSchema.safeParse(raw);
  return parsed.success ? parsed.data : (raw as NeighborhoodData);
}

function actorLabel(actor: AdminIdentity & { name?: string | null }): string {
  return (actor.name && actor.email ? `${actor.name} <${actor.email}>` : (actor.email ?? actor.name ?? actor.userId)).slice(0, 254);
}

async function rowById(
  db: Queryable,
  id: number,
  lock = false,
): Promise<(EditorRow & { published_version: number; published_at: Date | string | null }) | null> {
  const [row] = await db.query<EditorRow & { published_version: number; published_at: Date | string | null }>(
    `select ${NEIGHBORHOOD_COLUMNS}, ${NPA_COLUMNS}, n.published_version, n.published_at from public.neighborhoods n where n.id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return row ?? null;
}

/** Writes version 1 (the data as loaded) for neighborhoods that have no version yet. */
async function ensureInitialVersions(db: Queryable, ids?: number[]): Promise<void> {
  const rows = await db.query<EditorRow & { created_at: Date | string }>(
    `select ${NEIGHBORHOOD_COLUMNS}, ${NPA_COLUMNS}, n.created_at from public.neighborhoods n
      where not exists (select 1 from public.neighborhood_versions v where v.neighborhood_id = n.id)
        ${ids ? 'and n.id in (select (jsonb_array_elements_text($1::text::jsonb))::int)' : ''}`,
    ids ? [JSON.stringify(ids)] : [],
  );
  for (const row of rows) {
    await db.query(
      `insert into public.neighborhood_versions (neighborhood_id, version, data, action, actor_id, actor_label, created_at, published_at)
       values ($1, 1, $2::text::jsonb, 'initial', 'system', 'Initial data', $3, $3)
       on conflict do nothing`,
      [row.id, JSON.stringify(rowToData(row)), isoTimeOrNull(row.created_at)],
    );
  }
}

interface VersionRow {
  version: number;
  data: unknown;
  action: NeighborhoodVersion['action'];
  restored_from: number | null;
  actor_label: string | null;
  actor_id: string;
  created_at: Date | string;
  published_at: Date | string | null;
}

async function latestVersion(db: Queryable, id: number): Promise<VersionRow | null> {
  const [row] = await db.query<VersionRow>(
    `select version, data, action, restored_from, actor_id, actor_label, created_at, published_at
       from public.neighborhood_versions where neighborhood_id = $1 order by version desc limit 1`,
    [id],
  );
  return row ? { ...row, version: Number(row.version) } : null;
}

export async function listEditorNeighborhoods(db: Queryable): Promise<EditorNeighborhood[]> {
  await ensureInitialVersions(db);
  const rows = await db.query<{
    id: number;
    name: string;
    slug: string;
    featured: boolean;
    published: boolean;
    latest_version: number;
    published_version: number;
    changed_at: Date | string | null;
    changed_by: string | null;
  }>(
    `select n.id, coalesce(v.data->>'name', n.name) as name, n.slug,
            coalesce((v.data->>'featured')::boolean, n.featured) as featured,
            coalesce((v.data->>'published')::boolean, n.published) as published,
            coalesce(v.version, 1) as latest_version, n.published_version,
            v.created_at as changed_at, coalesce(v.actor_label, v.actor_id) as changed_by
       from public.neighborhoods n
       left join lateral (
         select version, data, created_at, actor_label, actor_id from public.neighborhood_versions
          where neighborhood_id = n.id order by version desc limit 1
       ) v on true
      order by coalesce(v.data->>'name', n.name), n.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    slug: row.slug,
    featured: row.featured,
    published: row.published,
    latestVersion: Number(row.latest_version),
    publishedVersion: Number(row.published_version),
    hasDraft: Number(row.latest_version) > Number(row.published_version),
    changedAt: isoTimeOrNull(row.changed_at),
    changedBy: row.changed_by,
  }));
}

/** Every neighborhood's data as the site shows it (published ones only). */
export async function listPublishedData(db: Queryable): Promise<NeighborhoodData[]> {
  const rows = await db.query<EditorRow>(`select ${NEIGHBORHOOD_COLUMNS}, ${NPA_COLUMNS} from public.neighborhoods n where n.published order by n.name, n.id`);
  return rows.map(rowToData);
}

export async function getEditorNeighborhood(db: Queryable, id: number): Promise<EditorNeighborhoodDetail | null> {
  const row = await rowById(db, id);
  if (!row) return null;
  await ensureInitialVersions(db, [id]);
  const latest = await latestVersion(db, id);
  if (!latest) return null;
  const publishedVersion = Number(row.published_version);
  return {
    id,
    version: latest.version,
    publishedVersion,
    // A draft saved before the editor had the Spanish texts shows the published ones (which its publishing keeps).
    data: savedWith(latest.data, 'titleEs') ? parseData(latest.data) : { ...parseData(latest.data), ...spanishData(toNeighborhood(row).es) },
    publishedData: publishedVersion > 0 ? rowToData(row) : null,
  };
}

export type SaveResult =
  { outcome: 'saved'; version: number; changed: boolean } | { outcome: 'not_found' } | { outcome: 'stale'; stale: StaleSave } | { outcome: 'slug_changed' };

/**
 * Saves `data` as the next version when `baseVersion` is still the latest; otherwise
 * 'stale' with what changed meanwhile (nothing is overwritten). `restoredFrom` marks a restore.
 */
export async function saveNeighborhood(
  db: Db,
  id: number,
  input: { baseVersion: number; data: NeighborhoodData; restoredFrom?: number },
  actor: AdminIdentity,
  now: Date,
): Promise<SaveResult> {
  return db.transaction(async (tx) => {
    const row = await rowById(tx, id, true);
    if (!row) return { outcome: 'not_found' } as const;
    if (input.data.slug !== row.slug) return { outcome: 'slug_changed' } as const;
    await ensureInitialVersions(tx, [id]);
    const latest = await latestVersion(tx, id);
    if (!latest) return { outcome: 'not_found' } as const;
    if (latest.version !== input.baseVersion) {
      const [base] = await tx.query<{ data: unknown }>('select data from public.neighborhood_versions where neighborhood_id = $1 and version = $2', [
        id,
        input.baseVersion,
      ]);
      const latestData = parseData(latest.data);
      return {
        outcome: 'stale',
        stale: {
          latestVersion: latest.version,
          changedBy: latest.actor_label ?? latest.actor_id,
          changedAt: isoTimeOrNull(latest.created_at) ?? '',
          changes: diffData(base ? parseData(base.data) : {}, latestData),
          latest: latestData,
        },
      } as const;
    }
    const current = parseData(latest.data);
    if (diffData(current, input.data).length === 0 && input.restoredFrom === undefined) {
      return { outcome: 'saved', version: latest.version, changed: false } as const;
    }
    const version = latest.version + 1;
    await tx.query(
      `insert into public.neighborhood_versions (neighborhood_id, version, data, action, restored_from, actor_id, actor_label, created_at)
       values ($1, $2, $3::text::jsonb, $4, $5, $6, $7, $8)`,
      [
        id,
        version,
        JSON.stringify(input.data),
        input.restoredFrom === undefined ? 'save' : 'restore',
        input.restoredFrom ?? null,
        actor.userId,
        actorLabel(actor),
        now.toISOString(),
      ],
    );
    const changes = diffData(current, input.data);
    await writeAudit(tx, {
      actor,
      action: input.restoredFrom === undefined ? 'neighborhood.save' : 'neighborhood.restore',
      targetType: 'neighborhood',
      targetId: id,
      targetLabel: input.data.name,
      details: {
        version,
        ...(input.restoredFrom === undefined ? {} : { restoredFrom: input.restoredFrom }),
        fields: changes.map((change) => change.field),
      },
      now,
    });
    return { outcome: 'saved', version, changed: true } as const;
  });
}

export type CreateResult = { outcome: 'created'; id: number } | { outcome: 'slug_taken' };

/** Adds a neighborhood: hidden from the site until its first publish. */
export async function createNeighborhood(db: Db, data: NeighborhoodData, actor: AdminIdentity, now: Date): Promise<CreateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `insert into public.neighborhoods (slug, name, title, latitude, longitude, published, published_version, created_at, updated_at)
       values ($1, $2, $3, $4, $5, false, 0, $6, $6)
       on conflict (slug) do nothing returning id`,
      [data.slug, data.name, data.title, data.latitude, data.longitude, now.toISOString()],
    );
    if (!row) return { outcome: 'slug_taken' } as const;
    const id = Number(row.id);
    await tx.query(
      `insert into public.neighborhood_versions (neighborhood_id, version, data, action, actor_id, actor_label, created_at)
       values ($1, 1, $2::text::jsonb, 'create', $3, $4, $5)`,
      [id, JSON.stringify(data), actor.userId, actorLabel(actor), now.toISOString()],
    );
    await writeAudit(tx, {
      actor,
      action: 'neighborhood.create',
      targetType: 'neighborhood',
      targetId: id,
      targetLabel: data.name,
      details: { version: 1 },
      now,
    });
    return { outcome: 'created', id } as const;
  });
}

export async function listVersions(db: Queryable, id: number): Promise<NeighborhoodVersion[] | null> {
  if (!(await rowById(db, id))) return null;
  await ensureInitialVersions(db, [id]);
  const rows = await db.query<VersionRow>(
    `select version, action, restored_from, actor_id, actor_label, created_at, published_at, null as data
       from public.neighborhood_versions where neighborhood_id = $1 order by version desc`,
    [id],
  );
  return rows.map((row) => ({
    version: Number(row.version),
    action: row.action,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
    actor: row.actor_label ?? row.actor_id,
    createdAt: isoTimeOrNull(row.created_at) ?? '',
    publishedAt: isoTimeOrNull(row.published_at),
  }));
}

export async function getVersionData(db: Queryable, id: number, version: number): Promise<NeighborhoodData | null> {
  const [row] = await db.query<{ data: unknown }>('select data from public.neighborhood_versions where neighborhood_id = $1 and version = $2', [id, version]);
  return row ? parseData(row.data) : null;
}

/** A version's data to restore: one saved before the editor had the Spanish texts keeps the latest version's Spanish texts. */
export async function getRestoreData(db: Queryable, id: number, version: number): Promise<NeighborhoodData | null> {
  const [row] = await db.query<{ data: unknown }>('select data from public.neighborhood_versions where neighborhood_id = $1 and version = $2', [id, version]);
  if (!row) return null;
  const data = parseData(row.data);
  if (savedWith(row.data, 'titleEs')) return data;
  const latest = await latestVersion(db, id);
  return latest ? { ...data, ...spanishData(spanishTextOf(parseData(latest.data))) } : data;
}

/** How many neighborhoods have saved changes not yet published. */
export async function countPendingChanges(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from public.neighborhoods n
      where (select max(version) from public.neighborhood_versions v where v.neighborhood_id = n.id) > n.published_version`,
  );
  return Number(row?.n ?? 0);
}

/** When the site's neighborhood data was last published (null before any publish). */
export async function lastPublishedAt(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ at: Date | string | null }>('select max(published_at) as at from public.neighborhoods');
  return isoTimeOrNull(row?.at ?? null);
}

export interface PublishResult {
  publishedAt: string;
  neighborhoods: Array<{ id: number; slug: string; name: string; version: number }>;
}

const listParam = (values: readonly string[]) => JSON.stringify(values);

/** Writes the `_es` columns from the data: every one null when it has no Spanish text. */
async function replaceSpanish(tx: Queryable, id: number, data: NeighborhoodData): Promise<void> {
  const es = spanishTextOf(data);
  await tx.query(
    `update public.neighborhoods set
       title_es = $2::text::jsonb->>'title', meta_description_es = $2::text::jsonb->>'metaDescription',
       overview_es = $2::text::jsonb->>'overview', history_es = $2::text::jsonb->>'history',
       housing_options_es = $2::text::jsonb->>'housingOptions', lifestyle_es = $2::text::jsonb->>'lifestyle',
       demographics_es = $2::text::jsonb->>'demographics', local_amenities_es = $2::text::jsonb->>'localAmenities',
       schools_childcare_es = $2::text::jsonb->>'schoolsChildcare', parks_recreation_es = $2::text::jsonb->>'parksRecreation',
       transportation_es = $2::text::jsonb->>'transportation',
       key_features_es = case when $2::text::jsonb is null then null else array(select jsonb_array_elements_text($2::text::jsonb->'keyFeatures')) end
     where id = $1`,
    [id, es ? JSON.stringify(es) : null],
  );
}

/** Whether a stored version has `field` (a version saved before the field existed has not). */
function savedWith(value: unknown, field: keyof NeighborhoodData): boolean {
  const raw: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return typeof raw === 'object' && raw !== null && Object.hasOwn(raw, field);
}

/** The published NPA list: what the profile's "By the numbers" and its outline are built from. */
async function replaceNpas(tx: Queryable, id: number, data: NeighborhoodData): Promise<void> {
  await tx.query('delete from public.neighborhood_npas where neighborhood_id = $1', [id]);
  if (data.mainNpa === null) return;
  await tx.query(
    `insert into public.neighborhood_npas (neighborhood_id, npa_id, is_main)
     select $1, npa, npa = $2 from jsonb_array_elements_text($3::text::jsonb) as npa`,
    [id, data.mainNpa, listParam([data.mainNpa, ...data.otherNpas])],
  );
}

/** The NPA numbers among `ids` that are not Quality of Life areas (the editor's check before saving). */
export async function unknownNpas(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: string }>(
    `select x.id from jsonb_array_elements_text($1::text::jsonb) as x(id)
      where not exists (select 1 from public.qol_areas a where a.id = x.id)`,
    [listParam(ids)],
  );
  return rows.map((row) => row.id);
}

/** Publishes every neighborhood's latest version in one transaction; each one audited. */
export async function publishNeighborhoods(db: Db, actor: AdminIdentity, now: Date): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const pending = await tx.query<{ id: number; version: number; data: unknown }>(
      `select n.id, v.version, v.data from public.neighborhoods n
         join lateral (select version, data from public.neighborhood_versions where neighborhood_id = n.id order by version desc limit 1) v on true
        where v.version > n.published_version
        order by n.id
        for update of n`,
    );
    const published: PublishResult['neighborhoods'] = [];
    for (const row of pending) {
      const data = parseData(row.data);
      const version = Number(row.version);
      await tx.query(
        `update public.neighborhoods set
           name = $2, title = $3, meta_description = $4, overview = $5, history = $6, housing_options = $7,
           lifestyle = $8, demographics = $9, local_amenities = $10, schools_childcare = $11, parks_recreation = $12,
           transportation = $13, average_rent_price = $14, average_home_price = $15, commute_to_uptown = $16,
           walkability_score = $17, safety_rating = $18,
           key_features = array(select jsonb_array_elements_text($19::text::jsonb)),
           images = array(select jsonb_array_elements_text($20::text::jsonb)),
           map_url = $21, latitude = $22, longitude = $23, featured = $24, family_friendly = $25,
           young_professional_friendly = $26, pet_friendly = $27, published = $28,
           published_version = $29, published_at = $30, updated_at = $30
         where id = $1`,
        [
          row.id,
          data.name,
          data.title,
          data.metaDescription,
          data.overview,
          data.history,
          data.housingOptions,
          data.lifestyle,
          data.demographics,
          data.localAmenities,
          data.schoolsChildcare,
          data.parksRecreation,
          data.transportation,
          data.averageRentPrice,
          data.averageHomePrice,
          data.commuteToUptown,
          data.walkabilityScore,
          data.safetyRating,
          listParam(data.keyFeatures),
          listParam(data.images),
          data.mapUrl,
          data.latitude,
          data.longitude,
          data.featured,
          data.familyFriendly,
          data.youngProfessionalFriendly,
          data.petFriendly,
          data.published,
          version,
          now.toISOString(),
        ],
      );
      // A version saved before the editor had the Spanish texts leaves the published ones alone.
      if (savedWith(row.data, 'titleEs')) await replaceSpanish(tx, Number(row.id), data);
      // A version saved before the editor had the NPA list leaves the published list alone.
      if (savedWith(row.data, 'mainNpa')) await replaceNpas(tx, Number(row.id), data);
      await tx.query('update public.neighborhood_versions set published_at = $3 where neighborhood_id = $1 and version = $2', [
        row.id,
        version,
        now.toISOString(),
      ]);
      await writeAudit(tx, {
        actor,
        action: 'neighborhood.publish',
        targetType: 'neighborhood',
        targetId: Number(row.id),
        targetLabel: data.name,
        details: { version, shown: data.published },
        now,
      });
      published.push({ id: Number(row.id), slug: data.slug, name: data.name, version });
    }
    return { publishedAt: now.toISOString(), neighborhoods: published };
  });
}
