import { type CameraFeed } from '@fleet/domain';
import { drawText, fitText, textWidth } from './bitmap-font';
import { fillRect, mix, rgb, type RgbaCanvas } from './rgba-canvas';

/** A modest size: a demo feed, cheap to draw and encode; even sides, as I420 needs. */
export const FRAME_WIDTH = 480;
export const FRAME_HEIGHT = 270;

export type SceneMode = 'live' | 'history';

export interface SceneInput {
  feed: CameraFeed;
  mode: SceneMode;
  assetName: string;
  /** The moment the frame shows (epoch ms): now when live, the recorded moment in history. */
  at: number;
}

const HEADER_HEIGHT = 40;
const FOOTER_TOP = 218;
const MARGIN = 12;
const WHITE = rgb(245, 245, 245);
const BLACK = rgb(12, 12, 14);
const RED = rgb(230, 40, 40);
const AMBER = rgb(250, 190, 60);

/** Each feed and mode has its own header colour, so a glance tells them apart. */
const HEADER_COLOR: Record<SceneMode, Record<CameraFeed, number>> = {
  live: { outside: rgb(20, 50, 110), inside: rgb(105, 25, 60) },
  history: { outside: rgb(90, 70, 30), inside: rgb(40, 80, 60) },
};

/** The outside feed's ground: a test card's colour bars, scrolling as if the truck moved. */
const BAR_COLORS = [
  rgb(235, 235, 235),
  rgb(235, 235, 30),
  rgb(30, 235, 235),
  rgb(30, 235, 30),
  rgb(235, 30, 235),
  rgb(235, 30, 30),
  rgb(30, 30, 235),
];
const BAR_WIDTH = 40;
const SKY_TOP = [70, 130, 220] as const;
const SKY_HORIZON = [205, 228, 248] as const;
const HORIZON = 120;

/** The inside feed: diagonal cabin-coloured stripes; one row of them, shifted per row. */
const STRIPE_PERIOD = 48;
const CABIN_STRIPES = stripeRow(rgb(70, 45, 38), rgb(110, 72, 55));
const HISTORY_STRIPES = stripeRow(rgb(60, 75, 65), rgb(95, 115, 100));
const SEPIA_DARK = [70, 55, 35] as const;
const SEPIA_LIGHT = [200, 170, 120] as const;

function stripeRow(dark: number, light: number): Uint32Array {
  const row = new Uint32Array(FRAME_WIDTH + STRIPE_PERIOD);
  for (let x = 0; x < row.length; x += 1) {
    row[x] = x % STRIPE_PERIOD < STRIPE_PERIOD / 2 ? dark : light;
  }
  return row;
}

