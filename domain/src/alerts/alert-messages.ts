import { z } from 'zod';
import { MAX_ID } from '../column-bounds';

/** The alerts area's sentences (docs/ALERTS.md). */
export const ALERT_MESSAGES = {
  notAllowed: 'Only admins and managers see and set alerts.',
  readOnly: 'Read-only users cannot change alerts.',
  unknownGeofence: 'That geofence is not one of your company’s.',
  unknownGroup: 'That group is not one of your company’s.',
  unknownUser: 'Someone chosen to be told is not one of your company’s users.',
  ruleSaved: 'Alert saved.',
  ruleDeleted: 'Alert deleted.',
} as const;

export const alertRuleParamsPath = z.object({
  alertRuleId: z.coerce.number().int().positive().max(MAX_ID),
});
export const alertParamsPath = z.object({
  alertId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** GET /api/alerts: newest first, a page at a time, optionally only unread or one severity. */
export const alertListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  severity: z.enum(['critical', 'warning', 'haul', 'info']).optional(),
  asset_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
  alert_rule_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
  unread: z.enum(['true', 'false']).optional(),
});
export type AlertListQuery = z.infer<typeof alertListQuery>;

/** POST /api/alerts/read: these alerts, or every one, read by the caller. */
export const alertReadBody = z
  .object({
    alert_ids: z
      .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
      .max(500)
      .optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((body) => (body.alert_ids === undefined) !== (body.all === undefined), {
    message: 'Name the alerts read, or say all.',
  });
