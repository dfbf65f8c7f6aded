import { z } from 'zod';
import { INCIDENT_TYPE } from '../assets/asset-ids';
import { MAX_ID } from '../column-bounds';

/** What an alert rule watches (issue 12 "Alerts"). */
export const ALERT_RULE_KINDS = [
  'geofence_enter',
  'geofence_exit',
  'over_speed',
  'outside_hours',
  'idle',
  'low_battery',
  'lost_contact',
  'threshold',
  'service_due',
] as const;
export type AlertRuleKind = (typeof ALERT_RULE_KINDS)[number];

export const ALERT_RULE_LABELS: Record<AlertRuleKind, string> = {
  geofence_enter: 'Enters a geofence',
  geofence_exit: 'Leaves a geofence',
  over_speed: 'Over speed',
  outside_hours: 'Used outside normal hours',
  idle: 'Engine idle too long',
  low_battery: 'Tracker battery low',
  lost_contact: 'Tracker lost contact',
  threshold: 'Reading outside its range',
  service_due: 'Service due',
};

/** The spec 2 §4 incident type each rule fires; its severity follows from it. */
export const ALERT_RULE_INCIDENT: Record<AlertRuleKind, number> = {
  geofence_enter: INCIDENT_TYPE.enteringArea,
  geofence_exit: INCIDENT_TYPE.leavingArea,
  over_speed: INCIDENT_TYPE.overSpeed,
  outside_hours: INCIDENT_TYPE.outsideNormalHours,
  idle: INCIDENT_TYPE.engineIdle,
  low_battery: INCIDENT_TYPE.assetThresholdExceeded,
  lost_contact: INCIDENT_TYPE.lostContact,
  threshold: INCIDENT_TYPE.assetThresholdExceeded,
  service_due: INCIDENT_TYPE.assetThresholdExceeded,
};

/**
 * When a service-due rule fires: once an interval is due soon (the dashboard's rule: 14 days,
 * or the last tenth of its miles or hours), or only once it is overdue.
 */
export const SERVICE_DUE_WHEN = ['due_soon', 'overdue'] as const;
export type ServiceDueWhen = (typeof SERVICE_DUE_WHEN)[number];
export const SERVICE_DUE_WHEN_LABELS: Record<ServiceDueWhen, string> = {
  due_soon: 'When it is due soon',
  overdue: 'When it is overdue',
};

/** Readings a threshold rule can watch, as the asset's status names them. */
export const THRESHOLD_READINGS = [
  'hours',
  'odometer',
  'fuel_level',
  'diesel_exhaust_fluid_level',
] as const;
export type ThresholdReading = (typeof THRESHOLD_READINGS)[number];
export const THRESHOLD_READING_LABELS: Record<ThresholdReading, string> = {
  hours: 'Engine hours',
  odometer: 'Odometer (miles)',
  fuel_level: 'Fuel level (%)',
  diesel_exhaust_fluid_level: 'DEF level (%)',
};

export const ALERT_LIMITS = {
  nameMax: 80,
  speedMphMin: 5,
  speedMphMax: 150,
  idleMinutesMin: 1,
  idleMinutesMax: 24 * 60,
  lostContactMinutesMin: 5,
  lostContactMinutesMax: 7 * 24 * 60,
  recipientsMax: 50,
} as const;

const id = z.number().int().positive().max(MAX_ID);
const L = ALERT_LIMITS;

