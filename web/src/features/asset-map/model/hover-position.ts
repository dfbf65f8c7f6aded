export interface Size {
  width: number;
  height: number;
}

/** Space kept between the pointer and the card, and between the card and the map's edge. */
const GAP = 14;
const MARGIN = 8;

/**
 * Where the hover card goes: below right of the pointer, flipped to the other side when it
 * would leave the map, and never past the map's edge.
 */
export function hoverCardPosition(
  point: { x: number; y: number },
  card: Size,
  container: Size,
): { left: number; top: number } {
  let left = point.x + GAP;
  if (left + card.width > container.width - MARGIN) left = point.x - GAP - card.width;
  let top = point.y + GAP;
  if (top + card.height > container.height - MARGIN) top = point.y - GAP - card.height;
  const clamp = (value: number, max: number) => Math.max(MARGIN, Math.min(value, max));
  return {
    left: clamp(left, container.width - card.width - MARGIN),
    top: clamp(top, container.height - card.height - MARGIN),
  };
}
