import {
  DASHBOARD_STATUS_KEYS,
  DISPLAY_STATUS_LABELS,
  type DashboardStatusKey,
  type DashboardStatuses,
  type LegendIndicator,
} from '@fleet/domain';
import { DEFAULT_MARKER_COLOR, INDICATOR_COLORS } from '../../../lib/map/indicator-colors';
import { statusMapPath } from './dashboard-links';

/** The map marker each status is drawn with, so the donut speaks the map's colours. */
const STATUS_INDICATORS: Record<DashboardStatusKey, LegendIndicator | null> = {
  manual_location: 'MANUAL_LOCATION',
  not_communicating: 'OUT_OF_SYNC',
  being_hauled: 'IS_BEING_HAULED',
  idling: 'IDLING',
  driving: 'DRIVING',
  running: 'RUNNING',
  bluetooth_node: null,
  off: 'OFF',
  no_tracker: 'NO_TRACKER',
};

export const STATUS_LABELS: Record<DashboardStatusKey, string> = {
  ...DISPLAY_STATUS_LABELS,
  no_tracker: 'No tracker',
};

export interface StatusSlice {
  status: DashboardStatusKey;
  label: string;
  count: number;
  color: string;
  /** The map, filtered to the assets in this status. */
  path: string;
}

/**
 * The statuses that hold assets, in the spec's priority order (the order the map's filter
 * lists them), each with its label, colour and filtered map. Repeated keys are added up.
 */
export function statusSlices(statuses: Pick<DashboardStatuses, 'counts'>): StatusSlice[] {
  const counts = new Map<DashboardStatusKey, number>();
  for (const { status, count } of statuses.counts) {
    counts.set(status, (counts.get(status) ?? 0) + count);
  }
  return DASHBOARD_STATUS_KEYS.flatMap((status) => {
    const count = counts.get(status) ?? 0;
    if (count <= 0) return [];
    const indicator = STATUS_INDICATORS[status];
    return [
      {
        status,
        label: STATUS_LABELS[status],
        count,
        color: indicator === null ? DEFAULT_MARKER_COLOR : INDICATOR_COLORS[indicator],
        path: statusMapPath(status),
      },
    ];
  });
}
