import { useCallback, useState } from 'react';
import type * as FloatingModule from './floating';

type Floating = typeof FloatingModule;

let loaded: Floating | undefined;
let loading: Promise<Floating> | undefined;

/** Starts loading the tooltip and popover code once, for every deferred one on the page. */
function loadFloating(): Promise<Floating> {
  loading ??= import('./floating').then((module) => (loaded = module));
  return loading;
}

/**
 * Mantine's Tooltip and Popover once loaded (undefined before), and the call that loads them.
 * A component mounted after they arrived renders them at once.
 */
export function useFloating(): [Floating | undefined, () => void] {
  const [floating, setFloating] = useState(loaded);
  const load = useCallback(() => {
    void loadFloating().then(setFloating);
  }, []);
  return [floating, load];
}
