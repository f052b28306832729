/**
 * The /admin "Neighborhoods" editor and publishing. Editors and admins:
 *
 * - GET  /api/admin/neighborhoods                          list (+ pending changes, ranking base data, images)
 * - POST /api/admin/neighborhoods {data}                   add a neighborhood (hidden until published)
 * - POST /api/admin/neighborhoods/preview {data}           what saving `data` does to the four ranked guides
 * - GET  /api/admin/neighborhoods/{id}                     latest version (draft or published) + published data
 * - PUT  /api/admin/neighborhoods/{id} {baseVersion, data} save a draft; 409 with what changed when stale
 * - GET  /api/admin/neighborhoods/{id}/versions            history (who, when, published)
 * - GET  /api/admin/neighborhoods/{id}/versions/{version}  one version's data (for the diff)
 * - POST /api/admin/neighborhoods/{id}/versions/{version}/restore {baseVersion}  restore as a new version
 * - POST /api/admin/publish                                publish every draft and start a build
 * - GET  /api/admin/builds                                 build progress (polled by /admin)
 * - POST /api/admin/rebuild                                start a build without publishing
 *
 * Every change is written to the audit log in the same transaction.
 */
import { z } from 'zod';
import { tagsForWrite } from '../../domain/cache-tags';
import { NeighborhoodDataSchema, type NeighborhoodData } from '../../domain/neighborhood-data';
import { rankingImpact } from '../../domain/neighborhood-rank-impact';
import { FIGURES, neighborhoodFigures } from '../../domain/qol';
import { requireStaff } from '../auth';
import { purgeTags } from '../cache/purge';
import { buildStatus, BuildHookError, requestBuild } from '../builds';
import { parseId } from '../queries/businesses';
import {
  createNeighborhood,
  getEditorNeighborhood,
  getRestoreData,
  getVersionData,
  listEditorNeighborhoods,
  listPublishedData,
  listVersions,
  publishNeighborhoods,
  saveNeighborhood,
  unknownNpas,
  type SaveResult,
} from '../queries/neighborhood-editor';
import { writeAudit } from '../queries/audit';
import { qolDataset } from '../qol-dataset';
import { ApiError, json, notFound, PRIVATE_NO_STORE, privateJson, readJson } from './http';
import type { ApiContext, Route } from './router';

function idParam(ctx: ApiContext): number {
  const id = parseId(ctx.params.id);
  if (id === null) throw notFound('Neighborhood not found.');
  return id;
}

const SaveSchema = z.object({
  baseVersion: z.int({ error: 'baseVersion must be the version the form started from' }).min(1).max(1_000_000),
  data: NeighborhoodDataSchema,
});
const CreateSchema = z.object({ data: NeighborhoodDataSchema });
const RestoreSchema = z.object({ baseVersion: z.int({ error: 'baseVersion must be the version the form started from' }).min(1).max(1_000_000) });

/** Images the repository ships, offered by the form (those any neighborhood uses). */
function shippedImages(all: NeighborhoodData[]): string[] {
  return [...new Set(all.flatMap((n) => n.images))].sort();
}

async function list(ctx: ApiContext): Promise<Response> {
  await requireStaff(ctx, 'neighborhoods');
  const [neighborhoods, published] = [await listEditorNeighborhoods(ctx.deps.db), await listPublishedData(ctx.deps.db)];
  return privateJson({ neighborhoods, published, images: shippedImages(published) });
}

/**
 * The ranking preview on the server, where the county's figures are: the affordable guide
 * ranks on the figures of each neighborhood's NPAs, which the draft may change.
 */
async function preview(ctx: ApiContext): Promise<Response> {
  await requireStaff(ctx, 'neighborhoods');
  const { data } = await readJson(ctx.request, CreateSchema);
  const [published, dataset] = await Promise.all([listPublishedData(ctx.deps.db), qolDataset(ctx.deps.db)]);
  const before = published.find((n) => n.slug === data.slug) ?? null;
  const figuresOf = (n: NeighborhoodData) => neighborhoodFigures(dataset, [...(n.mainNpa === null ? [] : [n.mainNpa]), ...n.otherNpas], FIGURES);
  return privateJson({ changes: rankingImpact(published, before, data, figuresOf) });
}

async function detail(ctx: ApiContext): Promise<Response> {
  await requireStaff(ctx, 'neighborhoods');
  const found = await getEditorNeighborhood(ctx.deps.db, idParam(ctx));
  if (!found) throw notFound('Neighborhood not found.');
  return privateJson(found);
}

/** 400 naming the field when the data lists an NPA the county's data does not have. */
async function requireKnownNpas(ctx: ApiContext, data: NeighborhoodData): Promise<void> {
  const unknown = await unknownNpas(ctx.deps.db, [...(data.mainNpa === null ? [] : [data.mainNpa]), ...data.otherNpas]);
  if (!unknown.length) return;
  const message = (list: string[]) =>
    `${list.length === 1 ? 'NPA' : 'NPAs'} ${list.join(', ')} ${list.length === 1 ? 'is' : 'are'} not in the county's Quality of Life data`;
  const fields: Record<string, string> = {};
  if (data.mainNpa !== null && unknown.includes(data.mainNpa)) fields['data.mainNpa'] = message([data.mainNpa]);
  const others = data.otherNpas.filter((id) => unknown.includes(id));
  if (others.length) fields['data.otherNpas'] = message(others);
  throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', fields);
}

