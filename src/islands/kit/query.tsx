/**
 * TanStack Query for the dashboards (/admin and /owner): one client per dashboard, the
 * query keys in one place, retries on network failures only (a 4xx or 5xx answer is an
 * answer, shown at once), and mutations that invalidate what they changed. Query answers
 * are kept per key, so a slow older answer never replaces a newer one.
 */
import { QueryClient, QueryClientProvider, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiError, apiJson, type ApiOptions } from './api';
import type { SessionKind } from './session';

/** Query keys: a dashboard's resource, then what narrows it. Invalidate by prefix. */
export const queryKeys = {
  admin: {
    all: ['admin'] as const,
    stats: () => ['admin', 'stats'] as const,
    list: (resource: string, params: Record<string, unknown> = {}) => ['admin', resource, params] as const,
  },
  owner: {
    all: ['owner'] as const,
    listings: () => ['owner', 'listings'] as const,
    billing: () => ['owner', 'billing'] as const,
    /** Every listing's credential requests and records. */
    credentials: () => ['owner', 'credentials'] as const,
    /** Every listing's quote requests: one answer for all of the owner's businesses. */
    quoteRequests: () => ['owner', 'quote-requests'] as const,
    business: (id: number, resource: string, params: Record<string, unknown> = {}) => ['owner', 'business', id, resource, params] as const,
  },
};

/** Network failures are retried (twice, backing off); answers from the server are not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'network' && failureCount < 2;
}

/** @public */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 10_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** Gives a dashboard its own query cache. */
export function QueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [own] = useState(() => client ?? createQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}

/** GET `path` with `auth`'s session, cached under `key`. */
export function useApiQuery<T>(
  key: QueryKey,
  path: string | null,
  options: { auth?: SessionKind; enabled?: boolean; refetchOnMount?: boolean | 'always' } = {},
) {
  return useQuery<T, ApiError>({
    queryKey: key,
    queryFn: ({ signal }) => apiJson<T>(path!, { auth: options.auth, signal }),
    enabled: path !== null && options.enabled !== false,
    refetchOnMount: options.refetchOnMount,
  });
}

/**
 * A change sent to the API; on success every query under `invalidates` (key prefixes) is
 * fetched again.
 */
export function useApiMutation<V, T = unknown>(
  request: (variables: V) => { path: string } & ApiOptions,
  options: { invalidates?: QueryKey[]; onSuccess?: (data: T, variables: V) => void } = {},
) {
  const client = useQueryClient();
  return useMutation<T, ApiError, V>({
    mutationFn: (variables) => {
      const { path, ...rest } = request(variables);
      return apiJson<T>(path, rest);
    },
    onSuccess: async (data, variables) => {
      options.onSuccess?.(data, variables);
      await Promise.all((options.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey })));
    },
  });
}
