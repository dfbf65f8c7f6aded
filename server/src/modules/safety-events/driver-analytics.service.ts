import {
  INCIDENT_TYPE,
  addDays,
  driverTrend,
  eventsPer1000Miles,
  operatorName,
  type DriverAnalytics,
  type DriverScore,
  type driverAnalyticsQuery,
} from '@fleet/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { requireCameraAccess } from '../camera-access/camera-access';
import { companyCalendar } from '../companies/company-calendar';
import { daysEndingOn, instantsOf } from './company-days';
import * as repo from './driver-analytics.repo';

interface Tally {
  miles: number;
  previousMiles: number;
  events: number;
  previousEvents: number;
  byType: DriverScore['events_by_type'];
  uncoached: number;
}

const emptyTally = (): Tally => ({
  miles: 0,
  previousMiles: 0,
  events: 0,
  previousEvents: 0,
  byType: { hard_braking: 0, impact: 0, over_speed: 0 },
  uncoached: 0,
});

const TYPE_KEY: Record<number, keyof DriverScore['events_by_type']> = {
  [INCIDENT_TYPE.aggressiveDeceleration]: 'hard_braking',
  [INCIDENT_TYPE.impact]: 'impact',
  [INCIDENT_TYPE.overSpeed]: 'over_speed',
};

/** Worst first: the highest rate, drivers without one last; then more events, then by name. */
function byWorstRate(a: DriverScore, b: DriverScore): number {
  const rate = (s: DriverScore) => s.events_per_1000_miles ?? -Infinity;
  return rate(b) - rate(a) || b.events - a.events || a.name.localeCompare(b.name);
}

/** Miles and events of every driver who drove or had events in either window. */
async function tallyDrivers(deps: AppDeps, companyId: number, days: number) {
  const { timeZone, today } = await companyCalendar(deps, companyId);
  const window = daysEndingOn(today, days);
  const before = daysEndingOn(addDays(window.first, -1), days);
  const windowAt = instantsOf(window, timeZone);
  const [miles, events] = await Promise.all([
    repo.sumOperatorMiles(
      deps.db,
      companyId,
      timeZone,
      { first: before.first, split: window.first, last: window.last },
      new Date(deps.now?.() ?? Date.now()),
    ),
    repo.countOperatorEvents(deps.db, companyId, {
      start: instantsOf(before, timeZone).start,
      split: windowAt.start,
      end: windowAt.end,
    }),
  ]);
  const tallies = new Map<number, Tally>();
  const tallyOf = (operatorId: number) => {
    const found = tallies.get(operatorId) ?? emptyTally();
    tallies.set(operatorId, found);
    return found;
  };
  for (const row of miles) {
    const tally = tallyOf(row.operator_id);
    tally.miles = row.miles;
    tally.previousMiles = row.previous_miles;
  }
  for (const row of events) {
    const tally = tallyOf(row.operator_id);
    tally.events += row.events;
    tally.previousEvents += row.previous_events;
    tally.uncoached += row.uncoached;
    const key = TYPE_KEY[row.incident_type_id];
    if (key) tally.byType[key] += row.events;
  }
  return tallies;
}

/**
 * GET camera/driver-analytics (docs/CAMERAS.md "Driver analytics"): each driver's miles,
 * events and events per 1,000 miles over the last `days` company days, the trend against the
 * `days` before, and how many of the window's events nobody coached yet. Worst rate first.
 */
export async function getDriverAnalytics(
  deps: AppDeps,
  auth: AuthContext,
  query: z.output<typeof driverAnalyticsQuery>,
): Promise<DriverAnalytics> {
  await requireCameraAccess(deps.db, auth);
  const tallies = await tallyDrivers(deps, auth.companyId, query.days);
  const active = [...tallies].filter(
    ([, t]) => t.miles > 0 || t.previousMiles > 0 || t.events > 0 || t.previousEvents > 0,
  );
  const names = await repo.findOperatorNames(
    deps.db,
    auth.companyId,
    active.map(([id]) => id),
  );
  const drivers = names.flatMap((person): DriverScore[] => {
    const tally = tallies.get(person.operatorId);
    if (!tally) return [];
    const rate = eventsPer1000Miles(tally.events, tally.miles);
    const previous = eventsPer1000Miles(tally.previousEvents, tally.previousMiles);
    return [
      {
        operator_id: person.operatorId,
        name: operatorName({ first_name: person.firstName, last_name: person.lastName }),
        miles: Math.round(tally.miles * 10) / 10,
        events: tally.events,
        events_by_type: tally.byType,
        events_per_1000_miles: rate,
        previous_events_per_1000_miles: previous,
        trend: driverTrend(rate, previous),
        uncoached: tally.uncoached,
      },
    ];
  });
  return { days: query.days, drivers: drivers.sort(byWorstRate) };
}
