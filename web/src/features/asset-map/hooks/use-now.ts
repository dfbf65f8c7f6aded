import { useEffect, useState } from 'react';

/**
 * The time, refreshed every `intervalMs`: sync labels age by the hour, so the map re-derives
 * them once a minute rather than reading the clock on every render.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
