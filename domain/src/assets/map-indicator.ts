import { LOCATION_SOURCE, type LegendIndicator, type MapVisualIndicator } from './asset-ids';
import { type AssetStatus } from './asset-status.schema';
import {
  trackerDisplayStatus,
  type DisplayStatusAsset,
  type DisplayStatusFacts,
  type TrackerDisplayStatus,
} from './display-status';
import { type SyncStatus } from './sync-status';

export interface MapIndicatorAsset extends DisplayStatusAsset {
  has_tracker: boolean;
}

export type MapIndicatorFacts = DisplayStatusFacts & Pick<AssetStatus, 'location'>;

/**
 * Display status → map marker (spec 1 §3 "mapVisualIndicator values"):
 *   manual_location   → MANUAL_LOCATION
 *   not_communicating → UNKNOWN  (the last position can no longer be trusted)
 *   being_hauled      → IS_BEING_HAULED
 *   idling            → IDLING
 *   driving           → DRIVING
 *   running           → RUNNING
 *   bluetooth_node    → OFF      (a BLE node has no engine of its own to show)
 *   off               → OFF
 */
export const MAP_INDICATOR_BY_DISPLAY_STATUS: Record<TrackerDisplayStatus, MapVisualIndicator> = {
  manual_location: 'MANUAL_LOCATION',
  not_communicating: 'UNKNOWN',
  being_hauled: 'IS_BEING_HAULED',
  idling: 'IDLING',
  driving: 'DRIVING',
  running: 'RUNNING',
  bluetooth_node: 'OFF',
  off: 'OFF',
};

/**
 * A manual location comes first (spec 1 §4), even for an asset without a tracker: placing such
 * an asset by hand is what the manual location is for. Otherwise no tracker → NO_TRACKER. A
 * tracker without a status row or without a location has nothing to place → UNKNOWN. Otherwise
 * the display status decides (table above).
 */
export function mapVisualIndicatorFor(
  asset: MapIndicatorAsset,
  status: MapIndicatorFacts | null,
): MapVisualIndicator {
  if (status?.location_source === LOCATION_SOURCE.manual && status.location !== null) {
    return 'MANUAL_LOCATION';
  }
  if (!asset.has_tracker) return 'NO_TRACKER';
  if (status === null || status.location === null) return 'UNKNOWN';
  return MAP_INDICATOR_BY_DISPLAY_STATUS[trackerDisplayStatus(asset, status)];
}

/**
 * The map legend's extra OUT_OF_SYNC: a tracked asset whose tracker is out of sync. Assets
 * without a tracker and manually placed assets have no tracker sync to speak of, so they keep
 * their own indicator.
 */
export function legendIndicator(indicator: MapVisualIndicator, sync: SyncStatus): LegendIndicator {
  const hasTrackerSync = indicator !== 'NO_TRACKER' && indicator !== 'MANUAL_LOCATION';
  return sync === 'Out of Sync' && hasTrackerSync ? 'OUT_OF_SYNC' : indicator;
}
