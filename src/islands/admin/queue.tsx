/** What the admin queues share: one page of items loaded from the API, and its list with loading, empty and pager states. */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE, type Page } from '../../domain/admin';
import { describeError, pageQuery } from './admin-client';
import { useAdmin } from './context';
import { Empty, ErrorText, Loading, Pager } from './ui';

export interface Queue<T> {
  page: number;
  setPage(page: number): void;
  data: Page<T> | null;
  error: string;
  /** Loads the page again (after a decision); steps back a page when the last item of a page was decided. */
  load(): void;
  /** True while another page than the one shown is loading. */
  busy: boolean;
}

/** One page of `path` (an admin list answering {@link Page}); `what` names it in the error. */
export function useQueue<T>(path: string, what: string): Queue<T> {
  const { requestJson } = useAdmin();
  const [page, setPage] = useState(1);
  const [data, setData] = useState<Page<T> | null>(null);
  const [loadedPage, setLoadedPage] = useState(0);
  const [error, setError] = useState('');
  const load = useCallback(() => {
    requestJson<Page<T>>(`${path}?${pageQuery(page, ADMIN_PAGE_SIZE)}`)
      .then((value) => {
        setLoadedPage(page);
        if (value.items.length === 0 && page > 1) setPage(page - 1);
        setData(value);
        setError('');
      })
      .catch((failure: unknown) => setError(`Failed to fetch ${what}: ${describeError(failure)}`));
  }, [requestJson, path, page, what]);
  useEffect(load, [load]);
  return { page, setPage, data, error, load, busy: loadedPage !== page };
}

/** The queue's items as a list named `label`, each drawn by `item`; `empty` when there are none. */
export function QueueList<T>({ queue, label, empty, item }: { queue: Queue<T>; label: string; empty: string; item: (value: T) => ReactNode }) {
  const { data, error } = queue;
  return (
    <>
      {error && <ErrorText>{error}</ErrorText>}
      {!data ? (
        !error && <Loading />
      ) : data.items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label={label}>
          {data.items.map(item)}
        </ul>
      )}
      {data && <Pager page={queue.page} total={data.total} size={ADMIN_PAGE_SIZE} onPage={queue.setPage} label={label} />}
    </>
  );
}
