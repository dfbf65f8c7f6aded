import { useQuery } from '@tanstack/react-query';
import { user } from '@fleet/domain';
import { apiRequest } from '../../../lib/api-client';
import { CACHE_TIME } from '../../../lib/query-client';
import { onRentKeys } from './on-rent-keys';

const contactList = user
  .pick({ user_id: true, first_name: true, last_name: true, can_rent: true })
  .array();
export type ContactUser = ReturnType<typeof contactList.parse>[number];

/** spec 1 §7 GET companies/{companyId}/users with X-Fields: who may be an order's contact. */
export function getContactUsers(companyId: number, signal?: AbortSignal): Promise<ContactUser[]> {
  return apiRequest(`/companies/${companyId}/users`, contactList, {
    signal,
    headers: { 'X-Fields': 'user_id,first_name,last_name,can_rent' },
  });
}

export function useContactUsers(companyId: number) {
  return useQuery({
    queryKey: onRentKeys.contacts(companyId),
    queryFn: ({ signal }) => getContactUsers(companyId, signal),
    staleTime: CACHE_TIME.normal,
  });
}
