/**
 * Site builds after Publish / Rebuild. Where a build runs:
 *
 * - **netlify** when `NETLIFY_BUILD_HOOK_URL` is set: the hook is called (POST). With
 *   `NETLIFY_API_TOKEN` and `NETLIFY_SITE_ID` the server also follows the build through
 *   Netlify's API (queued, building, ready, failed, with times) each time /admin polls, and
 *   runs one build at a time: presses during a build are coalesced into ONE follow-up build,
 *   started when the running one ends. Without them it can only say "Build requested at ..."
 *   (Netlify queues the builds itself). Requests are rows of `site_builds`.
 * - **local** when the server runs under `npm start` / `npm run serve`: the local site
 *   builder (scripts/site-builder.mjs, registered by scripts/serve.mjs) rebuilds the static
 *   pages in a child process and switches to them when the build succeeds. Its state lives
 *   in that process; coalescing works the same way.
 * - **none** otherwise (e.g. the API under tests, or a host with neither): publishing still
 *   records the published version; the next deploy builds it.
 */
import type { BuildInfo, BuildState, BuildStatusAnswer, BuildTarget } from '../../domain/builds';
import type { ApiDeps } from '../context';
import type { AdminIdentity } from '../identity';
import { countPendingChanges, lastPublishedAt } from '../queries/neighborhood-editor';
import { insertNetlifyBuild, joinRunningBuild, latestNetlifyBuild, takeFollowUp, updateBuild, type SiteBuildRow } from '../queries/site-builds';
import { localSiteBuilder, type LocalSiteBuilder } from './local';
import { isoTimeOrNull } from '../db/columns';

export type { LocalSiteBuilder } from './local';

const NETLIFY_API = 'https://api.netlify.com';
const HOOK_TIMEOUT_MS = 10_000;
/** A requested Netlify build that no status has confirmed for this long is considered over. */
const STALE_MINUTES = 30;

export function buildTarget(deps: Pick<ApiDeps, 'env'> & { builder?: LocalSiteBuilder | null }): BuildTarget {
  if (deps.env.NETLIFY_BUILD_HOOK_URL) return 'netlify';
  if ((deps.builder ?? localSiteBuilder()) !== null) return 'local';
  return 'none';
}

function tracked(deps: Pick<ApiDeps, 'env'>): boolean {
  return Boolean(deps.env.NETLIFY_API_TOKEN && deps.env.NETLIFY_SITE_ID);
}

/** Thrown when the hook cannot be reached or refuses (the API answers 502). */
export class BuildHookError extends Error {}

async function callHook(url: string): Promise<void> {
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    console.warn('[rebuild] the build hook could not be reached:', (error as Error).message);
    throw new BuildHookError('The build hook could not be reached. Please try again.');
  }
  if (status < 200 || status >= 300) throw new BuildHookError(`The build hook answered ${status}. Please try again.`);
}

const FINAL: BuildState[] = ['ready', 'failed'];

function isActive(row: SiteBuildRow | null, now: Date): row is SiteBuildRow {
  return Boolean(row && !FINAL.includes(row.state) && new Date(row.requested_at).getTime() > now.getTime() - STALE_MINUTES * 60_000);
}

export interface BuildRequestResult {
  target: BuildTarget;
  /** True when the press joined a build already running (one follow-up build will run). */
  coalesced: boolean;
}

/**
 * Starts a build of the configured target, or asks the running one for a follow-up.
 * `snapshot` is what the local builder needs to copy the embedded database.
 */
export async function requestBuild(deps: ApiDeps, actor: AdminIdentity, options: { builder?: LocalSiteBuilder | null } = {}): Promise<BuildRequestResult> {
  const builder = options.builder === undefined ? localSiteBuilder() : options.builder;
  const target = buildTarget({ env: deps.env, builder });
  if (target === 'none') return { target, coalesced: false };
  if (target === 'local' && builder) {
    const { coalesced } = builder.request({ requestedBy: actor.email ?? actor.userId, snapshot: deps.db.snapshot?.bind(deps.db) });
    return { target, coalesced };
  }
  const now = deps.now();
  if (tracked(deps)) {
    await refreshNetlify(deps);
    if (await joinRunningBuild(deps.db, now, new Date(now.getTime() - STALE_MINUTES * 60_000))) return { target, coalesced: true };
  }
  await callHook(deps.env.NETLIFY_BUILD_HOOK_URL!);
  await insertNetlifyBuild(deps.db, tracked(deps) ? 'queued' : 'requested', now, actor.email ?? actor.userId);
  return { target, coalesced: false };
}

