import sharp, { type Sharp } from 'sharp';
import type { PhotoSize } from '@fleet/domain';

/** Box of each size: the thumbnail is cropped square, the others fit inside. */
const BOXES: Record<PhotoSize, { width: number; height: number; fit: 'cover' | 'inside' }> = {
  thumbnail: { width: 160, height: 160, fit: 'cover' },
  small: { width: 480, height: 480, fit: 'inside' },
  large: { width: 1600, height: 1600, fit: 'inside' },
};

/** A photo this big (pixels) is refused before decoding: a small file can claim a huge image. */
const MAX_INPUT_PIXELS = 50_000_000;

export interface MadeSizes {
  width: number | null;
  height: number | null;
  /** WebP bytes per size; empty when the format cannot be decoded here (HEIC). */
  sizes: Partial<Record<PhotoSize, Buffer>>;
}

/**
 * The gallery's sizes of a photo, as WebP, turned upright by its EXIF orientation (and the
 * metadata dropped, so no GPS position of the phone leaks with a shared photo). A HEIC photo
 * is kept as uploaded with no sizes: the image library here has no HEIC decoder.
 */
export async function makePhotoSizes(bytes: Buffer): Promise<MadeSizes> {
  let image: Sharp;
  try {
    image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { width, height } = await image.metadata();
    const sizes: Partial<Record<PhotoSize, Buffer>> = {};
    for (const [size, box] of Object.entries(BOXES) as Array<
      [PhotoSize, (typeof BOXES)[PhotoSize]]
    >) {
      sizes[size] = await image
        .clone()
        .resize({ ...box, withoutEnlargement: box.fit === 'inside' })
        .webp({ quality: 80 })
        .toBuffer();
    }
    return { width: width ?? null, height: height ?? null, sizes };
  } catch (error) {
    if (isUnsupportedFormat(error)) return { width: null, height: null, sizes: {} };
    throw error;
  }
}

function isUnsupportedFormat(error: unknown): boolean {
  const message = error instanceof Error ? error.message : '';
  return /unsupported image format|heif|no decoding plugin|bad seek/i.test(message);
}

/** The pixel limit, refused with a sentence instead of decoding. */
export function isTooManyPixels(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}
