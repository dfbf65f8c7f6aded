import { addressCandidate, type AddressCandidate } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';

/** Addresses for the flyout's search: the server's gazetteer, or its online geocoder. */
export function searchAddresses(query: string, signal?: AbortSignal): Promise<AddressCandidate[]> {
  return apiRequest(`/geocoder/search?q=${encodeURIComponent(query)}`, addressCandidate.array(), {
    signal,
  });
}
