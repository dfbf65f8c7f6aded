import { type Map as MapLibreMap } from 'maplibre-gl';
import { screenPixelRatio } from './text-images';

export const HEADING_ARROW_IMAGE = 'heading-arrow';

/** CSS px. The arrow sits on a square centred on the marker, so rotating it circles the dot. */
export const HEADING_ARROW_SIZE = 32;

/** A small triangle at the top edge: the marker dot (radius 7) fits under it. */
function drawArrow(pixelRatio: number): ImageData | null {
  const canvas = document.createElement('canvas');
  const side = Math.ceil(HEADING_ARROW_SIZE * pixelRatio);
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  const middle = HEADING_ARROW_SIZE / 2;
  context.beginPath();
  context.moveTo(middle, 1.5);
  context.lineTo(middle + 5.5, 8.5);
  context.lineTo(middle - 5.5, 8.5);
  context.closePath();
  context.lineJoin = 'round';
  context.lineWidth = 2;
  context.strokeStyle = '#ffffff';
  context.stroke();
  context.fillStyle = '#212529';
  context.fill();
  return context.getImageData(0, 0, side, side);
}

/** Adds the arrow once per style: a new style starts without images. */
export function ensureHeadingArrow(map: MapLibreMap): void {
  if (map.hasImage(HEADING_ARROW_IMAGE)) return;
  const pixelRatio = screenPixelRatio();
  const image = drawArrow(pixelRatio);
  if (image) map.addImage(HEADING_ARROW_IMAGE, image, { pixelRatio });
}
