import { queryOptions, useQuery } from '@tanstack/react-query';
import { isVinFormat, vinDetails, type VinDetails } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { assetCreateKeys } from './keys';

/** spec 2 §7 getDetailsFromVin(vin), as REST: decoded on the server from its own table. */
export function getVinDetails(vin: string, signal?: AbortSignal): Promise<VinDetails> {
  return apiRequest(`/vin-details?vin=${encodeURIComponent(vin)}`, vinDetails, { signal });
}

const vinDetailsOptions = (vin: string) =>
  queryOptions({
    queryKey: assetCreateKeys.vin(vin),
    queryFn: ({ signal }) => getVinDetails(vin, signal),
    // What a VIN says never changes.
    staleTime: CACHE_TIME.long,
    meta: { skipGlobalErrorToast: true },
  });

/** Decodes the VIN once it has the form of one (17 characters); nothing before. */
export function useVinDetails(typed: string) {
  const vin = typed.trim().toUpperCase();
  return useQuery({ ...vinDetailsOptions(vin), enabled: isVinFormat(vin) });
}
