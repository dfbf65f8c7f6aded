import { useEffect, useState } from 'react';
import { todayIn } from '../../../lib/company-days';

const MINUTE_MS = 60_000;

/** Today's date where the company is; turns over at its midnight while the page stays open. */
export function useToday(timeZone: string): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return todayIn(timeZone, now);
}
