import { ASSET_TYPE } from './asset-ids';
import { type AssetStatus } from './asset-status.schema';
import { type TrackerDisplayStatus } from './display-status';

export interface StatusBadge {
  text: string;
  color: 'success' | 'warning';
}

/**
 * spec 1 §4 badge beside the location text. Only live movement states get one: a manual, stale
 * (not communicating), off or BLE-node asset shows none. A speed that rounds to 0 mph would read
 * oddly next to "driving", so it falls back to the engine-on text.
 */
export function statusBadge(
  asset: { asset_type_id: number },
  displayStatus: TrackerDisplayStatus,
  status: Pick<AssetStatus, 'speed'>,
): StatusBadge | null {
  switch (displayStatus) {
    case 'being_hauled':
      return { text: 'Being Hauled', color: 'warning' };
    case 'idling':
      return { text: 'Idling', color: 'warning' };
    case 'driving':
    case 'running': {
      const mph = Math.round(status.speed ?? 0);
      if (displayStatus === 'driving' && mph > 0) return { text: `${mph} mph`, color: 'success' };
      const engineOnText = asset.asset_type_id === ASSET_TYPE.vehicle ? 'Driving' : 'Running';
      return { text: engineOnText, color: 'success' };
    }
    case 'manual_location':
    case 'not_communicating':
    case 'bluetooth_node':
    case 'off':
      return null;
  }
}
