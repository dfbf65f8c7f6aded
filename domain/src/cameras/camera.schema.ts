import { z } from 'zod';
import { MAX_ID } from '../column-bounds';
import { CAMERA_MESSAGES } from './camera-messages';
import { isCameraVendorId } from './camera-vendors';

/**
 * spec 1 §7 GET cameras/{cameraId}/status: what the camera last reported. One feed is the
 * outside camera; two are outside and inside.
 */
export const cameraStatus = z.object({
  online: z.boolean(),
  ready_to_stream: z.boolean(),
  number_of_feeds: z.number().int().min(1).max(2),
});
export type CameraStatus = z.infer<typeof cameraStatus>;

/**
 * The status answer: the spec's three fields, when they were reported (null: never), and for a
 * camera-app camera (vendor 5) the link its 'Access Camera' opens (null when none is set).
 */
export const cameraStatusAnswer = cameraStatus.extend({
  status_at: z.string().nullable(),
  app_url: z.string().nullable(),
});
export type CameraStatusAnswer = z.infer<typeof cameraStatusAnswer>;

/** A camera of the company (spec 1 §3 "Camera") with the asset it is installed on. */
export const cameraListItem = z.object({
  camera_id: z.number(),
  camera_vendor_id: z.number(),
  /** The vendor's serial. */
  vendor_camera_id: z.string(),
  name: z.string().nullable(),
  asset: z.object({ asset_id: z.number(), custom_name: z.string() }).nullable(),
  /** What it last reported; null for a caller without camera access (spec 1 §6). */
  status: cameraStatus.extend({ status_at: z.string().nullable() }).nullable(),
  created_at: z.string(),
});
export type CameraListItem = z.infer<typeof cameraListItem>;

const assetChoice = z
  .number({ error: 'Choose an asset by its id' })
  .int('Choose an asset by its id')
  .positive('Choose an asset by its id')
  // Past the id column's range the database would fail the request instead of refusing it.
  .max(MAX_ID, 'Choose an asset by its id')
  .nullable();

/** A camera's serial as a person types it from its label (trimmed). */
const vendorSerial = z
  .string({ error: 'Enter the camera’s serial' })
  .trim()
  .min(1, 'Enter the camera’s serial')
  .max(64, 'A camera serial has at most 64 characters')
  .regex(/^[A-Za-z0-9._:-]+$/, 'Use letters, digits and - _ . : only, as on the camera’s label');

/** POST /api/cameras: registering a camera by vendor and serial, optionally on an asset. */
export const newCamera = z
  .object({
    camera_vendor_id: z
      .number({ error: CAMERA_MESSAGES.unknownVendor })
      .int(CAMERA_MESSAGES.unknownVendor)
      .refine(isCameraVendorId, CAMERA_MESSAGES.unknownVendor),
    vendor_camera_id: vendorSerial,
    name: z
      .string()
      .trim()
      .max(100, 'A camera name has at most 100 characters')
      .transform((value) => (value === '' ? null : value))
      .nullable()
      .default(null),
    number_of_feeds: z
      .number()
      .int('A camera has 1 or 2 feeds')
      .min(1, 'A camera has 1 or 2 feeds')
      .max(2, 'A camera has 1 or 2 feeds')
      .default(2),
    asset_id: assetChoice.default(null),
  })
  .strict();
export type NewCamera = z.input<typeof newCamera>;

/** PUT /api/cameras/{cameraId}/asset: install on (or move to) an asset, or take off (null). */
export const cameraAssignment = z.object({ asset_id: assetChoice }).strict();
export type CameraAssignment = z.infer<typeof cameraAssignment>;
