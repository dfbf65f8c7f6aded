import { z } from 'zod';
import { id } from '../api-schemas';

/**
 * The company's asset register (spec 2 §3 "Asset search item", §7 searchAssets and the
 * aggregations assetsByType and trackersByType), as REST writes it: snake_case. GraphQL gives
 * the same fields in camelCase. docs/ASSETS.md says what each filter and sort reads.
 */

export const ASSET_SEARCH_LIMITS = {
  queryLength: 100,
  maxPageSize: 100,
  pageSize: 20,
  /** Pages past this are no list a person reads; search or filter instead. */
  maxPageNumber: 10_000,
} as const;

export const ASSET_SEARCH_SORTS = [
  'name',
  'type',
  'make',
  'model',
  'year',
  'hours',
  'odometer',
] as const;
export type AssetSearchSort = (typeof ASSET_SEARCH_SORTS)[number];

export const ASSET_SEARCH_MESSAGES = {
  forbidden: 'Only admins and managers can see the company’s asset register.',
  badSort: `Sort by one of ${ASSET_SEARCH_SORTS.join(', ')}`,
  loadFailed: 'The assets could not be loaded.',
} as const;

export const ASSET_SERVICE_FILTERS = ['due', 'overdue'] as const;

/** A whole number from 1 to `max` in a query string: digits only, so "1e3" or " 7" are refused. */
const wholeNumber = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `Expected a whole number from 1 to ${max}`)
    .pipe(
      z.coerce
        .number<string>()
        .int()
        .min(1, `Expected a whole number from 1 to ${max}`)
        .max(max, `Expected a whole number from 1 to ${max}`),
    )
    .default(fallback);

/** Asset type ids, comma-separated (spec 1 §3 asset_type_id: 1 vehicle, 2 equipment). */
const typeIds = z
  .string()
  .regex(
    /^[1-9]\d{0,3}(,[1-9]\d{0,3}){0,19}$/,
    'Expected asset type ids separated by commas, such as 1,2',
  )
  .transform((value) => [...new Set(value.split(',').map(Number))]);

/** GET /api/assets/search: free text, filters, sort and one page. */
export const assetSearchQuery = z.strictObject({
  /** Matches name, serial number, VIN, make and model anywhere, any case. */
  query: z.string().trim().max(ASSET_SEARCH_LIMITS.queryLength).optional(),
  asset_type_id: typeIds.optional(),
  has_tracker: z
    .enum(['true', 'false'], { error: 'Expected true or false' })
    .transform((value) => value === 'true')
    .optional(),
  /** The asset's home (inventory) branch. */
  branch_id: id.optional(),
  /** A group (organization) the asset belongs to. */
  group_id: id.optional(),
  /**
   * Service due as the dashboard judges it (docs/DASHBOARD.md "Service due"): 'due' due soon
   * or overdue, 'overdue' overdue only.
   */
  service_due: z
    .enum(ASSET_SERVICE_FILTERS, { error: `Expected ${ASSET_SERVICE_FILTERS.join(' or ')}` })
    .optional(),
  /**
   * 'silent': the asset has a tracker that has not reported for NOT_REPORTING_HOURS, or never
   * (the dashboard's not-reporting tile).
   */
  reporting: z.enum(['silent'], { error: 'Expected silent' }).optional(),
  sort: z.enum(ASSET_SEARCH_SORTS, { error: ASSET_SEARCH_MESSAGES.badSort }).default('name'),
  order: z.enum(['asc', 'desc'], { error: 'Expected asc or desc' }).default('asc'),
  page_size: wholeNumber(ASSET_SEARCH_LIMITS.maxPageSize, ASSET_SEARCH_LIMITS.pageSize),
  page_number: wholeNumber(ASSET_SEARCH_LIMITS.maxPageNumber, 1),
});
export type AssetSearchQuery = z.output<typeof assetSearchQuery>;
/** The query as a client writes it (the URL's text values). */
export type AssetSearchQueryInput = z.input<typeof assetSearchQuery>;

/** spec 2 §3 "Asset search item". */
export const assetSearchItem = z.object({
  asset_id: z.number(),
  name: z.string(),
  serial_number: z.string().nullable(),
  vin: z.string().nullable(),
  /** The free-text model typed when the catalogue had none. */
  custom_model: z.string().nullable(),
  asset_type_id: z.number(),
  asset_type_name: z.string(),
  /** The map's finer kind: vehicle, trailer, small tool… */
  asset_type_key: z.string(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  year: z.number().nullable(),
  status: z.object({ odometer: z.number().nullable(), hours: z.number().nullable() }),
  operator_assignment: z.object({ operator_id: z.number(), name: z.string() }).nullable(),
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
  /** Reporting designations, each its '|'-joined path. */
  resources: z.array(z.object({ resource_id: z.number(), path: z.string() })),
  tracker_id: z.number().nullable(),
  tracker_serial: z.string().nullable(),
  camera_id: z.number().nullable(),
  archived_status: z.string().nullable(),
  product: z.object({ product_id: z.number(), name: z.string() }).nullable(),
  /** Its most urgent service interval when one is due soon or overdue, as the dashboard says. */
  service_due: z
    .object({
      interval_name: z.string(),
      is_overdue: z.boolean(),
      remaining: z.number(),
      unit: z.enum(['days', 'miles', 'hours']),
    })
    .nullable(),
  /** Its tracker's newest fix (ISO), null when it has none or never reported. */
  last_fix_time: z.string().nullable(),
});
export type AssetSearchItem = z.infer<typeof assetSearchItem>;

/** spec 2 §7 assetsByType: the company's assets in service per asset type. */
export const assetTypeCount = z.object({
  asset_type_id: z.number(),
  name: z.string(),
  count: z.number(),
});
export type AssetTypeCount = z.infer<typeof assetTypeCount>;

/** spec 2 §7 trackersByType: trackers installed on the company's assets in service, per type. */
export const trackerTypeCount = z.object({ tracker_type_id: z.number(), count: z.number() });
export type TrackerTypeCount = z.infer<typeof trackerTypeCount>;

export const assetSearchPage = z.object({
  items: z.array(assetSearchItem),
  /** Assets matching the search and filters (every page). */
  total: z.number(),
  page_number: z.number(),
  page_size: z.number(),
  /** Over the whole company, whatever the search: the register's headline. */
  assets_by_type: z.array(assetTypeCount),
  trackers_by_type: z.array(trackerTypeCount),
});
export type AssetSearchPage = z.infer<typeof assetSearchPage>;
