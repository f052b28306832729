/**
 * Site builds started by Publish / Rebuild, as the API reports them and the
 * /admin island shows them. Shared types and texts only.
 */

/** Where builds run: Netlify's build hook, the local server's rebuild (npm start), or nowhere. */
export type BuildTarget = 'netlify' | 'local' | 'none';

export type BuildState = 'idle' | 'requested' | 'queued' | 'building' | 'ready' | 'failed';

export interface BuildInfo {
  state: BuildState;
  /** Local builds: what the builder is doing now ('Copying the data', 'Building pages', ...). */
  phase: string | null;
  requestedAt: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  /** Milliseconds from start to finish (or to now while running). */
  elapsedMs: number | null;
  /** Presses during this build asked for one more build after it. */
  followUp: boolean;
  error: string | null;
  /** Local builds: the last lines of the build log (always on failure). */
  logTail: string[];
}

export interface BuildStatusAnswer {
  target: BuildTarget;
  /** Netlify: true when NETLIFY_API_TOKEN and NETLIFY_SITE_ID let the server follow the build. */
  tracked: boolean;
  build: BuildInfo | null;
  /** Neighborhoods with saved changes that are not published yet. */
  pendingChanges: number;
  /** When neighborhood data was last published. */
  lastPublishedAt: string | null;
}

export const BUILD_STATE_LABELS: Record<BuildState, string> = {
  idle: 'No build yet',
  requested: 'Build requested',
  queued: 'Queued',
  building: 'Building',
  ready: 'Ready',
  failed: 'Failed',
};

export function isBuildRunning(state: BuildState): boolean {
  return state === 'queued' || state === 'building';
}

/** "1 min 05 s" */
export function formatElapsed(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return '';
  const seconds = Math.max(0, Math.round(ms / 1000));
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
}
