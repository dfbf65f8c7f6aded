import { addressCandidate, type AddressCandidate } from '@fleet/domain';
import { apiRequest } from './api-client';

/** How a place is searched for: an address to look up, or typed coordinates. */
export type SearchMethod = 'address' | 'coordinates';

/**
 * Addresses for a typed search (the jobsite flyout, a shared place): the server's gazetteer, or
 * its online geocoder (GET /api/geocoder/search).
 */
export function searchAddresses(query: string, signal?: AbortSignal): Promise<AddressCandidate[]> {
  return apiRequest(`/geocoder/search?q=${encodeURIComponent(query)}`, addressCandidate.array(), {
    signal,
  });
}
