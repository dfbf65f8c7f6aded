import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { savedSearchPreset, type InventoryPresetPayload } from '@fleet/domain';
import { z } from 'zod';
import { graphqlRequest } from '../../../lib/graphql-request';
import { CACHE_TIME } from '../../../lib/query-client';
import { inventoryKeys } from './keys';

const PRESET_FIELDS = `presetId presetName preset { query_field query_value branches categories
  asset_types inventory_statuses vendors }`;

const listAnswer = z.object({ savedSearchPresets: z.array(savedSearchPreset) });
const addAnswer = z.object({ addSavedSearchPreset: savedSearchPreset });
const deleteAnswer = z.object({ deleteSavedSearchPreset: z.boolean() });

/** spec 1 §7: the signed-in user's saved inventory searches. */
export function savedSearchesQueryOptions() {
  return queryOptions({
    queryKey: inventoryKeys.presets(),
    queryFn: async ({ signal }) =>
      (
        await graphqlRequest(`{ savedSearchPresets { ${PRESET_FIELDS} } }`, {}, listAnswer, {
          signal,
        })
      ).savedSearchPresets,
    staleTime: CACHE_TIME.normal,
  });
}

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}

export function useAddSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { presetName: string; preset: InventoryPresetPayload }) =>
      (
        await graphqlRequest(
          `mutation Add($presetName: String!, $preset: InventoryPresetInput!) {
            addSavedSearchPreset(presetName: $presetName, preset: $preset) { ${PRESET_FIELDS} } }`,
          input,
          addAnswer,
        )
      ).addSavedSearchPreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.presets() }),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (presetId: number) =>
      (
        await graphqlRequest(
          `mutation Delete($presetId: Int!) { deleteSavedSearchPreset(presetId: $presetId) }`,
          { presetId },
          deleteAnswer,
        )
      ).deleteSavedSearchPreset,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inventoryKeys.presets() }),
  });
}
