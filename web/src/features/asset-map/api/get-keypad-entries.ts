import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { keypadEntry, type KeypadEntry } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { operatorKeys } from './operator-keys';

const keypadEntries = z.array(keypadEntry);

/** spec 1 §7 GET {assets|rentals}/{id}/keypad-entries?limit=&offset=: newest first. */
export function getKeypadEntries(
  apiPath: string,
  page: { limit: number; offset: number },
  { signal }: { signal?: AbortSignal } = {},
): Promise<KeypadEntry[]> {
  const query = new URLSearchParams({ limit: String(page.limit), offset: String(page.offset) });
  return apiRequest(`${apiPath}/keypad-entries?${query.toString()}`, keypadEntries, { signal });
}

export function keypadEntriesQueryOptions(apiPath: string, limit: number, offset = 0) {
  return queryOptions({
    queryKey: operatorKeys.keypadEntries(apiPath, limit, offset),
    queryFn: ({ signal }) => getKeypadEntries(apiPath, { limit, offset }, { signal }),
    staleTime: CACHE_TIME.short,
    // The next page keeps the last one on screen until it arrives.
    placeholderData: keepPreviousData,
  });
}

export function useKeypadEntries(apiPath: string, limit: number, offset = 0) {
  return useQuery(keypadEntriesQueryOptions(apiPath, limit, offset));
}
