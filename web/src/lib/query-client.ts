import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { showErrorToast } from './error-toasts';

/** Cache freshness (spec 1 §9): none 0, short 5 s, normal 5 min, long 30 min. */
export const CACHE_TIME = {
  none: 0,
  short: 5_000,
  normal: 5 * 60_000,
  long: 30 * 60_000,
} as const;

export interface AppQueryMeta extends Record<string, unknown> {
  /** The caller shows its own message for failures (e.g. the sign-in form's alert). */
  skipGlobalErrorToast?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

/** The one query client: generic error toasts (spec 2 §8), no retries, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!query.meta?.skipGlobalErrorToast) showErrorToast(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.skipGlobalErrorToast) showErrorToast(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: CACHE_TIME.normal },
      mutations: { retry: false },
    },
  });
}
