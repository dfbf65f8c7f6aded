import { type SyncStatus } from '@fleet/domain';
import { hasTracker, type MapAsset } from '../model/map-asset';
import classes from './asset-map.module.css';

const SYNC_COLORS: Record<SyncStatus, string> = {
  Synced: 'var(--mantine-color-green-8)',
  'Delayed Sync': 'var(--mantine-color-yellow-8)',
  'Out of Sync': 'var(--mantine-color-red-7)',
};

/** Tracker freshness (spec 1 §9); nothing for assets without a tracker or placed by hand. */
export function SyncLabel({ item }: { item: MapAsset }) {
  const { sync, displayStatus } = item.description;
  if (!hasTracker(item.asset) || displayStatus === 'manual_location') return null;
  return (
    <span className={classes.sync} style={{ color: SYNC_COLORS[sync] }}>
      {sync}
    </span>
  );
}
