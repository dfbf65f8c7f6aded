import { type RgbaCanvas } from './rgba-canvas';

/**
 * A 5×7 bitmap font drawn as data, so the simulator needs no font file and no text renderer.
 * Each glyph is seven rows of five cells, `#` lit, `.` dark. Letters are capitals only (text is
 * upper-cased before drawing); a character without a glyph draws as `?`.
 */
export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;
/** Dark columns between two glyphs, in font cells. */
const GLYPH_GAP = 1;

const GLYPH_ROWS: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  ' ': '..... ..... ..... ..... ..... ..... .....',
  ':': '..... ..#.. ..#.. ..... ..#.. ..#.. .....',
  '-': '..... ..... ..... ##### ..... ..... .....',
  '.': '..... ..... ..... ..... ..... .##.. .##..',
  ',': '..... ..... ..... ..... .##.. ..#.. .#...',
  '/': '....# ....# ...#. ..#.. .#... #.... #....',
  '(': '...#. ..#.. .#... .#... .#... ..#.. ...#.',
  ')': '.#... ..#.. ...#. ...#. ...#. ..#.. .#...',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
  '#': '.#.#. .#.#. ##### .#.#. ##### .#.#. .#.#.',
  '&': '.##.. #..#. #.#.. .#... #.#.# #..#. .##.#',
  '+': '..... ..#.. ..#.. ##### ..#.. ..#.. .....',
  _: '..... ..... ..... ..... ..... ..... #####',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  '%': '##... ##..# ...#. ..#.. .#... #..## ...##',
  '*': '..... ..#.. #.#.# .###. #.#.# ..#.. .....',
};

/** Each glyph as seven 5-bit rows, leftmost cell in the highest bit; parsed once at load. */
const GLYPHS: ReadonlyMap<string, Uint8Array> = new Map(
  Object.entries(GLYPH_ROWS).map(([char, rows]) => [
    char,
    Uint8Array.from(rows.split(' '), (row) =>
      parseInt(row.replaceAll('#', '1').replaceAll('.', '0'), 2),
    ),
  ]),
);

/** The characters the font draws (tests check every glyph is well formed). */
export const FONT_CHARACTERS: readonly string[] = Object.keys(GLYPH_ROWS);

export function glyphRows(char: string): Uint8Array {
  return GLYPHS.get(char.toUpperCase()) ?? GLYPHS.get('?') ?? new Uint8Array(GLYPH_HEIGHT);
}

/** Width in pixels of `text` drawn at `scale` (no trailing gap). */
export function textWidth(text: string, scale: number): number {
  if (text.length === 0) return 0;
  return (text.length * (GLYPH_WIDTH + GLYPH_GAP) - GLYPH_GAP) * scale;
}

/** The longest start of `text` that fits in `maxWidth` pixels at `scale`. */
export function fitText(text: string, scale: number, maxWidth: number): string {
  const fits = Math.floor((maxWidth / scale + GLYPH_GAP) / (GLYPH_WIDTH + GLYPH_GAP));
  return text.length <= fits ? text : text.slice(0, Math.max(0, fits));
}

/**
 * Draws `text` with its top-left corner at (x, y), each font cell a `scale`×`scale` square of
 * `color`; cells outside the canvas are skipped.
 */
export function drawText(
  canvas: RgbaCanvas,
  text: string,
  x: number,
  y: number,
  scale: number,
  color: number,
): void {
  const advance = (GLYPH_WIDTH + GLYPH_GAP) * scale;
  for (let index = 0; index < text.length; index += 1) {
    const rows = glyphRows(text.charAt(index));
    const left = x + index * advance;
    for (let row = 0; row < GLYPH_HEIGHT; row += 1) {
      const bits = rows[row] ?? 0;
      if (bits === 0) continue;
      for (let column = 0; column < GLYPH_WIDTH; column += 1) {
        if ((bits & (1 << (GLYPH_WIDTH - 1 - column))) === 0) continue;
        const px = left + column * scale;
        const py = y + row * scale;
        for (let dy = 0; dy < scale; dy += 1) {
          const cy = py + dy;
          if (cy < 0 || cy >= canvas.height) continue;
          const start = cy * canvas.width;
          const x0 = Math.max(0, px);
          const x1 = Math.min(canvas.width, px + scale);
          if (x1 > x0) canvas.pixels.fill(color, start + x0, start + x1);
        }
      }
    }
  }
}
