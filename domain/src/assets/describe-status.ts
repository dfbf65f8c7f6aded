import { type LegendIndicator, type MapVisualIndicator } from './asset-ids';
import { type AssetStatus } from './asset-status.schema';
import { batteryLevel, type BatteryLevel } from './battery';
import { trackerDisplayStatus, type TrackerDisplayStatus } from './display-status';
import { locationText, type LocationTextFacts } from './location-text';
import {
  legendIndicator,
  mapVisualIndicatorFor,
  type MapIndicatorAsset,
  type MapIndicatorFacts,
} from './map-indicator';
import { statusBadge, type StatusBadge } from './status-badge';
import { movementLabel } from './status-labels';
import { syncStatus, type SyncStatus } from './sync-status';

export type DescribeStatusFacts = MapIndicatorFacts &
  LocationTextFacts &
  Pick<AssetStatus, 'last_checkin_timestamp' | 'battery_percent'>;

/** Everything derived from one asset's status; the fields that need a status are null without. */
export interface StatusDescription {
  displayStatus: TrackerDisplayStatus | null;
  mapVisualIndicator: MapVisualIndicator;
  legendIndicator: LegendIndicator;
  sync: SyncStatus;
  movementLabel: string | null;
  batteryLevel: BatteryLevel;
  locationText: string | null;
  badge: StatusBadge | null;
}

/** One call for server and client so both derive the same words from the same facts. */
export function describeStatus(
  asset: MapIndicatorAsset,
  status: DescribeStatusFacts | null,
  nowMs: number,
): StatusDescription {
  const mapVisualIndicator = mapVisualIndicatorFor(asset, status);
  const sync = syncStatus(status?.last_checkin_timestamp ?? null, nowMs);
  const common = {
    mapVisualIndicator,
    legendIndicator: legendIndicator(mapVisualIndicator, sync),
    sync,
    batteryLevel: batteryLevel(status?.battery_percent ?? null),
  };
  if (status === null) {
    return { ...common, displayStatus: null, movementLabel: null, locationText: null, badge: null };
  }
  const displayStatus = trackerDisplayStatus(asset, status);
  return {
    ...common,
    displayStatus,
    movementLabel: movementLabel(displayStatus, sync),
    locationText: locationText(displayStatus, status),
    badge: statusBadge(asset, displayStatus, status),
  };
}
