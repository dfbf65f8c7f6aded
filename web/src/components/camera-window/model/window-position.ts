/** spec 1 §2: where the camera window opens, and how far it may be dragged. */

export interface WindowPosition {
  x: number;
  y: number;
}

/** Narrower screens open the window at the left edge, so it is not pushed off the right one. */
export const NARROW_SCREEN_PX = 720;

export function startPosition(viewportWidth: number): WindowPosition {
  return { x: viewportWidth < NARROW_SCREEN_PX ? 0 : 220, y: 30 };
}

/** How much of the window must stay on screen, so its header can always be grabbed again. */
const KEEP_VISIBLE_PX = 48;

/** A dragged position kept where the header stays reachable: never above the top or off a side. */
export function clampPosition(
  position: WindowPosition,
  windowWidth: number,
  viewport: { width: number; height: number },
): WindowPosition {
  const minX = Math.min(0, KEEP_VISIBLE_PX - windowWidth);
  const maxX = Math.max(0, viewport.width - KEEP_VISIBLE_PX);
  const maxY = Math.max(0, viewport.height - KEEP_VISIBLE_PX);
  return {
    x: Math.min(maxX, Math.max(minX, position.x)),
    y: Math.min(maxY, Math.max(0, position.y)),
  };
}
