import { z } from 'zod';
import { cameraEventMedia } from '../cameras/safety-events';

/** spec 2 §3 "Incident", as the trips call returns it; derived, so the id is a stable key. */
export const incident = z.object({
  tracking_incident_id: z.string(),
  tracking_incident_type_id: z.number(),
  tracking_event_id: z.number().nullable(),
  report_timestamp: z.string(),
  /** Seconds; idle and over-speed incidents started report time minus this (spec 2 §5). */
  duration: z.number(),
  severity: z.enum(['critical', 'warning', 'haul', 'info']),
  optional_fields: z.object({
    maxSpeed: z.number().optional(),
    vehicle_speed: z.number().optional(),
    posted_speed_limit: z.number().optional(),
    speed_unit: z.string().optional(),
  }),
  geofence: z.object({ geofence_id: z.number(), name: z.string() }).nullable(),
  asset_incident_threshold: z.null(),
  /** A camera's safety event: where its clip is (only for users with camera access). */
  camera_event_medias: z.array(cameraEventMedia),
  latitude: z.number(),
  longitude: z.number(),
});
export type IncidentDto = z.infer<typeof incident>;

const place = {
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /** Geofence name, else address, else 'Unknown Address' (spec 2 §5). */
  label: z.string(),
};

/** spec 2 §3 "Trip" with its path for the trip map. */
export const trip = z.object({
  trip_id: z.string(),
  trip_type: z.object({ trip_type_id: z.number() }),
  start_timestamp: z.string(),
  end_timestamp: z.string(),
  start: z.object(place),
  end: z.object(place),
  trip_distance_miles: z.number(),
  max_speed_mph: z.number(),
  /** [longitude, latitude, epoch ms, mph | null], oldest first. */
  points: z.array(z.tuple([z.number(), z.number(), z.number(), z.number().nullable()])),
  incidents: z.array(incident),
  events: z.array(z.unknown()),
  hauling_trip_hauled_assets: z.array(z.number()),
  hauling_asset: z.number().nullable(),
});
export type TripDto = z.infer<typeof trip>;

/** iso_start and iso_end of a window of an asset's history (trips, timecard). */
export const tripWindowFields = {
  iso_start: z.iso.datetime({ offset: true, error: 'iso_start must be an ISO-8601 date-time' }),
  iso_end: z.iso.datetime({ offset: true, error: 'iso_end must be an ISO-8601 date-time' }),
};

/** A window ends after it starts and spans at most 7 days. */
export function withTripWindowRules<T extends z.ZodType<{ iso_start: string; iso_end: string }>>(
  schema: T,
): T {
  return schema
    .refine((q) => Date.parse(q.iso_end) > Date.parse(q.iso_start), {
      message: 'iso_end must be after iso_start',
    })
    .refine((q) => Date.parse(q.iso_end) - Date.parse(q.iso_start) <= 7 * 86_400_000, {
      message: 'Ask for at most 7 days of trips at a time',
    });
}

export const tripsQuery = withTripWindowRules(z.object(tripWindowFields));

/** A window of an asset's history: its trips, and every incident in the window. */
export const tripDay = z.object({ trips: z.array(trip), incidents: z.array(incident) });
export type TripDay = z.infer<typeof tripDay>;
