import { z } from 'zod';
import { ALERT_RULE_KINDS } from './alert-rules';

/** Why an alert fired: the rule as it was, the fixes around the event, the values that crossed. */
export const alertEvidence = z.object({
  rule: z.object({
    name: z.string(),
    kind: z.enum(ALERT_RULE_KINDS),
    params: z.record(z.string(), z.unknown()),
  }),
  /** The fix before the event and the one that showed it (ISO times, place, the value read). */
  fixes: z.array(
    z.object({
      fix_time: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      value: z.union([z.number(), z.boolean(), z.string()]).nullable(),
    }),
  ),
  /** What the value was compared with: "inside Yard", "> 65 mph", "idle ≥ 15 min". */
  crossed: z.string(),
});
export type AlertEvidence = z.infer<typeof alertEvidence>;

/** A fired alert, as the Activity list and the bell read it. */
export const alertItem = z.object({
  alert_id: z.number(),
  alert_rule_id: z.number().nullable(),
  rule_name: z.string().nullable(),
  asset_id: z.number(),
  asset_name: z.string(),
  incident_type_id: z.number(),
  severity: z.enum(['critical', 'warning', 'haul', 'info']),
  geofence_id: z.number().nullable(),
  geofence_name: z.string().nullable(),
  fired_at: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  evidence: alertEvidence,
  is_read: z.boolean(),
});
export type AlertItem = z.infer<typeof alertItem>;

export const alertPage = z.object({
  items: z.array(alertItem),
  total: z.number(),
  unread: z.number(),
});
export type AlertPage = z.infer<typeof alertPage>;
