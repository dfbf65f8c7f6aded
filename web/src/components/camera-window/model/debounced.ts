/**
 * A value that takes effect once it has stopped changing for `waitMs` (spec 1 §9: the camera
 * window's toggles, 1 s). Flipping a toggle back and forth within the wait acts once, on the
 * last value, so the camera is not asked to start and stop a session per click.
 */
export interface Debounced<T> {
  push(value: T): void;
  /** The value waiting to take effect, if any (the toggle shows it at once). */
  pending(): T | null;
  cancel(): void;
}

export function debounced<T>(waitMs: number, apply: (value: T) => void): Debounced<T> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let waiting: { value: T } | null = null;
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    waiting = null;
  };
  return {
    push(value) {
      cancel();
      waiting = { value };
      timer = setTimeout(() => {
        timer = null;
        const settled = waiting;
        waiting = null;
        if (settled) apply(settled.value);
      }, waitMs);
    },
    pending: () => (waiting ? waiting.value : null),
    cancel,
  };
}