function saved(result: SaveResult): Response {
  if (result.outcome === 'not_found') throw notFound('Neighborhood not found.');
  if (result.outcome === 'slug_changed') {
    throw new ApiError(400, 'validation_failed', 'Some fields are invalid.', { 'data.slug': "A neighborhood's slug (its address) cannot change" });
  }
  if (result.outcome === 'stale') {
    return json(
      {
        error: {
          code: 'conflict',
          message: `Someone else saved this neighborhood meanwhile (version ${result.stale.latestVersion}, ${result.stale.changedBy}). Nothing was overwritten.`,
          stale: result.stale,
        },
      },
      { status: 409, headers: { 'cache-control': PRIVATE_NO_STORE } },
    );
  }
  return privateJson({ version: result.version, changed: result.changed });
}

async function save(ctx: ApiContext): Promise<Response> {
  const actor = await requireStaff(ctx, 'neighborhoods');
  const id = idParam(ctx);
  const { baseVersion, data } = await readJson(ctx.request, SaveSchema);
  await requireKnownNpas(ctx, data);
  return saved(await saveNeighborhood(ctx.deps.db, id, { baseVersion, data }, actor, ctx.deps.now()));
}

async function create(ctx: ApiContext): Promise<Response> {
  const actor = await requireStaff(ctx, 'neighborhoods');
  const { data } = await readJson(ctx.request, CreateSchema);
  await requireKnownNpas(ctx, data);
  const result = await createNeighborhood(ctx.deps.db, data, actor, ctx.deps.now());
  if (result.outcome === 'slug_taken') {
    throw new ApiError(409, 'conflict', 'A neighborhood with this slug exists already.', { 'data.slug': 'A neighborhood with this slug exists already' });
  }
  return privateJson({ id: result.id, version: 1 }, 201);
}

async function versions(ctx: ApiContext): Promise<Response> {
  await requireStaff(ctx, 'neighborhoods');
  const found = await listVersions(ctx.deps.db, idParam(ctx));
  if (!found) throw notFound('Neighborhood not found.');
  return privateJson(found);
}

function versionParam(ctx: ApiContext): number {
  const version = parseId(ctx.params.version);
  if (version === null) throw notFound('Version not found.');
  return version;
}

async function version(ctx: ApiContext): Promise<Response> {
  await requireStaff(ctx, 'neighborhoods');
  const v = versionParam(ctx);
  const data = await getVersionData(ctx.deps.db, idParam(ctx), v);
  if (!data) throw notFound('Version not found.');
  return privateJson({ version: v, data });
}

async function restore(ctx: ApiContext): Promise<Response> {
  const actor = await requireStaff(ctx, 'neighborhoods');
  const id = idParam(ctx);
  const from = versionParam(ctx);
  const { baseVersion } = await readJson(ctx.request, RestoreSchema);
  const data = await getRestoreData(ctx.deps.db, id, from);
  if (!data) throw notFound('Version not found.');
  return saved(await saveNeighborhood(ctx.deps.db, id, { baseVersion, data, restoredFrom: from }, actor, ctx.deps.now()));
}

async function startBuild(ctx: ApiContext, actor: Awaited<ReturnType<typeof requireStaff>>, label: string) {
  try {
    const result = await requestBuild(ctx.deps, actor);
    if (result.target !== 'none') {
      await writeAudit(ctx.deps.db, {
        actor,
        action: 'site.rebuild',
        targetType: 'site',
        targetLabel: result.target === 'netlify' ? 'Netlify build hook' : 'Local rebuild',
        details: { reason: label, coalesced: result.coalesced },
        now: ctx.deps.now(),
      });
    }
    return result;
  } catch (error) {
    if (error instanceof BuildHookError) throw new ApiError(502, 'bad_gateway', error.message);
    throw error;
  }
}

/** Publishes every draft (one transaction), then starts a build: 202 {published, build, status}. */
async function publish(ctx: ApiContext): Promise<Response> {
  const actor = await requireStaff(ctx, 'rebuild');
  const published = await publishNeighborhoods(ctx.deps.db, actor, ctx.deps.now());
  await purgeTags([...new Set(published.neighborhoods.flatMap(({ slug }) => tagsForWrite({ kind: 'neighborhood-published', neighborhood: slug })))]);
  const build = await startBuild(ctx, actor, 'publish');
  return privateJson({ ...published, build, status: await buildStatus(ctx.deps) }, 202);
}

/** Starts a build without publishing: 202; 404 when this server has no way to build. */
async function rebuild(ctx: ApiContext): Promise<Response> {
  const actor = await requireStaff(ctx, 'rebuild');
  const build = await startBuild(ctx, actor, 'rebuild');
  if (build.target === 'none') {
    throw notFound('No build hook is configured on this server (NETLIFY_BUILD_HOOK_URL), and it is not the local server of npm start.');
  }
  return privateJson({ started: !build.coalesced, ...build }, 202);
}

async function builds(ctx: ApiContext): Promise<Response> {
  await requireStaff(ctx, 'rebuild');
  return privateJson(await buildStatus(ctx.deps));
}

export const neighborhoodEditorRoutes: Route[] = [
  { method: 'GET', path: '/api/admin/neighborhoods', handler: list },
  { method: 'POST', path: '/api/admin/neighborhoods', handler: create },
  { method: 'POST', path: '/api/admin/neighborhoods/preview', handler: preview },
  { method: 'GET', path: '/api/admin/neighborhoods/:id', handler: detail },
  { method: 'PUT', path: '/api/admin/neighborhoods/:id', handler: save },
  { method: 'GET', path: '/api/admin/neighborhoods/:id/versions', handler: versions },
  { method: 'GET', path: '/api/admin/neighborhoods/:id/versions/:version', handler: version },
  { method: 'POST', path: '/api/admin/neighborhoods/:id/versions/:version/restore', handler: restore },
  { method: 'POST', path: '/api/admin/publish', handler: publish },
  { method: 'GET', path: '/api/admin/builds', handler: builds },
  { method: 'POST', path: '/api/admin/rebuild', handler: rebuild },
];
