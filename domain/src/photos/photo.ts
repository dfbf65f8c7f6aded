import { z } from 'zod';
import { MAX_ID } from '../column-bounds';

/** The sizes the server makes of a photo (issue 10), longest side or box in pixels. */
export const PHOTO_SIZES = ['thumbnail', 'small', 'large'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

/** spec 1 §8 and spec 2 §8: the photo messages. */
export const PHOTO_MESSAGES = {
  loadFailed: (assetId: number) => `There was an error retrieving photos for asset ${assetId}.`,
  uploadFailed: 'There was an error uploading your photo.',
  added: 'Photo added.',
  removed: 'Photo removed.',
  primary: 'Main photo changed.',
} as const;

/** `POST /photos-v2`: a completed photo upload, on an asset's gallery when asset_id is given. */
export const photoCreateBody = z.strictObject({
  upload_id: z.number().int().positive().max(MAX_ID),
  asset_id: z.number().int().positive().max(MAX_ID).optional(),
});
export type PhotoCreateBody = z.input<typeof photoCreateBody>;

export const photoUpdateBody = z.strictObject({ is_primary: z.literal(true) });

/** A photo as the gallery reads it: each size's URL, null when it could not be made (HEIC). */
export const assetPhoto = z.object({
  photo_id: z.number().int(),
  asset_id: z.number().int().nullable(),
  filename: z.string(),
  is_primary: z.boolean(),
  original: z.string(),
  thumbnail: z.string().nullable(),
  small: z.string().nullable(),
  large: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: z.string(),
});
export type AssetPhoto = z.infer<typeof assetPhoto>;
