/** `public.site_builds`: the Netlify builds staff started, tracked until they finish (../builds/). */
import type { BuildState } from '../../domain/builds';
import type { Queryable } from '../db/client';

export interface SiteBuildRow {
  id: number;
  state: BuildState;
  follow_up: boolean;
  requested_at: Date | string;
  started_at: Date | string | null;
  finished_at: Date | string | null;
  deploy_id: string | null;
  error: string | null;
}

export async function latestNetlifyBuild(db: Queryable): Promise<SiteBuildRow | null> {
  const [row] = await db.query<SiteBuildRow>(
    `select id::int as id, state, follow_up, requested_at, started_at, finished_at, deploy_id, error
       from public.site_builds where target = 'netlify' order by requested_at desc, id desc limit 1`,
  );
  return row ?? null;
}

/** Asks the latest Netlify build, when queued or building and requested after `since`, for a follow-up; false when there is none. */
export async function joinRunningBuild(db: Queryable, now: Date, since: Date): Promise<boolean> {
  const [joined] = await db.query<{ id: number }>(
    `update public.site_builds set follow_up = true, updated_at = $1
      where id = (select id from public.site_builds where target = 'netlify' order by requested_at desc, id desc limit 1)
        and state in ('queued', 'building') and requested_at > $2
      returning id`,
    [now.toISOString(), since.toISOString()],
  );
  return Boolean(joined);
}

export async function insertNetlifyBuild(db: Queryable, state: BuildState, requestedAt: Date, requestedBy: string): Promise<void> {
  await db.query(`insert into public.site_builds (target, state, requested_at, requested_by) values ('netlify', $1, $2, $3)`, [
    state,
    requestedAt.toISOString(),
    requestedBy.slice(0, 254),
  ]);
}

export async function updateBuild(
  db: Queryable,
  id: number,
  build: { state: BuildState; deployId: string | null; startedAt: string | null; finishedAt: string | null; error: string | null },
  now: Date,
): Promise<void> {
  await db.query(
    `update public.site_builds set state = $2, deploy_id = $3, started_at = coalesce(started_at, $4), finished_at = $5, error = $6, updated_at = $7
      where id = $1`,
    [id, build.state, build.deployId, build.startedAt, build.finishedAt, build.error, now.toISOString()],
  );
}

/** Takes the build's follow-up request, once; false when it had none. */
export async function takeFollowUp(db: Queryable, id: number): Promise<boolean> {
  const [claimed] = await db.query<{ requested_by: string | null }>(
    `update public.site_builds set follow_up = false where id = $1 and follow_up returning requested_by`,
    [id],
  );
  return Boolean(claimed);
}
