import type { IntervalLimits, IntervalUsage } from '../service/upcoming-service';
import { SERVICE_DUE_SOON_DAYS } from './dashboard.schema';

/** Miles and hours count as due soon in their last tenth (the card's 'Service Upcoming'). */
const DUE_SOON_SHARE = 0.9;

export type ServiceDueUnit = 'days' | 'miles' | 'hours';

/** How one interval of one asset stands on the dashboard's service tile. */
export interface ServiceDueJudgement {
  isOverdue: boolean;
  /** Used share of the limit the judgement is about (1 = due now). */
  share: number;
  /** What is left of that limit, negative when overdue, in `unit`. */
  remaining: number;
  unit: ServiceDueUnit;
}

/**
 * The dashboard's reading of an interval's usage (domain `intervalUsage`, the card's numbers):
 * overdue when the card says Service Required; due soon when a day limit has at most
 * SERVICE_DUE_SOON_DAYS left or a miles or hours limit is in its last tenth. Null when neither.
 * The judgement names the limit that decides: the most used one when overdue, else the most
 * used of those that are due soon (docs/DASHBOARD.md "Service due").
 */
export function judgeServiceDue(
  limits: IntervalLimits,
  usage: IntervalUsage,
): ServiceDueJudgement | null {
  const measures: Array<{ unit: ServiceDueUnit; limit: number | null; used: number | null }> = [
    { unit: 'days', limit: limits.time_days, used: usage.days_since },
    { unit: 'miles', limit: limits.miles, used: usage.miles_since },
    { unit: 'hours', limit: limits.engine_hours, used: usage.hours_since },
  ];
  const measured = measures.flatMap(({ unit, limit, used }) =>
    limit !== null && limit > 0 && used !== null
      ? [{ unit, share: used / limit, remaining: Math.round((limit - used) * 10) / 10, limit }]
      : [],
  );
  const byShare = (a: { share: number }, b: { share: number }) => b.share - a.share;
  if (usage.status === 'required') {
    const top = measured.sort(byShare)[0];
    return top
      ? { isOverdue: true, share: top.share, remaining: top.remaining, unit: top.unit }
      : null;
  }
  const soon = measured
    .filter((m) =>
      m.unit === 'days' ? m.remaining <= SERVICE_DUE_SOON_DAYS : m.share >= DUE_SOON_SHARE,
    )
    .sort(byShare)[0];
  return soon
    ? { isOverdue: false, share: soon.share, remaining: soon.remaining, unit: soon.unit }
    : null;
}

const UNIT_WORDS: Record<ServiceDueUnit, string> = { days: 'day', miles: 'mile', hours: 'hour' };
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * What is left of a service interval in its own unit: "5 days left", "1,250 miles left",
 * "120 miles overdue", "Due today". The dashboard, the asset register and service-due alerts
 * say it the same way.
 */
export function serviceRemainingText(remaining: number, unit: ServiceDueUnit): string {
  const amount = Math.round(Math.abs(remaining));
  if (amount === 0) return unit === 'days' ? 'Due today' : 'Due now';
  const words = `${whole.format(amount)} ${UNIT_WORDS[unit]}${amount === 1 ? '' : 's'}`;
  return `${words} ${remaining < 0 ? 'overdue' : 'left'}`;
}
