import type { TrackerListItem } from '@fleet/domain';
import {
  compareInstalledOn,
  compareNames,
  deviceTableDefaults,
  deviceTableSchema,
  selectDevices,
  timeOf,
  type InstallFilter,
} from '../../../components/devices/device-table-state';

export const TRACKER_COLUMNS = ['identifier', 'asset', 'checkin', 'registered'] as const;
export type TrackerColumn = (typeof TRACKER_COLUMNS)[number];

/** What the table shows, in the URL (`?q=pu&show=installed&sort=checkin.desc&page=2&size=20`). */
export const trackerTableSchema = deviceTableSchema(TRACKER_COLUMNS);

/** Newest first, so a tracker just registered is the first row. */
export const DEFAULT_TABLE_STATE = deviceTableDefaults<TrackerColumn>({
  id: 'registered',
  desc: true,
});

/**
 * How each column orders trackers, ascending (the table reverses them for descending). Names
 * are read as people read numbers (DEMO2 before DEMO10); no asset and no check-in come first.
 */
export const TRACKER_ORDER: Record<
  TrackerColumn,
  (a: TrackerListItem, b: TrackerListItem) => number
> = {
  identifier: (a, b) => compareNames(a.device_serial, b.device_serial),
  asset: compareInstalledOn,
  checkin: (a, b) => timeOf(a.last_checkin_timestamp) - timeOf(b.last_checkin_timestamp),
  registered: (a, b) => timeOf(a.created_at) - timeOf(b.created_at),
};

/** Ties of any column: newest first, then by identifier, so the order never shuffles. */
function compareTrackers(a: TrackerListItem, b: TrackerListItem): number {
  return (
    TRACKER_ORDER.registered(b, a) || TRACKER_ORDER.identifier(a, b) || a.tracker_id - b.tracker_id
  );
}

/**
 * The trackers the search (identifier or asset name, every word) and the filter leave, in the
 * order ties keep when the table sorts them.
 */
export function selectTrackers(
  trackers: readonly TrackerListItem[],
  filters: { q: string; show: InstallFilter },
): TrackerListItem[] {
  return selectDevices(trackers, filters, {
    searchText: (tracker) => `${tracker.device_serial} ${tracker.asset?.custom_name ?? ''}`,
    compare: compareTrackers,
  });
}
