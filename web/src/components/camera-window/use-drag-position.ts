import { useRef, useState, type PointerEvent } from 'react';
import { clampPosition, startPosition, type WindowPosition } from './model/window-position';

/**
 * The window's place on screen, moved by dragging its header (spec 1 §2: draggable, not
 * resizable). Pointer capture keeps the drag going when the pointer outruns the header; a press
 * on a control in the header (the close icon) is the control's, not a drag.
 */
export function useDragPosition(windowWidth: number) {
  const [position, setPosition] = useState<WindowPosition>(() => startPosition(window.innerWidth));
  const grab = useRef<{ dx: number; dy: number } | null>(null);

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return;
    grab.current = { dx: event.clientX - position.x, dy: event.clientY - position.y };
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const held = grab.current;
    if (!held) return;
    setPosition(
      clampPosition({ x: event.clientX - held.dx, y: event.clientY - held.dy }, windowWidth, {
        width: window.innerWidth,
        height: window.innerHeight,
      }),
    );
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    grab.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };
  return {
    position,
    handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
