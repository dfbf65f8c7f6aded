import { type Map as MapLibreMap } from 'maplibre-gl';

/**
 * The map has no font glyphs (it must work offline), so text is drawn into images instead:
 * a layer asks for `count-12` or `label-Excavator 7` as its icon-image, and the map's missing
 * image resolver draws it here on first use. MapLibre 6 ignores images added from the
 * `styleimagemissing` event for the request that fired it, hence the resolver.
 */
export const COUNT_IMAGE_PREFIX = 'count-';
export const LABEL_IMAGE_PREFIX = 'label-';

/** Longer names are cut with an ellipsis: a label should not cover its neighbours. */
export const MAX_LABEL_CHARS = 28;

export interface TextStyle {
  font: string;
  color: string;
  /** Outline drawn under the text so it reads on any background. */
  halo: { color: string; width: number } | null;
  /** Space left and right of the text, CSS px. */
  paddingX: number;
  /** Image height, CSS px. */
  height: number;
}

const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** White on the cluster circle, which is drawn by its own layer underneath. */
export const COUNT_STYLE: TextStyle = {
  font: `700 12px ${FONT_FAMILY}`,
  color: '#ffffff',
  halo: null,
  paddingX: 2,
  height: 16,
};

export const LABEL_STYLE: TextStyle = {
  font: `600 12px ${FONT_FAMILY}`,
  color: '#212529',
  halo: { color: '#ffffff', width: 3 },
  paddingX: 4,
  height: 20,
};

export interface TextImageSpec {
  text: string;
  style: TextStyle;
}

export function truncateLabel(text: string): string {
  const trimmed = text.trim();
  const chars = Array.from(trimmed); // by code point, so an emoji is never cut in half
  return chars.length <= MAX_LABEL_CHARS
    ? trimmed
    : `${chars.slice(0, MAX_LABEL_CHARS - 1).join('')}…`;
}

/** What an image id asks to be drawn, or null when the id is not a text image. */
export function textImageSpec(id: string): TextImageSpec | null {
  if (id.startsWith(COUNT_IMAGE_PREFIX)) {
    const text = id.slice(COUNT_IMAGE_PREFIX.length);
    return text ? { text, style: COUNT_STYLE } : null;
  }
  if (id.startsWith(LABEL_IMAGE_PREFIX)) {
    const text = truncateLabel(id.slice(LABEL_IMAGE_PREFIX.length));
    return text ? { text, style: LABEL_STYLE } : null;
  }
  return null;
}

/** The image's size in device pixels for a text this wide (CSS px). */
export function textImageSize(
  textWidth: number,
  style: TextStyle,
  pixelRatio: number,
): { width: number; height: number } {
  const haloWidth = style.halo?.width ?? 0;
  const cssWidth = textWidth + 2 * (style.paddingX + haloWidth);
  return {
    width: Math.max(1, Math.ceil(cssWidth * pixelRatio)),
    height: Math.max(1, Math.ceil(style.height * pixelRatio)),
  };
}

/** Whole or fractional screens (1.25, 1.5) draw sharp; anything odd falls back to 1. */
export function screenPixelRatio(): number {
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio;
  return Number.isFinite(ratio) && ratio >= 1 ? Math.min(ratio, 4) : 1;
}

let canvas: HTMLCanvasElement | null = null;

/** Draws the text at the given pixel ratio; null when the browser gives no 2D canvas. */
export function drawTextImage(spec: TextImageSpec, pixelRatio: number): ImageData | null {
  canvas ??= document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  const { style, text } = spec;
  context.font = style.font;
  const size = textImageSize(context.measureText(text).width, style, pixelRatio);
  // Resizing clears the canvas and resets its state, so the font is set again after.
  canvas.width = size.width;
  canvas.height = size.height;
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  context.font = style.font;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  const x = size.width / pixelRatio / 2;
  const y = style.height / 2;
  if (style.halo) {
    context.lineJoin = 'round';
    context.lineWidth = style.halo.width * 2;
    context.strokeStyle = style.halo.color;
    context.strokeText(text, x, y);
  }
  context.fillStyle = style.color;
  context.fillText(text, x, y);
  return context.getImageData(0, 0, size.width, size.height);
}

/** The map's missing-image resolver for text images; other ids are left alone. */
export function resolveTextImage(map: MapLibreMap, id: string): void {
  const spec = textImageSpec(id);
  if (!spec || map.hasImage(id)) return;
  const pixelRatio = screenPixelRatio();
  const image = drawTextImage(spec, pixelRatio);
  if (image) map.addImage(id, image, { pixelRatio });
}
