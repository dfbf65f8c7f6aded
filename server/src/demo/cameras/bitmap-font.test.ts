import { describe, expect, it } from 'vitest';
import {
  drawText,
  fitText,
  FONT_CHARACTERS,
  GLYPH_HEIGHT,
  GLYPH_WIDTH,
  glyphRows,
  textWidth,
} from './bitmap-font';
import { createCanvas, rgb } from './rgba-canvas';

const INK = rgb(255, 255, 255);

/** Pixels of `canvas` equal to `color`, as [x, y] pairs. */
function litPixels(
  canvas: ReturnType<typeof createCanvas>,
  color: number,
): Array<[number, number]> {
  const lit: Array<[number, number]> = [];
  canvas.pixels.forEach((value, index) => {
    if (value === color) lit.push([index % canvas.width, Math.floor(index / canvas.width)]);
  });
  return lit;
}

describe('bitmap font', () => {
  it('has seven rows of at most five cells for every glyph, each glyph its own picture', () => {
    const pictures = new Set<string>();
    for (const char of FONT_CHARACTERS) {
      const rows = glyphRows(char);
      expect(rows).toHaveLength(GLYPH_HEIGHT);
      for (const row of rows) expect(row).toBeLessThan(1 << GLYPH_WIDTH);
      pictures.add(rows.join(','));
      if (char !== ' ') expect(rows.some((row) => row !== 0)).toBe(true);
    }
    expect(pictures.size).toBe(FONT_CHARACTERS.length);
  });

  it('draws lower case as capitals and unknown characters as ?', () => {
    expect(glyphRows('a')).toEqual(glyphRows('A'));
    expect(glyphRows('é')).toEqual(glyphRows('?'));
  });

  it('lights pixels only inside the box textWidth measures', () => {
    const canvas = createCanvas(200, 40);
    drawText(canvas, 'TRUCK 12', 10, 5, 2, INK);
    const lit = litPixels(canvas, INK);
    expect(lit.length).toBeGreaterThan(50);
    const xs = lit.map(([x]) => x);
    const ys = lit.map(([, y]) => y);
    expect(Math.min(...xs)).toBe(10);
    expect(Math.max(...xs)).toBe(10 + textWidth('TRUCK 12', 2) - 1);
    expect(Math.min(...ys)).toBe(5);
    expect(Math.max(...ys)).toBe(5 + GLYPH_HEIGHT * 2 - 1);
  });

  it('clips text that runs off the canvas instead of wrapping it', () => {
    const canvas = createCanvas(20, 10);
    drawText(canvas, 'WWWWWW', 8, -3, 1, INK);
    const lit = litPixels(canvas, INK);
    expect(lit.length).toBeGreaterThan(0);
    expect(lit.every(([x]) => x >= 8)).toBe(true);
  });

  it('fits text to a width by cutting its end', () => {
    expect(fitText('ABCDEFGH', 2, textWidth('ABCD', 2))).toBe('ABCD');
    expect(fitText('AB', 2, 1000)).toBe('AB');
  });
});
