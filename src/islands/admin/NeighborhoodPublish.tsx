/** /admin "Neighborhoods": Publish, and the build's progress until the new pages are live. */
import { useState } from 'react';
import { BUILD_STATE_LABELS, formatElapsed, isBuildRunning, type BuildStatusAnswer } from '../../domain/builds';
import { showToast } from '../../stores/toast';
import { formatDateTime } from './admin-client';
import { describeError } from '../kit/api';
import { useAdmin } from './context';
import { ErrorText, Loading, Panel } from './ui';

function BuildLine({ status }: { status: BuildStatusAnswer }) {
  const build = status.build;
  if (status.target === 'none') {
    return <p className="text-sm text-slate-700">This server cannot rebuild the site: published changes appear after the next deploy.</p>;
  }
  if (!build || build.state === 'idle') return <p className="text-sm text-slate-700">No build has run since the server started.</p>;
  if (status.target === 'netlify' && !status.tracked) {
    return <p className="text-sm text-slate-900">Build requested at {formatDateTime(build.requestedAt)}.</p>;
  }
  return (
    <div className="text-sm text-slate-900">
      <p>
        <span className="font-semibold" data-build-state={build.state}>
          {BUILD_STATE_LABELS[build.state]}
        </span>
        {build.phase && isBuildRunning(build.state) && <>: {build.phase}</>}
        {build.elapsedMs !== null && <> ({formatElapsed(build.elapsedMs)})</>}
        {build.state === 'ready' && build.finishedAt && <> - the new pages are live since {formatDateTime(build.finishedAt)}.</>}
        {build.startedAt && isBuildRunning(build.state) && <> - started {formatDateTime(build.startedAt)}; the current pages stay online until it succeeds.</>}
      </p>
      {build.followUp && <p className="mt-1">One more build will run after this one, with the latest changes.</p>}
      {build.state === 'failed' && (
        <div className="mt-2">
          <ErrorText>{build.error ?? 'The build failed. The site keeps serving the previous pages.'}</ErrorText>
          {build.logTail.length > 0 && (
            <pre className="mt-2 max-h-64 overflow-auto rounded-md bg-slate-900 p-3 text-xs text-slate-100" aria-label="End of the build log" tabIndex={0}>
              {build.logTail.join('\n')}
            </pre>
          )}
        </div>
      )}
    </div>
  );
}

export function PublishPanel({ status, onPublished }: { status: BuildStatusAnswer | null; onPublished: (status: BuildStatusAnswer) => void }) {
  const { requestJson } = useAdmin();
  const [busy, setBusy] = useState(false);
  const publish = async () => {
    setBusy(true);
    try {
      const answer = await requestJson<{ neighborhoods: unknown[]; build: { coalesced: boolean }; status: BuildStatusAnswer }>('/api/admin/publish', {
        method: 'POST',
      });
      showToast({
        title: 'Published',
        description: `${answer.neighborhoods.length} neighborhood${answer.neighborhoods.length === 1 ? '' : 's'} published.${answer.build.coalesced ? ' A build is running; one more will follow.' : ''}`,
      });
      onPublished(answer.status);
    } catch (error) {
      showToast({ title: 'Could not publish', description: describeError(error), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Panel title="Publish" id="publish-heading" busy={!status}>
      {!status ? (
        <Loading />
      ) : (
        <div className="space-y-3">
          <p className="text-sm text-slate-900" data-pending={status.pendingChanges}>
            Changes waiting for the next build: {status.pendingChanges}
          </p>
          <p className="text-sm text-slate-700">Data updated {status.lastPublishedAt ? formatDateTime(status.lastPublishedAt) : 'with the initial data'}</p>
          <button type="button" className="btn-primary" disabled={busy} onClick={() => void publish()}>
            {busy ? 'Publishing...' : 'Publish'}
          </button>
          <div role="status" aria-live="polite">
            <BuildLine status={status} />
          </div>
        </div>
      )}
    </Panel>
  );
}
