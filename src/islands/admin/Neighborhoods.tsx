/**
 * /admin "Neighborhoods" (issue 9): the list of neighborhoods and the chosen one's editor
 * (./NeighborhoodEditor.tsx, its history in ./NeighborhoodHistory.tsx), with Publish and the
 * build's progress (./NeighborhoodPublish.tsx).
 */
import { useCallback, useEffect, useState } from 'react';
import { isBuildRunning, type BuildStatusAnswer } from '../../domain/builds';
import { describeError, formatDateTime } from './admin-client';
import { useAdmin } from './context';
import { Badge, Empty, ErrorText, Loading, Panel } from './ui';
import { PublishPanel } from './NeighborhoodPublish';
import { Editor, type ListAnswer } from './NeighborhoodEditor';

function selectedFromHash(): number | 'new' | null {
  if (typeof location === 'undefined') return null;
  const match = /^#neighborhoods\/(new|\d+)$/.exec(location.hash);
  if (!match) return null;
  return match[1] === 'new' ? 'new' : Number(match[1]);
}

export function Neighborhoods() {
  const { requestJson } = useAdmin();
  const [list, setList] = useState<ListAnswer | null>(null);
  const [status, setStatus] = useState<BuildStatusAnswer | null>(null);
  const [error, setError] = useState('');
  const [selected, setSelectedState] = useState<number | 'new' | null>(selectedFromHash);

  const setSelected = (next: number | 'new' | null) => {
    history.pushState(null, '', next === null ? '#neighborhoods' : `#neighborhoods/${next}`);
    setSelectedState(next);
  };

  const load = useCallback(async () => {
    try {
      const [answer, build] = await Promise.all([requestJson<ListAnswer>('/api/admin/neighborhoods'), requestJson<BuildStatusAnswer>('/api/admin/builds')]);
      setList(answer);
      setStatus(build);
      setError('');
    } catch (failure) {
      setError(describeError(failure));
    }
  }, [requestJson]);

  useEffect(() => {
    Promise.all([requestJson<ListAnswer>('/api/admin/neighborhoods'), requestJson<BuildStatusAnswer>('/api/admin/builds')]).then(
      ([answer, build]) => {
        setList(answer);
        setStatus(build);
      },
      (failure: unknown) => setError(describeError(failure)),
    );
    const onHash = () => setSelectedState(selectedFromHash());
    window.addEventListener('popstate', onHash);
    return () => window.removeEventListener('popstate', onHash);
  }, [requestJson]);

  // Follow a running build: poll every 2 s while it runs.
  const running = Boolean(status?.build && (isBuildRunning(status.build.state) || status.build.followUp));
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      requestJson<BuildStatusAnswer>('/api/admin/builds')
        .then(setStatus)
        .catch(() => {});
    }, 2000);
    return () => clearInterval(timer);
  }, [running, requestJson]);

  return (
    <div className="space-y-6">
      <PublishPanel
        status={status}
        onPublished={(next) => {
          setStatus(next);
          void load();
        }}
      />
      {error && <ErrorText>{error}</ErrorText>}
      {list && selected !== null ? (
        <Editor
          key={String(selected)}
          selected={selected}
          list={list}
          onSaved={(id) => {
            void load();
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
