import { type Map as MapLibreMap } from 'maplibre-gl';
import { type IncidentSeverity } from '@fleet/domain';
import { screenPixelRatio } from '../../../lib/map/text-images';
import { SEVERITY_COLORS } from '../model/incidents';

/**
 * The trip map's icons, drawn on a canvas: the map has no sprite sheet or glyphs offline.
 * Each is added once per style, since a new style starts without images.
 */
export const TRIP_START_IMAGE = 'history-trip-start';
export const TRIP_END_IMAGE = 'history-trip-end';
export const TRIP_ARROW_IMAGE = 'history-trip-arrow';

/** `history-idle-warning`, `history-stop-info`…: one per marker shape and severity colour. */
export const idleImageId = (marker: 'idle' | 'stop', severity: IncidentSeverity) =>
  `history-${marker}-${severity}`;

const SEVERITIES: readonly IncidentSeverity[] = ['critical', 'warning', 'haul', 'info'];

/** Draws into a square of `size` CSS px (the pins add their pointer below it). */
type Draw = (context: CanvasRenderingContext2D, size: number) => void;

function addDrawn(map: MapLibreMap, id: string, size: number, draw: Draw, extraHeight = 0): void {
  if (map.hasImage(id)) return;
  const pixelRatio = screenPixelRatio();
  const canvas = document.createElement('canvas');
  const width = Math.ceil(size * pixelRatio);
  const height = Math.ceil((size + extraHeight) * pixelRatio);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  draw(context, size);
  map.addImage(id, context.getImageData(0, 0, width, height), { pixelRatio });
}

/** The pin's pointer, under its head; the marker is anchored at the pointer's tip. */
export const PIN_POINTER = 7;

/** Fills the current path and outlines it in white: every marker's shape is drawn this way. */
function fillOutlined(context: CanvasRenderingContext2D, color: string, outline: number): void {
  context.fillStyle = color;
  context.fill();
  context.lineWidth = outline;
  context.strokeStyle = '#ffffff';
  context.stroke();
}

function pointer(context: CanvasRenderingContext2D, size: number, color: string): void {
  const middle = size / 2;
  context.beginPath();
  context.moveTo(middle - 5, size - 4);
  context.lineTo(middle, size + PIN_POINTER - 1);
  context.lineTo(middle + 5, size - 4);
  context.closePath();
  fillOutlined(context, color, 1.5);
}

function disc(context: CanvasRenderingContext2D, size: number, fill: string): void {
  const middle = size / 2;
  context.beginPath();
  context.arc(middle, middle, middle - 2, 0, Math.PI * 2);
  fillOutlined(context, fill, 2.5);
}

/** Green disc with a "go" triangle. */
const drawStart: Draw = (context, size) => {
  disc(context, size, '#2f9e44');
  const middle = size / 2;
  context.beginPath();
  context.moveTo(middle - 3, middle - 5);
  context.lineTo(middle + 5, middle);
  context.lineTo(middle - 3, middle + 5);
  context.closePath();
  context.fillStyle = '#ffffff';
  context.fill();
};

/** Dark disc with a finish flag. */
const drawEnd: Draw = (context, size) => {
  disc(context, size, '#343a40');
  const middle = size / 2;
  context.strokeStyle = '#ffffff';
  context.lineWidth = 1.75;
  context.lineCap = 'round';
  context.beginPath();
  context.moveTo(middle - 4, middle + 6);
  context.lineTo(middle - 4, middle - 6);
  context.stroke();
  context.beginPath();
  context.moveTo(middle - 4, middle - 6);
  context.lineTo(middle + 5, middle - 3.5);
  context.lineTo(middle - 4, middle - 0.5);
  context.closePath();
  context.fillStyle = '#ffffff';
  context.fill();
};

/** A chevron pointing right; line placement turns it along the trip's direction. */
const drawArrow: Draw = (context, size) => {
  const middle = size / 2;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  const chevron = () => {
    context.beginPath();
    context.moveTo(middle - 2.5, middle - 4);
    context.lineTo(middle + 2, middle);
    context.lineTo(middle - 2.5, middle + 4);
    context.stroke();
  };
  context.strokeStyle = 'rgba(0, 0, 0, 0.55)';
  context.lineWidth = 4;
  chevron();
  context.strokeStyle = '#ffffff';
  context.lineWidth = 2;
  chevron();
};

/**
 * Idle: a pin with a clock face, the engine running while the asset stands. Pins stand above
 * their place, so the trip's start or end marker at the same spot stays visible.
 */
const drawIdle =
  (color: string): Draw =>
  (context, size) => {
    pointer(context, size, color);
    disc(context, size, color);
    const middle = size / 2;
    context.strokeStyle = '#ffffff';
    context.lineWidth = 1.75;
    context.lineCap = 'round';
    context.beginPath();
    context.arc(middle, middle, 5.5, 0, Math.PI * 2);
    context.stroke();
    context.beginPath();
    context.moveTo(middle, middle - 3.5);
    context.lineTo(middle, middle);
    context.lineTo(middle + 2.5, middle + 1.5);
    context.stroke();
  };

/** Stop: an octagon with a bar, for an idle of five minutes or more (spec 2 §9). */
const drawStop =
  (color: string): Draw =>
  (context, size) => {
    pointer(context, size, color);
    const middle = size / 2;
    const radius = middle - 2;
    context.beginPath();
    for (let corner = 0; corner < 8; corner += 1) {
      const angle = Math.PI / 8 + (corner * Math.PI) / 4;
      const x = middle + radius * Math.cos(angle);
      const y = middle + radius * Math.sin(angle);
      if (corner === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    }
    context.closePath();
    fillOutlined(context, color, 2.5);
    context.fillStyle = '#ffffff';
    context.fillRect(middle - 5, middle - 1.5, 10, 3);
  };

const END_SIZE = 22;
const IDLE_SIZE = 24;
const ARROW_SIZE = 12;

export function ensureTripImages(map: MapLibreMap): void {
  addDrawn(map, TRIP_START_IMAGE, END_SIZE, drawStart);
  addDrawn(map, TRIP_END_IMAGE, END_SIZE, drawEnd);
  addDrawn(map, TRIP_ARROW_IMAGE, ARROW_SIZE, drawArrow);
  for (const severity of SEVERITIES) {
    const color = SEVERITY_COLORS[severity];
    addDrawn(map, idleImageId('idle', severity), IDLE_SIZE, drawIdle(color), PIN_POINTER);
    addDrawn(map, idleImageId('stop', severity), IDLE_SIZE, drawStop(color), PIN_POINTER);
  }
}
