import sharp from 'sharp';
import { type CameraFeed } from '@fleet/domain';
import { createCanvas } from './rgba-canvas';
import { FRAME_HEIGHT, FRAME_WIDTH, renderScene } from './scene';

export const SNAPSHOT_CONTENT_TYPE = 'image/jpeg';

/**
 * A still of a camera's live feed at `at` (spec 1 §3 snapshot), as JPEG bytes: the same
 * picture a viewer would see then. The window asks for one a second while the camera is online,
 * so it is drawn on demand and small (about 20 KB); sharp (already the photo library) encodes it.
 */
export async function renderSnapshot(input: {
  assetName: string;
  feed: CameraFeed;
  at: number;
}): Promise<Buffer> {
  const canvas = createCanvas(FRAME_WIDTH, FRAME_HEIGHT);
  renderScene(canvas, { ...input, mode: 'live' });
  return sharp(canvas.bytes, { raw: { width: FRAME_WIDTH, height: FRAME_HEIGHT, channels: 4 } })
    .removeAlpha()
    .jpeg({ quality: 75 })
    .toBuffer();
}
