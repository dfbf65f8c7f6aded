import { useEffect, useState } from 'react';

/**
 * The time, moving on every `intervalMs`: labels such as "5 mins ago" or a sync state age by the
 * minute, so a page re-derives them on a timer rather than reading the clock on every render.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
