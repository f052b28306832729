/**
 * /admin "Neighborhoods": the list of neighborhoods and the chosen one's editor
 * (./NeighborhoodEditor.tsx, its history in ./NeighborhoodHistory.tsx), with Publish and the
 * build's progress (./NeighborhoodPublish.tsx). The list and the build status come through the
 * dashboard's query cache: fetched again each time the section is opened (or its tab clicked
 * again) and after a save, a restore or Publish; the status every 2 s while a build runs.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isBuildRunning, type BuildStatusAnswer } from '../../domain/builds';
import { formatDateTime } from './admin-client';
import { describeError } from '../kit/api';
import { queryKeys } from '../kit/query';
import { useAdminQuery } from './queue';
import { Badge, Empty, ErrorText, Loading, Panel } from './ui';
import { PublishPanel } from './NeighborhoodPublish';
import { Editor, type ListAnswer } from './NeighborhoodEditor';

/**
 * The list and the build status, and the chosen neighborhood and its versions
 * (./NeighborhoodEditor.tsx, ./NeighborhoodHistory.tsx), all under this prefix: a change invalidates them.
 */
const NEIGHBORHOODS = queryKeys.admin.list('neighborhoods');
const BUILDS = queryKeys.admin.list('neighborhoods', { builds: true });

/** A build that runs, or has one more to follow: its status is polled. */
function following(status: BuildStatusAnswer | undefined): boolean {
  return Boolean(status?.build && (isBuildRunning(status.build.state) || status.build.followUp));
}

function selectedFromHash(): number | 'new' | null {
  if (typeof location === 'undefined') return null;
  const match = /^#neighborhoods\/(new|\d+)$/.exec(location.hash);
  if (!match) return null;
  return match[1] === 'new' ? 'new' : Number(match[1]);
}

export function Neighborhoods() {
  const client = useQueryClient();
  const listQuery = useAdminQuery<ListAnswer>('/api/admin/neighborhoods', NEIGHBORHOODS, { refetchOnMount: 'always' });
  const statusQuery = useAdminQuery<BuildStatusAnswer>('/api/admin/builds', BUILDS, {
    refetchOnMount: 'always',
    // Follow a running build: poll every 2 s while it runs (in a background tab too).
    refetchInterval: (query) => (following(query.state.data) ? 2000 : false),
    refetchIntervalInBackground: true,
  });
  const list = listQuery.data ?? null;
  const status = statusQuery.data ?? null;
  // A failed poll keeps the last status and says nothing; a failed first answer is shown.
  const failure = listQuery.error ?? (status ? null : statusQuery.error);
  const error = failure ? describeError(failure) : '';
  const [selected, setSelectedState] = useState<number | 'new' | null>(selectedFromHash);

  const setSelected = (next: number | 'new' | null) => {
    history.pushState(null, '', next === null ? '#neighborhoods' : `#neighborhoods/${next}`);
    setSelectedState(next);
  };

  useEffect(() => {
    const onHash = () => setSelectedState(selectedFromHash());
    window.addEventListener('popstate', onHash);
    return () => window.removeEventListener('popstate', onHash);
  }, []);

  /** After a change here: the list and the build status are fetched again. */
  const changed = () => void client.invalidateQueries({ queryKey: NEIGHBORHOODS });

  return (
    <div className="space-y-6">
      <PublishPanel
        status={status}
        onPublished={(next) => {
          client.setQueryData(BUILDS, next);
          changed();
        }}
      />
      {error && <ErrorText>{error}</ErrorText>}
      {list && selected !== null ? (
        <Editor
          key={String(selected)}
          selected={selected}
          list={list}
          onSaved={(id) => {
            changed();
            if (selected === 'new') setSelected(id);
          }}
          onClose={() => setSelected(null)}
        />
      ) : (
        <Panel
          title="Neighborhoods"
          id="neighborhoods-heading"
          busy={!list && !error}
          actions={
            <button type="button" className="btn-secondary" onClick={() => setSelected('new')}>
              Add neighborhood
            </button>
          }
        >
          {!list && !error && <Loading />}
          {list && list.neighborhoods.length === 0 && <Empty>No neighborhoods yet.</Empty>}
          {list && list.neighborhoods.length > 0 && (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">All neighborhoods</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-2 pr-3">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Featured
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Last changed
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    By
                  </th>
                  <th scope="col" className="py-2">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.neighborhoods.map((n) => (
                  <tr key={n.id} className="border-b border-slate-100" data-neighborhood={n.slug}>
                    <td className="py-2 pr-3">
                      <a
                        href={`#neighborhoods/${n.id}`}
                        className="font-medium text-brand-700 underline"
                        onClick={(event) => {
                          event.preventDefault();
                          setSelected(n.id);
                        }}
                      >
                        {n.name}
                      </a>
                    </td>
                    <td className="py-2 pr-3">{n.featured ? 'Yes' : 'No'}</td>
                    <td className="py-2 pr-3">{n.changedAt ? formatDateTime(n.changedAt) : ''}</td>
                    <td className="py-2 pr-3 break-all">{n.changedBy ?? ''}</td>
                    <td className="py-2">
                      <span className="flex flex-wrap gap-1">
                        {n.hasDraft && <Badge tone="amber">Unpublished changes</Badge>}
                        {n.publishedVersion === 0 ? <Badge tone="blue">New</Badge> : !n.published && <Badge tone="red">Hidden</Badge>}
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Panel>
      )}
    </div>
  );
}
