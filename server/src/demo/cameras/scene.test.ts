import { describe, expect, it } from 'vitest';
import { createCanvas, rgb } from './rgba-canvas';
import { burnedInTime, FRAME_HEIGHT, FRAME_WIDTH, renderScene, type SceneInput } from './scene';

const AT = Date.UTC(2026, 10, 28, 7, 35, 12);

function render(input: Partial<SceneInput> = {}): Uint32Array {
  const canvas = createCanvas(FRAME_WIDTH, FRAME_HEIGHT);
  renderScene(canvas, { feed: 'outside', mode: 'live', assetName: 'Truck 12', at: AT, ...input });
  return canvas.pixels;
}

function differingPixels(a: Uint32Array, b: Uint32Array): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) count += 1;
  return count;
}

/** Pixels of the given colour inside rows [top, bottom). */
function countInRows(pixels: Uint32Array, color: number, top: number, bottom: number): number {
  let count = 0;
  for (let i = top * FRAME_WIDTH; i < bottom * FRAME_WIDTH; i += 1)
    if (pixels[i] === color) count += 1;
  return count;
}

describe('camera scene', () => {
  it('moves: frames a fraction of a second apart differ, the same moment draws the same frame', () => {
    for (const feed of ['outside', 'inside'] as const) {
      for (const mode of ['live', 'history'] as const) {
        const first = render({ feed, mode });
        expect(differingPixels(first, render({ feed, mode, at: AT + 200 }))).toBeGreaterThan(1000);
        expect(differingPixels(first, render({ feed, mode }))).toBe(0);
      }
    }
  });

  it('burns the asset name and the time into the footer and the feed into the header', () => {
    const white = rgb(245, 245, 245);
    const pixels = render();
    expect(countInRows(pixels, white, 224, 238)).toBeGreaterThan(100); // the name
    expect(countInRows(pixels, white, 246, 260)).toBeGreaterThan(200); // the time
    expect(countInRows(pixels, white, 9, 30)).toBeGreaterThan(200); // OUTSIDE
    // Another name or another second draws other text.
    expect(differingPixels(pixels, render({ assetName: 'Excavator 7' }))).toBeGreaterThan(50);
    const nextSecond = render({ at: AT + 1000 });
    let footerChanged = 0;
    for (let i = 246 * FRAME_WIDTH; i < 260 * FRAME_WIDTH; i += 1) {
      if (pixels[i] !== nextSecond[i]) footerChanged += 1;
    }
    expect(footerChanged).toBeGreaterThan(10);
  });

  it('tells the feeds and the modes apart at a glance', () => {
    const outside = render({ feed: 'outside' });
    const inside = render({ feed: 'inside' });
    const history = render({ mode: 'history' });
    const pixelCount = FRAME_WIDTH * FRAME_HEIGHT;
    expect(differingPixels(outside, inside)).toBeGreaterThan(pixelCount / 2);
    expect(differingPixels(outside, history)).toBeGreaterThan(pixelCount / 2);
    // The header's background is each one's own colour.
    expect(outside[FRAME_WIDTH * 2 + 2]).not.toBe(inside[FRAME_WIDTH * 2 + 2]);
    expect(outside[FRAME_WIDTH * 2 + 2]).not.toBe(history[FRAME_WIDTH * 2 + 2]);
  });

  it('writes the time the same way whatever the server zone', () => {
    expect(burnedInTime(AT)).toBe('2026-11-28 07:35:12 UTC');
  });
});
