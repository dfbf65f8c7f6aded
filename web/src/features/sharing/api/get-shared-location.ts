import { useQuery } from '@tanstack/react-query';
import { sharedLocation, type SharedLocation } from '@fleet/domain';
import { apiRequest, isApiError } from '../../../lib/api-client';

/** The page follows the asset: a tracker reports about this often while moving. */
export const SHARED_LOCATION_POLL_MS = 15_000;

export function getSharedLocation(token: string, signal?: AbortSignal): Promise<SharedLocation> {
  return apiRequest(`/public/share/${encodeURIComponent(token)}`, sharedLocation, { signal });
}

/** A link that expired (or never was) answers 404: nothing more will come of asking again. */
export const isGone = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || error.status === 400);

/** GET /api/public/share/{token}, without sign-in, read again every 15 s until it is gone. */
export function useSharedLocation(token: string) {
  return useQuery({
    queryKey: ['shared-location', token],
    queryFn: ({ signal }) => getSharedLocation(token, signal),
    staleTime: 0,
    refetchInterval: (query) => (isGone(query.state.error) ? false : SHARED_LOCATION_POLL_MS),
    // The page says what happened itself: no sign-in, so no toasts about sessions.
    meta: { skipGlobalErrorToast: true },
  });
}
