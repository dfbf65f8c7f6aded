import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';
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

/** How many times a call is tried again after the server said it is busy. */
export const BUSY_RETRIES = 3;
const BUSY_RETRY_CAP_MS = 10_000;

/**
 * Reads are tried again only when the server answered 503 (busy or briefly unavailable: the
 * call did nothing), after the time it asked for. Any other failure is an answer to show.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < BUSY_RETRIES && isApiError(error) && error.status === 503;
}

/**
 * Writes are tried again only when the server shed them (503 OVERLOADED): load shedding answers
 * before any route runs (server/src/platform/overload.ts), so the write was never made and
 * sending it again cannot make it twice. Any other failure, 503s included, is shown at once.
 */
export function shouldRetryWrite(failureCount: number, error: unknown): boolean {
  return shouldRetryRead(failureCount, error) && isApiError(error) && error.code === 'OVERLOADED';
}

export function busyRetryDelayMs(failureCount: number, error: unknown): number {
  const asked = isApiError(error) ? error.retryAfterSeconds : undefined;
  return Math.min(BUSY_RETRY_CAP_MS, asked === undefined ? 1000 * 2 ** failureCount : asked * 1000);
}

/**
 * The one query client: generic error toasts (spec 2 §8), reads retried only after a busy
 * server's 503, writes only after a shed one (never made), no refetch on focus.
 */
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
      queries: {
        retry: shouldRetryRead,
        retryDelay: busyRetryDelayMs,
        refetchOnWindowFocus: false,
        staleTime: CACHE_TIME.normal,
      },
      mutations: { retry: shouldRetryWrite, retryDelay: busyRetryDelayMs },
    },
  });
}
