import { todayIn } from '../../../lib/company-days';
import { useNow } from '../../../lib/hooks/use-now';

const MINUTE_MS = 60_000;

/** Today's date where the company is; turns over at its midnight while the page stays open. */
export function useToday(timeZone: string): string {
  return todayIn(timeZone, useNow(MINUTE_MS));
}
