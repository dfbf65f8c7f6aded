import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { maintenanceGroup } from '@fleet/domain';
import { apiRequest } from '../api-client';
import { CACHE_TIME } from '../query-client';
import { serviceKeys } from './service-keys';

const groupList = z.array(maintenanceGroup);

/**
 * spec 2 §7 GET maintenance-groups: the company's service groups with intervals and assets
 * (the service pages, and the asset edit form's group choice).
 */
export function useMaintenanceGroups(enabled: boolean) {
  return useQuery({
    queryKey: serviceKeys.groups(),
    queryFn: ({ signal }) => apiRequest('/maintenance-groups', groupList, { signal }),
    staleTime: CACHE_TIME.short,
    enabled,
    // Each caller says what could not be loaded in its place.
    meta: { skipGlobalErrorToast: true },
  });
}
