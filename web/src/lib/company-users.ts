import { useQuery } from '@tanstack/react-query';
import { user } from '@fleet/domain';
import { apiRequest } from './api-client';
import { CACHE_TIME } from './query-client';

/**
 * The company's people for the pickers of forms (an order's contact, a service request's
 * requester, a share's recipient): spec 1 §7 GET companies/{companyId}/users with X-Fields, so
 * only the fields the pickers show leave the server.
 */
const pickerUsers = user
  .pick({
    user_id: true,
    first_name: true,
    last_name: true,
    can_rent: true,
    cell_phone_number: true,
    phone_number: true,
    sms_opted_out: true,
  })
  .array();
export type PickerUser = ReturnType<typeof pickerUsers.parse>[number];

const FIELDS = 'user_id,first_name,last_name,can_rent,cell_phone_number,phone_number,sms_opted_out';

export const companyUserKeys = {
  pickers: (companyId: number) => ['company-users', 'pickers', companyId] as const,
};

export function getPickerUsers(companyId: number, signal?: AbortSignal): Promise<PickerUser[]> {
  return apiRequest(`/companies/${companyId}/users`, pickerUsers, {
    signal,
    headers: { 'X-Fields': FIELDS },
  });
}

export function usePickerUsers(companyId: number) {
  return useQuery({
    queryKey: companyUserKeys.pickers(companyId),
    queryFn: ({ signal }) => getPickerUsers(companyId, signal),
    staleTime: CACHE_TIME.normal,
  });
}

/** "Avery Lee"; a user without a name shows as their id. */
export function userName(person: Pick<PickerUser, 'user_id' | 'first_name' | 'last_name'>): string {
  return (
    [person.first_name, person.last_name].filter(Boolean).join(' ') || `User ${person.user_id}`
  );
}
