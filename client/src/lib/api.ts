import { QueryClient } from '@tanstack/react-query';
import { getJson } from './api-request';

/** Cached data never goes stale, no refetch on focus, no polling, no retries. Reads are GETs to the query key's segments joined with slashes, cookies included. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: ({ queryKey }) => getJson(queryKey.join('/')),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
