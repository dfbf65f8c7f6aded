import { z } from 'zod';
import { bodyId, id } from '../api-schemas';
import { GEOFENCE_LIMITS, GEOFENCE_MESSAGES } from './geofence-messages';
import { findOutlineProblem } from './geofence-shape-rules';
import { GEOFENCE_TYPES } from './geofence-types';

/** At most this many geofences or groups named in one body. */
export const GEOFENCE_LIST_MAX = 1_000;

const longitude = z
  .number({ error: GEOFENCE_MESSAGES.positionInvalid })
  .min(-180, GEOFENCE_MESSAGES.positionInvalid)
  .max(180, GEOFENCE_MESSAGES.positionInvalid);
const latitude = z
  .number({ error: GEOFENCE_MESSAGES.positionInvalid })
  .min(-90, GEOFENCE_MESSAGES.positionInvalid)
  .max(90, GEOFENCE_MESSAGES.positionInvalid);

/** One corner, GeoJSON order: [longitude, latitude]. */
const position = z
  .array(z.number({ error: GEOFENCE_MESSAGES.positionInvalid }))
  .length(2, GEOFENCE_MESSAGES.positionInvalid)
  .superRefine(([lon = 0, lat = 0], ctx) => {
    if (!longitude.safeParse(lon).success || !latitude.safeParse(lat).success) {
      ctx.addIssue({ code: 'custom', message: GEOFENCE_MESSAGES.positionInvalid });
    }
  });

/** The closing corner repeats the first, so a ring holds one more position than corners. */
const ring = z
  .array(position)
  .min(4, GEOFENCE_MESSAGES.tooFewCorners)
  .max(GEOFENCE_LIMITS.maxVertices + 1, GEOFENCE_MESSAGES.tooManyCorners);

/** A drawn outline: one GeoJSON Polygon ring, checked by findOutlineProblem. */
export const polygonShapeInput = z
  .strictObject({
    kind: z.literal('polygon'),
    geojson: z.strictObject({
      type: z.literal('Polygon'),
      coordinates: z.array(ring).length(1, 'A geofence is one outline without holes.'),
    }),
  })
  .superRefine((shape, ctx) => {
    const [outline = []] = shape.geojson.coordinates;
    const problem = findOutlineProblem(outline);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        message: problem.message,
        path: ['geojson', 'coordinates', 0, ...problem.path],
      });
    }
  });

/** A circle: its centre and radius (the engine tests it exactly, on the sphere). */
export const circleShapeInput = z.strictObject({
  kind: z.literal('circle'),
  longitude,
  latitude,
  radius_meters: z
    .number({ error: GEOFENCE_MESSAGES.radiusTooSmall })
    .min(GEOFENCE_LIMITS.minRadiusMeters, GEOFENCE_MESSAGES.radiusTooSmall)
    .max(GEOFENCE_LIMITS.maxRadiusMeters, GEOFENCE_MESSAGES.radiusTooLarge),
});

export const geofenceShapeInput = z.discriminatedUnion('kind', [
  polygonShapeInput,
  circleShapeInput,
]);
export type GeofenceShapeInput = z.infer<typeof geofenceShapeInput>;

export const geofenceName = z
  .string({ error: GEOFENCE_MESSAGES.nameRequired })
  .trim()
  .min(1, GEOFENCE_MESSAGES.nameRequired)
  .max(GEOFENCE_LIMITS.nameMax, GEOFENCE_MESSAGES.nameTooLong);

export const geofenceTypeId = z.union(
  GEOFENCE_TYPES.map((type) => z.literal(type.id)),
  { error: GEOFENCE_MESSAGES.typeUnknown },
);

const organizationIds = z
  .array(bodyId)
  .max(GEOFENCE_LIST_MAX, `Name at most ${GEOFENCE_LIST_MAX} groups.`);

/** What the geofence form edits besides the shape (the web form checks it with this). */
export const geofenceDetails = z.strictObject({
  name: geofenceName,
  geofence_type_id: geofenceTypeId,
  alert_enter: z.boolean(),
  alert_exit: z.boolean(),
  organization_ids: organizationIds,
});
export type GeofenceDetails = z.infer<typeof geofenceDetails>;

/** POST /api/geofences: a shape and a name; the rest has defaults (generic, no alerts, active). */
export const geofenceCreateBody = z.strictObject({
  name: geofenceName,
  geofence_type_id: geofenceTypeId.default(1),
  alert_enter: z.boolean().default(false),
  alert_exit: z.boolean().default(false),
  active: z.boolean().default(true),
  shape: geofenceShapeInput,
  organization_ids: organizationIds.default([]),
});
export type GeofenceCreateBody = z.input<typeof geofenceCreateBody>;

/**
 * PATCH /api/geofences/{id} (spec 2 §7): only the fields that changed; `organization_ids`
 * replaces the geofence's groups. An empty body is refused: the client sends nothing then.
 */
export const geofencePatchBody = z
  .strictObject({
    name: geofenceName.optional(),
    geofence_type_id: geofenceTypeId.optional(),
    alert_enter: z.boolean().optional(),
    alert_exit: z.boolean().optional(),
    active: z.boolean().optional(),
    shape: geofenceShapeInput.optional(),
    organization_ids: organizationIds.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: GEOFENCE_MESSAGES.nothingToChange,
  });
export type GeofencePatchBody = z.input<typeof geofencePatchBody>;

/** PUT /api/organizations/{id}/geofences (spec 2 §7 "replacing them (body geofences)"). */
export const groupGeofencesBody = z.strictObject({
  geofences: z.array(bodyId).max(GEOFENCE_LIST_MAX, `Name at most ${GEOFENCE_LIST_MAX} geofences.`),
});
export type GroupGeofencesBody = z.infer<typeof groupGeofencesBody>;

export const geofenceParams = z.object({ geofenceId: id });
