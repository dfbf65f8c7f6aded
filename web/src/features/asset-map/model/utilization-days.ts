import type { TimecardByDay, TimecardDay } from '@fleet/domain';
import { dayWindow, shiftDate, todayIn, type DayWindow } from '../../../lib/company-days';

export interface UtilizationDays {
  today: string;
  yesterday: string;
  /** From yesterday's midnight to tonight's, where the company is: both days in one call. */
  window: DayWindow;
}

/** spec 1 §2, §9 "Utilization for today and yesterday": the company dates and their window. */
export function utilizationDays(timeZone: string, nowMs: number): UtilizationDays {
  const today = todayIn(timeZone, nowMs);
  const yesterday = shiftDate(today, -1);
  return {
    today,
    yesterday,
    window: {
      isoStart: dayWindow(yesterday, timeZone).isoStart,
      isoEnd: dayWindow(today, timeZone).isoEnd,
    },
  };
}

/** One date's figures in a timecard asked by day; undefined when the answer has no such day. */
export function figuresOfDay(answer: TimecardByDay, date: string): TimecardDay | undefined {
  return answer.days.find((day) => day.date === date);
}
