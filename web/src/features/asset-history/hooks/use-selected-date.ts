import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { resolveSelectedDate } from '../model/dates';

const PARAM = 'selectedDate';

/**
 * The day in `?selectedDate=YYYY-MM-DD` (spec 1 §2). A missing, unreadable or future date
 * shows today and the URL is corrected in place, so a shared link opens what was seen.
 * Picking another day adds a history entry: Back returns to the day before.
 */
export function useSelectedDate(today: string): [string, (date: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(PARAM);
  const date = resolveSelectedDate(raw, today);

  const writeDate = useCallback(
    (next: string, replace: boolean) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(PARAM, next);
          return params;
        },
        { replace },
      ),
    [setSearchParams],
  );

  useEffect(() => {
    if (raw !== date) writeDate(date, true);
  }, [raw, date, writeDate]);

  const changeDate = useCallback((next: string) => writeDate(next, false), [writeDate]);
  return [date, changeDate];
}
