import { companyDaysOf, type TimecardByDay } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { deriveTrips, trimTripToDay, type TrackFix } from '../../devices/trips/index';
import { findAsset } from '../assets/assets.repo';
import { findCompany } from '../companies/companies.repo';
import { asTypeId, fixRange, loadFixes, type Window } from './trips.service';

/** Engine-on time between two fixes counts at most this: a silent tracker proves nothing. */
export const MAX_ENGINE_GAP_MS = 30 * 60_000;

export interface Timecard {
  on_time: number;
  distance: number;
}

const NOTHING: Timecard = { on_time: 0, distance: 0 };
const miles = (value: number) => Math.round(value * 100) / 100;

/** Seconds with the engine on inside the window, from the ignition of consecutive fixes. */
function engineOnSeconds(fixes: TrackFix[], window: Window): number {
  let total = 0;
  for (let i = 0; i + 1 < fixes.length; i += 1) {
    const a = fixes[i];
    const b = fixes[i + 1];
    if (!a || !b || a.ignition !== true) continue;
    const from = Math.max(a.fixTime, window.start);
    const to = Math.min(b.fixTime, a.fixTime + MAX_ENGINE_GAP_MS, window.end);
    if (to > from) total += to - from;
  }
  return Math.round(total / 1000);
}

/**
 * spec 1 §3 "Timecard" of several windows of one asset, its positions read once. Each window is
 * counted from the same fixes around it as a call for it alone would be, so one day's figures do
 * not depend on which other days were asked with it. A null window counts nothing.
 */
export async function getTimecards(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  windows: (Window | null)[],
): Promise<Timecard[]> {
  const row = await findAsset(deps.db, auth.companyId, assetId);
  if (!row) throw notFound();
  const asset = { assetId, assetTypeId: asTypeId(row.asset.assetTypeId) };
  const now = Date.now();
  const asked = windows.map((window) => window && { window, range: fixRange(window, now) });
  const ranges = asked.flatMap((one) => (one ? [one.range] : []));
  if (ranges.length === 0) return windows.map(() => NOTHING);
  const all = await loadFixes(deps, auth.companyId, assetId, {
    start: Math.min(...ranges.map((r) => r.start)),
    end: Math.max(...ranges.map((r) => r.end)),
  });
  return asked.map((one) => {
    if (!one) return NOTHING;
    const { window, range } = one;
    const fixes = all.filter((fix) => fix.fixTime >= range.start && fix.fixTime < range.end);
    const distance = deriveTrips({ asset, positions: fixes }).reduce(
      (sum, trip) =>
        sum + (trimTripToDay(trip, window.start, window.end)?.trip_distance_miles ?? 0),
      0,
    );
    return { on_time: engineOnSeconds(fixes, window), distance: miles(distance) };
  });
}

/** spec 1 §3 "Timecard": engine-on seconds and miles driven in the window. */
export async function getTimecard(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  window: Window,
): Promise<Timecard> {
  const [card] = await getTimecards(deps, auth, assetId, [window]);
  return card ?? NOTHING;
}

/**
 * `by=day`: the window cut at the company's midnights, each day counted on its own (through
 * `within`, which narrows a day to what is counted, e.g. a rental's time; null counts nothing),
 * and the window's totals as the sums of its days.
 */
export async function getTimecardByDay(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  window: Window,
  within: (day: Window) => Window | null = (day) => day,
): Promise<TimecardByDay> {
  const company = await findCompany(deps.db, auth.companyId);
  if (!company) throw notFound();
  const days = companyDaysOf(window.start, window.end, company.timezone);
  const cards = await getTimecards(deps, auth, assetId, days.map(within));
  const answered = days.map((day, i) => ({
    date: day.date,
    iso_start: new Date(day.start).toISOString(),
    iso_end: new Date(day.end).toISOString(),
    ...(cards[i] ?? NOTHING),
  }));
  return {
    on_time: answered.reduce((sum, day) => sum + day.on_time, 0),
    distance: miles(answered.reduce((sum, day) => sum + day.distance, 0)),
    days: answered,
  };
}
