import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function an effect calls that always sees the latest props and state, without being a
 * dependency of the effect (what React 19.2's `useEffectEvent` does). Written here because the
 * client runs on Preact's React compatibility layer (issue 9: the page weight), which does not
 * have that hook. The latest function is stored before any layout or passive effect runs, so an
 * effect never calls an older one; like React's, it is for effects, not for rendering.
 */
export function useEffectEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
