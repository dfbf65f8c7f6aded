import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';

/**
 * The company's geofences and groups as picker options ({ value, label }), for forms that only
 * name them (alert rules); the pages that manage them keep their own fuller queries.
 */
export interface Choice {
  value: string;
  label: string;
}

const toChoices = (rows: Array<{ id: number; name: string }>): Choice[] =>
  rows
    .map((row) => ({ value: String(row.id), label: row.name }))
    .sort((a, b) => a.label.localeCompare(b.label));

const geofenceRows = z
  .array(z.object({ geofence_id: z.number(), name: z.string() }))
  .transform((rows) => rows.map((row) => ({ id: row.geofence_id, name: row.name })));
const groupRows = z
  .array(z.object({ organization_id: z.number(), name: z.string() }))
  .transform((rows) => rows.map((row) => ({ id: row.organization_id, name: row.name })));

export const companyChoiceKeys = {
  geofences: (userId: number) => ['company-choices', 'geofences', userId] as const,
  groups: () => ['company-choices', 'groups'] as const,
};

export function useGeofenceChoices(userId: number) {
  return useQuery({
    queryKey: companyChoiceKeys.geofences(userId),
    queryFn: async ({ signal }) =>
      toChoices(await apiRequest(`/users/${userId}/geofences`, geofenceRows, { signal })),
  });
}

export function useGroupChoices() {
  return useQuery({
    queryKey: companyChoiceKeys.groups(),
    queryFn: async ({ signal }) =>
      toChoices(await apiRequest('/organizations', groupRows, { signal })),
  });
}