/** 'YYYY-MM-DD HH:MM:SS UTC': the same text on every feed, whatever the server's zone. */
export function burnedInTime(at: number): string {
  return `${new Date(at).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** Scrolling colour bars over the band's rows, one row drawn and copied down. */
function drawBars(canvas: RgbaCanvas, top: number, bottom: number, shift: number): void {
  const { width, pixels } = canvas;
  const first = top * width;
  for (let x = 0; x < width; x += 1) {
    const bar = Math.floor((x + shift) / BAR_WIDTH) % BAR_COLORS.length;
    pixels[first + x] = BAR_COLORS[bar] ?? BLACK;
  }
  for (let y = top + 1; y < bottom; y += 1) pixels.copyWithin(y * width, first, first + width);
}

function drawOutsideLive(canvas: RgbaCanvas, at: number): void {
  for (let y = HEADER_HEIGHT; y < HORIZON; y += 1) {
    const t = (y - HEADER_HEIGHT) / (HORIZON - HEADER_HEIGHT);
    fillRect(canvas, 0, y, canvas.width, 1, mix(SKY_TOP, SKY_HORIZON, t));
  }
  drawBars(canvas, HORIZON, FOOTER_TOP, Math.floor(at / 12));
  // Lane dashes running towards the viewer: the clearest sign the picture is live.
  const dashShift = Math.floor(at / 8) % 80;
  for (let x = -dashShift; x < canvas.width; x += 80) {
    fillRect(canvas, x, 176, 44, 6, BLACK);
  }
}

function drawInsideLive(canvas: RgbaCanvas, at: number): void {
  const { width, pixels } = canvas;
  const shift = Math.floor(at / 25);
  for (let y = HEADER_HEIGHT; y < FOOTER_TOP; y += 1) {
    const start = (y + shift) % STRIPE_PERIOD;
    pixels.set(CABIN_STRIPES.subarray(start, start + width), y * width);
  }
  // A gauge needle sweeping like an engine's revs.
  const sweep = (Math.sin(at / 700) + 1) / 2;
  fillRect(canvas, MARGIN, 190, width - 2 * MARGIN, 14, BLACK);
  fillRect(canvas, MARGIN + 2, 192, Math.round((width - 2 * MARGIN - 4) * sweep), 10, AMBER);
}

function drawOutsideHistory(canvas: RgbaCanvas, at: number): void {
  // Sepia bands rolling down, like old film.
  const shift = Math.floor(at / 30);
  for (let y = HEADER_HEIGHT; y < FOOTER_TOP; y += 1) {
    const t = (Math.sin((y + shift) / 14) + 1) / 2;
    fillRect(canvas, 0, y, canvas.width, 1, mix(SEPIA_DARK, SEPIA_LIGHT, t));
  }
}

function drawInsideHistory(canvas: RgbaCanvas, at: number): void {
  const { width, pixels } = canvas;
  const shift = Math.floor(at / 40);
  for (let y = HEADER_HEIGHT; y < FOOTER_TOP; y += 1) {
    // Stripes leaning the other way from the live inside feed.
    const start = STRIPE_PERIOD - 1 - ((y + shift) % STRIPE_PERIOD);
    pixels.set(HISTORY_STRIPES.subarray(start, start + width), y * width);
  }
}

/**
 * Draws one frame of a feed into `canvas` (FRAME_WIDTH × FRAME_HEIGHT): a header naming the
 * feed (OUTSIDE / INSIDE) and the mode (LIVE / PLAYBACK), a moving picture that differs by feed
 * and mode, and a footer with the asset's name and the time shown. Motion follows `at`, so two
 * frames of different moments differ and the same moment draws the same picture.
 */
export function renderScene(canvas: RgbaCanvas, input: SceneInput): void {
  const { feed, mode, at } = input;
  const { width } = canvas;
  fillRect(canvas, 0, 0, width, HEADER_HEIGHT, HEADER_COLOR[mode][feed]);
  drawText(canvas, feed.toUpperCase(), MARGIN, 9, 3, WHITE);
  const tag = mode === 'live' ? 'LIVE' : 'PLAYBACK';
  const tagX = width - MARGIN - textWidth(tag, 2);
  drawText(canvas, tag, tagX, 13, 2, WHITE);
  // A light blinking beside the tag: red while live, amber while playing back.
  if (Math.floor(at / 500) % 2 === 0)
    fillRect(canvas, tagX - 18, 14, 12, 12, mode === 'live' ? RED : AMBER);

  if (mode === 'live') {
    if (feed === 'outside') drawOutsideLive(canvas, at);
    else drawInsideLive(canvas, at);
  } else if (feed === 'outside') drawOutsideHistory(canvas, at);
  else drawInsideHistory(canvas, at);

  fillRect(canvas, 0, FOOTER_TOP, width, canvas.height - FOOTER_TOP, BLACK);
  const textRoom = width - 2 * MARGIN;
  drawText(canvas, fitText(input.assetName.toUpperCase(), 2, textRoom), MARGIN, 224, 2, WHITE);
  const time = mode === 'live' ? burnedInTime(at) : `RECORDED ${burnedInTime(at)}`;
  drawText(canvas, fitText(time, 2, textRoom), MARGIN, 246, 2, mode === 'live' ? WHITE : AMBER);
}
