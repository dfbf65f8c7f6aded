import { z } from 'zod';
import { INCIDENT_TYPE } from '../assets/asset-ids';
import { id } from '../api-schemas';

/**
 * Safety events (issue 13, spec 2 §3 "Incident" camera_event_medias, §4 incident ids): what a
 * dash cam films on its own and keeps a clip of. Hard braking is the spec's aggressive
 * deceleration (15); impact is 16; over speed is 2.
 */
export const SAFETY_EVENT_TYPE_IDS = [
  INCIDENT_TYPE.aggressiveDeceleration,
  INCIDENT_TYPE.impact,
  INCIDENT_TYPE.overSpeed,
] as const;
export type SafetyEventTypeId = (typeof SAFETY_EVENT_TYPE_IDS)[number];

export const SAFETY_EVENT_LABELS: Record<SafetyEventTypeId, string> = {
  [INCIDENT_TYPE.aggressiveDeceleration]: 'Hard braking',
  [INCIDENT_TYPE.impact]: 'Impact',
  [INCIDENT_TYPE.overSpeed]: 'Over speed',
};

export const isSafetyEventType = (typeId: number): typeId is SafetyEventTypeId =>
  (SAFETY_EVENT_TYPE_IDS as readonly number[]).includes(typeId);

/** The clip a camera keeps of an event: this long before the moment and after it. */
export const SAFETY_CLIP_BEFORE_MS = 10_000;
export const SAFETY_CLIP_AFTER_MS = 10_000;

/**
 * spec 2 §3 Incident `camera_event_medias`, one entry: where in the camera's history journal
 * the event's clip is (epoch ms), and the moment of the event itself inside it.
 */
export const cameraEventMedia = z.object({
  camera_id: z.number(),
  feed_id: z.enum(['outside', 'inside']),
  start_timestamp: z.number(),
  end_timestamp: z.number(),
  event_timestamp: z.number(),
});
export type CameraEventMedia = z.infer<typeof cameraEventMedia>;

/** Who was coached on an event, by whom and what was said. */
export const safetyEventCoaching = z.object({
  coached_at: z.string(),
  coached_by_name: z.string(),
  note: z.string(),
});

/** One safety event as the lists show it. */
export const safetyEvent = z.object({
  safety_event_id: z.number(),
  tracking_incident_type_id: z.number(),
  report_timestamp: z.string(),
  asset_id: z.number(),
  asset_name: z.string(),
  /** The driver assigned to the asset at the moment; null when nobody was. */
  operator: z.object({ operator_id: z.number(), name: z.string() }).nullable(),
  speed_mph: z.number().nullable(),
  /** Over speed only: the limit it passed. */
  posted_speed_limit: z.number().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  camera_event_media: cameraEventMedia,
  coaching: safetyEventCoaching.nullable(),
});
export type SafetyEvent = z.infer<typeof safetyEvent>;

/** The safety event calls' refusals, the same words on the server and in the web's pages. */
export const SAFETY_EVENT_MESSAGES = {
  notFound: 'That safety event does not exist.',
  alreadyCoached: 'Someone already coached the driver on this event.',
  tooManyDays: (days: number) => `Ask for at most ${days} days of safety events at a time.`,
} as const;

export const SAFETY_EVENTS_MAX_PAGE = 200;
/** The window a list or an analytics call may span at most. */
export const SAFETY_EVENTS_MAX_DAYS = 366;

const day = (name: string) => z.iso.date({ error: `${name} must be a date such as 2026-12-01` });
const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, `${name} must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, {
      message: `${name} must be a whole number from ${min} to ${max}`,
    });

/**
 * GET /api/camera/safety-events: newest first, in the company's days `from`..`to` (both
 * included; the last 7 days when absent), optionally of one type, driver or asset, coached or
 * not.
 */
export const safetyEventsQuery = z
  .object({
    from: day('from').optional(),
    to: day('to').optional(),
    type: z
      .enum(SAFETY_EVENT_TYPE_IDS.map(String) as [string, ...string[]], {
        error: `type must be one of ${SAFETY_EVENT_TYPE_IDS.join(', ')}`,
      })
      .transform(Number)
      .optional(),
    operator_id: id.optional(),
    asset_id: id.optional(),
    coached: z.enum(['true', 'false']).optional(),
    limit: wholeNumber('limit', 1, SAFETY_EVENTS_MAX_PAGE).default(50),
    offset: wholeNumber('offset', 0, 1_000_000).default(0),
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'from must be on or before to',
    path: ['from'],
  });

export const safetyEventsPage = z.object({
  events: z.array(safetyEvent),
  total: z.number(),
});
export type SafetyEventsPage = z.infer<typeof safetyEventsPage>;

/** POST /api/camera/safety-events/{id}/coaching: the driver was coached on it. */
export const coachSafetyEventBody = z
  .object({
    note: z.string().trim().max(1000, 'Keep the note under 1,000 characters'),
  })
  .strict();

/** Windows the analytics compare, each against the one before it. */
export const DRIVER_ANALYTICS_WINDOWS = [7, 30, 90] as const;

export const driverAnalyticsQuery = z
  .object({
    days: z
      .enum(['7', '30', '90'], { error: 'days must be 7, 30 or 90' })
      .transform(Number)
      .default(30),
  })
  .strict();

/** A rate moving less than this share either way is the same. */
export const DRIVER_TREND_TOLERANCE = 0.1;

/**
 * One driver over the window: miles driven (the daily miles of the assets they were assigned
 * to, on the days they were), events, events per 1,000 miles (null under one mile), and the
 * trend against the window before ('new' when they drove nothing then).
 */
export const driverScore = z.object({
  operator_id: z.number(),
  name: z.string(),
  miles: z.number(),
  events: z.number(),
  events_by_type: z.object({
    hard_braking: z.number(),
    impact: z.number(),
    over_speed: z.number(),
  }),
  events_per_1000_miles: z.number().nullable(),
  previous_events_per_1000_miles: z.number().nullable(),
  trend: z.enum(['better', 'worse', 'same', 'new']),
  uncoached: z.number(),
});
export type DriverScore = z.infer<typeof driverScore>;

export const driverAnalytics = z.object({
  days: z.number(),
  drivers: z.array(driverScore),
});
export type DriverAnalytics = z.infer<typeof driverAnalytics>;

/** Events per 1,000 miles; null when fewer than one mile was driven (a rate of nothing). */
export function eventsPer1000Miles(events: number, miles: number): number | null {
  if (miles < 1) return null;
  return Math.round((events / miles) * 1000 * 10) / 10;
}

/** Better when the rate fell by more than the tolerance, worse when it rose by more. */
export function driverTrend(rate: number | null, previous: number | null): DriverScore['trend'] {
  if (previous === null) return 'new';
  const now = rate ?? 0;
  if (previous === 0) return now === 0 ? 'same' : 'worse';
  const change = (now - previous) / previous;
  if (change > DRIVER_TREND_TOLERANCE) return 'worse';
  if (change < -DRIVER_TREND_TOLERANCE) return 'better';
  return 'same';
}