/** Each kind's own settings; a rule's `params` must match its kind's. */
export const alertRuleParams = {
  geofence_enter: z.object({}).strict(),
  geofence_exit: z.object({}).strict(),
  over_speed: z
    .object({
      speed_mph: z
        .number({ error: 'Enter the speed in mph.' })
        .int('Enter the speed in whole mph.')
        .min(L.speedMphMin, `The speed must be at least ${L.speedMphMin} mph.`)
        .max(L.speedMphMax, `The speed must be at most ${L.speedMphMax} mph.`),
    })
    .strict(),
  outside_hours: z.object({}).strict(),
  idle: z
    .object({
      minutes: z
        .number({ error: 'Enter the idle minutes.' })
        .int('Enter whole minutes.')
        .min(L.idleMinutesMin, `Idle must last at least ${L.idleMinutesMin} minute.`)
        .max(L.idleMinutesMax, 'Idle can be watched for at most 24 hours.'),
    })
    .strict(),
  low_battery: z
    .object({
      percent: z
        .number({ error: 'Enter the battery percent.' })
        .int('Enter a whole percent.')
        .min(1, 'The battery percent must be between 1 and 99.')
        .max(99, 'The battery percent must be between 1 and 99.'),
    })
    .strict(),
  lost_contact: z
    .object({
      minutes: z
        .number({ error: 'Enter the minutes without contact.' })
        .int('Enter whole minutes.')
        .min(L.lostContactMinutesMin, `Wait at least ${L.lostContactMinutesMin} minutes.`)
        .max(L.lostContactMinutesMax, 'Wait at most 7 days.'),
    })
    .strict(),
  threshold: z
    .object({
      reading: z.enum(THRESHOLD_READINGS, { error: 'Choose the reading to watch.' }),
      min: z.number().finite().nullable(),
      max: z.number().finite().nullable(),
    })
    .strict()
    .refine((p) => p.min !== null || p.max !== null, {
      message: 'Give a lowest or a highest value (or both).',
    })
    .refine((p) => p.min === null || p.max === null || p.min < p.max, {
      message: 'The lowest value must be below the highest.',
    }),
  service_due: z
    .object({ when: z.enum(SERVICE_DUE_WHEN, { error: 'Choose when the alert fires.' }) })
    .strict(),
} satisfies Record<AlertRuleKind, z.ZodType>;

/** Who is told, and how: in the app (always kept), by text, by email. */
export const alertNotify = z
  .object({
    in_app: z.boolean(),
    sms: z.boolean(),
    email: z.boolean(),
    user_ids: z.array(id).max(L.recipientsMax, `Choose at most ${L.recipientsMax} people.`),
  })
  .strict();
export type AlertNotify = z.infer<typeof alertNotify>;

const ruleFields = {
  name: z
    .string({ error: 'Enter a name.' })
    .trim()
    .min(1, 'Enter a name.')
    .max(L.nameMax, `The name can be at most ${L.nameMax} characters.`),
  kind: z.enum(ALERT_RULE_KINDS, { error: 'Choose what the alert watches.' }),
  params: z.record(z.string(), z.unknown()).default({}),
  geofence_id: id.nullable().default(null),
  geofence_organization_id: id.nullable().default(null),
  asset_organization_id: id.nullable().default(null),
  notify: alertNotify,
  active: z.boolean().default(true),
};

/** The body of POST /api/alert-rules and PUT /api/alert-rules/{id}. */
export const alertRuleBody = z
  .object(ruleFields)
  .strict()
  .superRefine((body, ctx) => {
    const params = alertRuleParams[body.kind].safeParse(body.params);
    if (!params.success) {
      for (const issue of params.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['params', ...issue.path], message: issue.message });
      }
    }
    const isGeofenceRule = body.kind === 'geofence_enter' || body.kind === 'geofence_exit';
    const fences = (body.geofence_id === null ? 0 : 1) + (body.geofence_organization_id ? 1 : 0);
    if (isGeofenceRule && fences !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['geofence_id'],
        message: 'Choose one geofence or one group of geofences.',
      });
    }
    if (!isGeofenceRule && fences > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['geofence_id'],
        message: 'Only geofence alerts name a geofence.',
      });
    }
    if ((body.notify.sms || body.notify.email) && body.notify.user_ids.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['notify', 'user_ids'],
        message: 'Choose who gets the text or email.',
      });
    }
  });
export type AlertRuleBody = z.infer<typeof alertRuleBody>;

/** An alert rule as the API returns it. */
export const alertRule = z.object({
  alert_rule_id: z.number(),
  name: z.string(),
  kind: z.enum(ALERT_RULE_KINDS),
  params: z.record(z.string(), z.unknown()),
  geofence_id: z.number().nullable(),
  geofence_organization_id: z.number().nullable(),
  asset_organization_id: z.number().nullable(),
  notify: alertNotify,
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AlertRule = z.infer<typeof alertRule>;
