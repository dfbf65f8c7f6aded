/**
 * An RGBA frame the simulator draws into. One canvas per feed is allocated once and redrawn for
 * every frame, so a streaming camera makes no garbage per frame. `pixels` views the same bytes
 * as 32-bit words so a fill writes one word per pixel instead of four bytes.
 */
export interface RgbaCanvas {
  readonly width: number;
  readonly height: number;
  readonly bytes: Uint8Array;
  readonly pixels: Uint32Array;
}

export function createCanvas(width: number, height: number): RgbaCanvas {
  const bytes = new Uint8Array(width * height * 4);
  return { width, height, bytes, pixels: new Uint32Array(bytes.buffer) };
}

const IS_LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** One opaque colour as the 32-bit word whose bytes in memory are R, G, B, A. */
export function rgb(red: number, green: number, blue: number): number {
  const r = red & 255;
  const g = green & 255;
  const b = blue & 255;
  return IS_LITTLE_ENDIAN
    ? (0xff000000 | (b << 16) | (g << 8) | r) >>> 0
    : ((r << 24) | (g << 16) | (b << 8) | 0xff) >>> 0;
}

/** Linear blend of two channel triples, `t` from 0 (a) to 1 (b). */
export function mix(
  a: readonly [number, number, number],
  b: readonly [number, number, number],
  t: number,
): number {
  return rgb(
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  );
}

/** Fills a rectangle, clipped to the canvas. */
export function fillRect(
  canvas: RgbaCanvas,
  x: number,
  y: number,
  width: number,
  height: number,
  color: number,
): void {
  const x0 = Math.max(0, Math.floor(x));
  const y0 = Math.max(0, Math.floor(y));
  const x1 = Math.min(canvas.width, Math.floor(x + width));
  const y1 = Math.min(canvas.height, Math.floor(y + height));
  if (x1 <= x0) return;
  for (let row = y0; row < y1; row += 1) {
    const start = row * canvas.width;
    canvas.pixels.fill(color, start + x0, start + x1);
  }
}
