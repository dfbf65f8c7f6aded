import { useQuery } from '@tanstack/react-query';
import { user } from '@fleet/domain';
import { apiRequest } from './api-client';
import { CACHE_TIME } from './query-client';

/** The company's active admins, whom the support dialog names (docs/FRAMES.md "Support"). */
const adminFields = user
  .pick({
    user_id: true,
    first_name: true,
    last_name: true,
    email: true,
    phone_number: true,
    security_level_id: true,
    active: true,
  })
  .array();
export type CompanyAdmin = ReturnType<typeof adminFields.parse>[number];

const FIELDS = 'user_id,first_name,last_name,email,phone_number,security_level_id,active';

export function useCompanyAdmins(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['company-users', 'admins', companyId],
    enabled,
    queryFn: async ({ signal }) => {
      const people = await apiRequest(`/companies/${companyId}/users`, adminFields, {
        signal,
        headers: { 'X-Fields': FIELDS },
      });
      return people.filter((person) => person.active && person.security_level_id === 1);
    },
    staleTime: CACHE_TIME.normal,
  });
}