interface NetlifyDeploy {
  id?: string;
  state?: string;
  created_at?: string;
  updated_at?: string;
  published_at?: string | null;
  deploy_time?: number | null;
  error_message?: string | null;
}

function netlifyState(state: string | undefined): BuildState {
  if (state === 'ready') return 'ready';
  if (state === 'error' || state === 'rejected' || state === 'canceled' || state === 'cancelled') return 'failed';
  if (state === 'new' || state === 'enqueued' || state === 'pending_review' || state === 'accepted') return 'queued';
  return 'building';
}

/**
 * Reads the build's progress from Netlify's API and records it; when the build has ended
 * and presses asked for a follow-up, starts exactly one (the update that clears the flag
 * decides who calls the hook).
 */
async function refreshNetlify(deps: ApiDeps): Promise<void> {
  const row = await latestNetlifyBuild(deps.db);
  if (!row || FINAL.includes(row.state) || row.state === 'requested' || !tracked(deps)) return;
  const base = deps.env.NETLIFY_API_BASE ?? NETLIFY_API;
  let deploys: NetlifyDeploy[];
  try {
    const response = await fetch(new URL(`/api/v1/sites/${encodeURIComponent(deps.env.NETLIFY_SITE_ID!)}/deploys?per_page=10`, base), {
      headers: { authorization: `Bearer ${deps.env.NETLIFY_API_TOKEN}`, accept: 'application/json' },
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    if (!response.ok) {
      await response.body?.cancel();
      console.warn(`[rebuild] Netlify's API answered ${response.status} for the deploy list`);
      return;
    }
    deploys = (await response.json()) as NetlifyDeploy[];
  } catch (error) {
    console.warn("[rebuild] Netlify's API could not be reached:", (error as Error).message);
    return;
  }
  if (!Array.isArray(deploys)) return;
  const requested = new Date(row.requested_at).getTime() - 10_000;
  const deploy = row.deploy_id
    ? deploys.find((d) => d.id === row.deploy_id)
    : deploys.filter((d) => d.created_at && Date.parse(d.created_at) >= requested).sort((a, b) => Date.parse(a.created_at!) - Date.parse(b.created_at!))[0];
  if (!deploy) return;
  const state = netlifyState(deploy.state);
  const finished = FINAL.includes(state) ? (deploy.published_at ?? deploy.updated_at ?? deps.now().toISOString()) : null;
  await updateBuild(
    deps.db,
    row.id,
    {
      state,
      deployId: deploy.id ?? null,
      startedAt: deploy.created_at ?? null,
      finishedAt: finished,
      error: state === 'failed' ? (deploy.error_message ?? 'The build failed.').slice(0, 4000) : null,
    },
    deps.now(),
  );
  if (finished) {
    if (await takeFollowUp(deps.db, row.id)) {
      await callHook(deps.env.NETLIFY_BUILD_HOOK_URL!).catch((error: unknown) => console.warn('[rebuild] follow-up build:', (error as Error).message));
      await insertNetlifyBuild(deps.db, 'queued', deps.now(), 'follow-up build');
    }
  }
}

function netlifyInfo(row: SiteBuildRow, now: Date): BuildInfo {
  const start = row.started_at ?? row.requested_at;
  const end = row.finished_at ? new Date(row.finished_at).getTime() : now.getTime();
  return {
    state: row.state,
    phase: null,
    requestedAt: isoTimeOrNull(row.requested_at),
    startedAt: isoTimeOrNull(row.started_at),
    finishedAt: isoTimeOrNull(row.finished_at),
    elapsedMs: row.started_at || row.finished_at ? end - new Date(start).getTime() : null,
    followUp: row.follow_up,
    error: row.error,
    logTail: [],
  };
}

/** What /admin shows: where builds run, the latest build, pending changes, last publish. */
export async function buildStatus(deps: ApiDeps, options: { builder?: LocalSiteBuilder | null } = {}): Promise<BuildStatusAnswer> {
  const builder = options.builder === undefined ? localSiteBuilder() : options.builder;
  const target = buildTarget({ env: deps.env, builder });
  let build: BuildInfo | null = null;
  if (target === 'netlify') {
    if (tracked(deps)) await refreshNetlify(deps);
    const row = await latestNetlifyBuild(deps.db);
    if (row) {
      build = netlifyInfo(row, deps.now());
      if (!tracked(deps) && isActive(row, deps.now())) build.state = 'requested';
    }
  } else if (target === 'local' && builder) {
    build = builder.status();
  }
  return {
    target,
    tracked: target === 'local' || (target === 'netlify' && tracked(deps)),
    build,
    pendingChanges: await countPendingChanges(deps.db),
    lastPublishedAt: await lastPublishedAt(deps.db),
  };
}
