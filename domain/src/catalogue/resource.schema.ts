import { z } from 'zod';
import { MAX_ID } from '../column-bounds';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from './messages';

/** spec 2 §3 "Resource (reporting designation)": one node of the company's reporting tree. */
export const resource = z.object({
  resource_id: z.number(),
  parent_resource_id: z.number().nullable(),
  /** The values from the root, '|'-joined. */
  path: z.string(),
  hierarchy_id: z.number(),
  /** 'location' marks the nodes an asset's home base can be. */
  hierarchy_map_type: z.string(),
  value: z.string(),
});
export type Resource = z.infer<typeof resource>;

/** The map type of the nodes an asset's home base is chosen from (spec 2 §5). */
export const LOCATION_MAP_TYPE = 'location';

export const resourceSearchQuery = z.strictObject({
  /** searchResources' ASSET_ID facet: the designations of this asset. */
  asset_id: z
    .string()
    .regex(/^\d{1,10}$/, 'Expected an id, a positive whole number such as 42')
    .pipe(z.coerce.number<string>().int().positive().max(MAX_ID))
    .optional(),
  query: z
    .string()
    .trim()
    .max(CATALOGUE_LIMITS.queryLength, `At most ${CATALOGUE_LIMITS.queryLength} characters`)
    .optional(),
});

/** PUT /api/assets/{id}/resources: the asset's designations, replacing the ones it had. */
export const assetResourcesBody = z.strictObject({
  resource_ids: z
    .array(z.number().int().min(1).max(MAX_ID), { error: CATALOGUE_MESSAGES.locationRequired })
    .max(CATALOGUE_LIMITS.maxAssetResources, `At most ${CATALOGUE_LIMITS.maxAssetResources}`),
});
export type AssetResourcesBody = z.infer<typeof assetResourcesBody>;
