/** /admin "Neighborhoods": a neighborhood's version history, the differences between versions and restore. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { diffData, type FieldChange, type NeighborhoodData, type NeighborhoodVersion } from '../../domain/neighborhood-data';
import { showToast } from '../../stores/toast';
import { formatDateTime } from './admin-client';
import { describeError } from '../kit/api';
import { queryKeys } from '../kit/query';
import { useAdmin } from './context';
import { useAdminQuery } from './queue';
import { ErrorText, Loading, Panel, INPUT_CLASS } from './ui';

export function Changes({ changes, caption }: { changes: FieldChange[]; caption: string }) {
  if (!changes.length) return <p className="text-sm text-slate-700">No differences.</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-700">
          <th scope="col" className="py-1 pr-3">
            Field
          </th>
          <th scope="col" className="py-1 pr-3">
            Before
          </th>
          <th scope="col" className="py-1">
            After
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field} className="border-b border-slate-100 align-top">
            <th scope="row" className="py-1 pr-3 font-medium">
              {change.label}
            </th>
            <td className="py-1 pr-3 break-words text-slate-800">{change.before}</td>
            <td className="py-1 break-words text-slate-900">{change.after}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The versions of neighborhood `id` while the editor holds `version`: the list is cached per
 * version (a save or a restore makes a new one, so the list is fetched again, and the pair
 * compared goes back to the latest two), and each compared pair under its own key (a slower
 * answer for an older pair never shows for the pair chosen last).
 */
export function History({ id, version, onRestored }: { id: number; version: number; onRestored: () => void }) {
  const { requestJson } = useAdmin();
  // Under the list's prefix: a save, a restore or Publish (Neighborhoods.tsx) fetches it again.
  const versionsQuery = useAdminQuery<NeighborhoodVersion[]>(
    `/api/admin/neighborhoods/${id}/versions`,
    queryKeys.admin.list('neighborhoods', { id, versions: true, version }),
    // The list shown stays until the new version's arrives.
    { refetchOnMount: 'always', placeholderData: keepPreviousData },
  );
  const versions = versionsQuery.data ?? null;
  const [pair, setPair] = useState<{ from: number; to: number } | null>(null);
  const [pairFor, setPairFor] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();

  if (versions && !versionsQuery.isPlaceholderData && pairFor !== version) {
    const [latest, previous] = versions;
    setPairFor(version);
    setPair(latest ? { from: previous?.version ?? latest.version, to: latest.version } : null);
  }

  // A saved version never changes: a pair is fetched once, then comes from the cache.
  const diffQuery = useQuery<FieldChange[], Error>({
    queryKey: queryKeys.admin.list('neighborhood-versions', { id, from: pair?.from, to: pair?.to }),
    queryFn: async ({ signal }) => {
      const [a, b] = await Promise.all(
        [pair!.from, pair!.to].map((n) => requestJson<{ data: NeighborhoodData }>(`/api/admin/neighborhoods/${id}/versions/${n}`, { signal })),
      );
      return diffData(a!.data, b!.data);
    },
    enabled: pair !== null,
    staleTime: Infinity,
  });
  const diff = diffQuery.data ?? null;
  const failure = versionsQuery.error ?? diffQuery.error;
  const error = failure ? describeError(failure) : '';

  const restore = async (from: number) => {
    setBusy(true);
    try {
      await requestJson(`/api/admin/neighborhoods/${id}/versions/${from}/restore`, { method: 'POST', json: { baseVersion: version } });
      showToast({ title: 'Version restored', description: `Version ${from} is the new draft. Publish to put it on the site.` });
      onRestored();
    } catch (failure) {
      showToast({ title: 'Could not restore', description: describeError(failure), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title="History" id="history-heading" busy={!versions && !error}>
      {error && <ErrorText>{error}</ErrorText>}
      {!versions && !error && <Loading />}
      {versions && (
        <div className="space-y-4">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Saved versions</caption>
            <thead>
              <tr className="border-b border-slate-200 text-slate-700">
                <th scope="col" className="py-1 pr-3">
                  Version
                </th>
                <th scope="col" className="py-1 pr-3">
                  Saved
                </th>
                <th scope="col" className="py-1 pr-3">
                  By
                </th>
                <th scope="col" className="py-1 pr-3">
                  Published
                </th>
                <th scope="col" className="py-1">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v) => (
                <tr key={v.version} className="border-b border-slate-100" data-version={v.version}>
                  <td className="py-1 pr-3">
                    {v.version}
                    {v.action === 'restore' && v.restoredFrom !== null && <span className="text-slate-700"> (restored {v.restoredFrom})</span>}
                  </td>
                  <td className="py-1 pr-3">{formatDateTime(v.createdAt)}</td>
                  <td className="py-1 pr-3 break-all">{v.actor}</td>
                  <td className="py-1 pr-3">{v.publishedAt ? formatDateTime(v.publishedAt) : 'No'}</td>
                  <td className="py-1">
                    {v.version !== version && (
                      <button type="button" className="btn-secondary" disabled={busy} onClick={() => void restore(v.version)}>
                        Restore<span className="sr-only"> version {v.version}</span>
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {pair && (
            <div>
              <div className="flex flex-wrap items-end gap-3">
                {(['from', 'to'] as const).map((end) => (
                  <div key={end}>
                    <label htmlFor={`${formId}-${end}`} className="block text-sm font-medium text-slate-900">
                      {end === 'from' ? 'Compare version' : 'with version'}
                    </label>
                    <select
                      id={`${formId}-${end}`}
                      className={INPUT_CLASS}
                      value={pair[end]}
                      onChange={(event) => setPair({ ...pair, [end]: Number(event.target.value) })}
                    >
                      {versions.map((v) => (
                        <option key={v.version} value={v.version}>
                          {v.version}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
              </div>
              <div className="mt-3">{diff ? <Changes changes={diff} caption={`Differences between versions ${pair.from} and ${pair.to}`} /> : <Loading />}</div>
            </div>
          )}
        </div>
      )}
    </Panel>
  );
}
