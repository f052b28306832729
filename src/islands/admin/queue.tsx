/**
 * What the admin lists share: one page of items through the dashboard's query cache (each
 * page cached under its own key, so a slower older answer never replaces the page asked for
 * last; the page shown stays until the next arrives), and the list with loading, empty and
 * pager states.
 */
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ADMIN_PAGE_SIZE, type Page } from '../../domain/admin';
import { pageQuery } from './admin-client';
import { describeError } from '../kit/api';
import { queryKeys } from '../kit/query';
import { useAdmin } from './context';
import { Empty, ErrorText, Loading, Pager } from './ui';

/**
 * GET `path` with the staff token (a 401 or 403 signs out), cached under `key`; `options` are
 * TanStack Query's (enabled, refetchOnMount, placeholderData, refetchInterval...).
 */
export function useAdminQuery<T>(
  path: string,
  key: QueryKey = queryKeys.admin.list(path),
  options: Omit<UseQueryOptions<T, Error>, 'queryKey' | 'queryFn'> = {},
) {
  const { requestJson } = useAdmin();
  return useQuery<T, Error>({ ...options, queryKey: key, queryFn: ({ signal }) => requestJson<T>(path, { signal }) });
}

/**
 * Page `page` of the admin list `base` (a path, maybe with a query string); `count` tells
 * how many items an answer holds. Answers of another list (`base`) are never shown as this
 * one's; when the last item of a page was decided, it steps back a page.
 */
export function usePagedQuery<T>(base: string, count: (data: T) => number) {
  const { requestJson } = useAdmin();
  const [page, setPage] = useState(1);
  const path = `${base}${base.includes('?') ? '&' : '?'}${pageQuery(page, ADMIN_PAGE_SIZE)}`;
  const query = useQuery<T, Error>({
    queryKey: queryKeys.admin.list(base, { page }),
    queryFn: ({ signal }) => requestJson<T>(path, { signal }),
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === base ? previous : undefined),
  });
  const data = query.data ?? null;
  if (data && !query.isPlaceholderData && count(data) === 0 && page > 1) setPage(page - 1);
  return {
    page,
    setPage,
    data,
    error: query.error,
    /** Loads the page again (after a decision), joining a reload already on its way. */
    load: () => void query.refetch({ cancelRefetch: false }),
    /** True until the page asked for is shown. */
    busy: query.isPending || query.isPlaceholderData,
  };
}

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
  const paged = usePagedQuery<Page<T>>(path, (data) => data.items.length);
  return { ...paged, error: paged.error ? `Failed to fetch ${what}: ${describeError(paged.error)}` : '' };
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
