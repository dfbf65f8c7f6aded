import { z } from 'zod';
import { bodyId } from '../api-schemas';
import { SERVICE_GROUP_MESSAGES } from './service-messages';
import { SERVICE_DUE_STATUSES } from './upcoming-service';

const MAX_DAYS = 36_500;
const MAX_AMOUNT = 10_000_000;

const limit = (max: number, what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .min(0, `${what} cannot be negative`)
    .max(max, `${what} must be at most ${max}`)
    .nullable();

const intervalFields = {
  name: z
    .string({ error: SERVICE_GROUP_MESSAGES.intervalNameRequired })
    .trim()
    .min(1, SERVICE_GROUP_MESSAGES.intervalNameRequired)
    .max(200),
  time_days: limit(MAX_DAYS, 'time_days').refine((v) => v === null || Number.isInteger(v), {
    message: 'time_days must be a whole number of days',
  }),
  miles: limit(MAX_AMOUNT, 'miles'),
  engine_hours: limit(MAX_AMOUNT, 'engine_hours'),
};

/** An interval must be measured some way: one of time, miles or hours above 0. */
export const hasIntervalLimit = (v: {
  time_days?: number | null;
  miles?: number | null;
  engine_hours?: number | null;
}): boolean => [v.time_days, v.miles, v.engine_hours].some((x) => x != null && x > 0);

/** POST maintenance-groups/{id}/intervals, and each interval of a new group. */
export const maintenanceIntervalCreate = z
  .strictObject({
    name: intervalFields.name,
    time_days: intervalFields.time_days.default(null),
    miles: intervalFields.miles.default(null),
    engine_hours: intervalFields.engine_hours.default(null),
  })
  .refine(hasIntervalLimit, {
    message: SERVICE_GROUP_MESSAGES.intervalNeedsLimit,
    path: ['time_days'],
  });
export type MaintenanceIntervalCreate = z.input<typeof maintenanceIntervalCreate>;

/** PATCH maintenance-groups/{id}/intervals/{intervalId}: the merged interval is checked again. */
export const maintenanceIntervalUpdate = z.strictObject(intervalFields).partial();
export type MaintenanceIntervalUpdate = z.input<typeof maintenanceIntervalUpdate>;

const groupName = z
  .string({ error: SERVICE_GROUP_MESSAGES.nameRequired })
  .trim()
  .min(1, SERVICE_GROUP_MESSAGES.nameRequired)
  .max(200);

/** POST maintenance-groups: a group is made with its intervals (spec 2 §8's 400 detail). */
export const maintenanceGroupCreate = z.strictObject({
  name: groupName,
  description: z.string().trim().max(2000).default(''),
  intervals: z
    .array(maintenanceIntervalCreate, { error: SERVICE_GROUP_MESSAGES.intervalsRequired })
    .min(1, SERVICE_GROUP_MESSAGES.intervalsRequired)
    .max(50),
});
export type MaintenanceGroupCreate = z.input<typeof maintenanceGroupCreate>;

export const maintenanceGroupUpdate = z
  .strictObject({ name: groupName, description: z.string().trim().max(2000) })
  .partial();
export type MaintenanceGroupUpdate = z.input<typeof maintenanceGroupUpdate>;

/**
 * PUT maintenance-groups/{id}/assets: the group's whole membership. Listed assets join it
 * (leaving any other group), the group's assets not listed leave it.
 */
export const maintenanceGroupAssets = z.strictObject({
  asset_ids: z
    .array(bodyId)
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, {
      message: 'asset_ids lists an asset twice',
    }),
});
export type MaintenanceGroupAssets = z.input<typeof maintenanceGroupAssets>;

export const maintenanceInterval = z.object({
  maintenance_group_interval_id: z.number(),
  maintenance_group_id: z.number(),
  name: z.string(),
  time_days: z.number().nullable(),
  miles: z.number().nullable(),
  engine_hours: z.number().nullable(),
});
export type MaintenanceInterval = z.infer<typeof maintenanceInterval>;

/** spec 2 §3 service group (maintenance_group_id) with its intervals and assets. */
export const maintenanceGroup = z.object({
  maintenance_group_id: z.number(),
  name: z.string(),
  description: z.string(),
  intervals: z.array(maintenanceInterval),
  asset_ids: z.array(z.number()),
});
export type MaintenanceGroup = z.infer<typeof maintenanceGroup>;

/** One interval of an asset's upcoming service (spec 2 §3 "intervals with percentage_used"). */
export const upcomingServiceInterval = maintenanceInterval.extend({
  percentage_used: z.number(),
  status: z.enum(SERVICE_DUE_STATUSES),
  status_label: z.string(),
  days_since: z.number(),
  miles_since: z.number().nullable(),
  hours_since: z.number().nullable(),
  /** The service record counted from; null: counted from the asset as new. */
  last_service_date: z.string().nullable(),
});
export type UpcomingServiceInterval = z.infer<typeof upcomingServiceInterval>;

export const upcomingService = z.object({
  asset_id: z.number(),
  maintenance_group: z.object({ maintenance_group_id: z.number(), name: z.string() }).nullable(),
  intervals: z.array(upcomingServiceInterval),
  /** Intervals upcoming or required: the card's badge. */
  due_soon_count: z.number(),
  odometer: z.number().nullable(),
  hours: z.number().nullable(),
});
export type UpcomingService = z.infer<typeof upcomingService>;

export const assetServiceRecord = z.object({
  asset_service_record_id: z.number(),
  asset_id: z.number(),
  maintenance_group_interval_id: z.number(),
  interval_name: z.string(),
  performed_at: z.string(),
  odometer_miles: z.number().nullable(),
  engine_hours: z.number().nullable(),
  work_order_id: z.number().nullable(),
});
export type AssetServiceRecord = z.infer<typeof assetServiceRecord>;
