import { type AssetStatusMap } from './get-asset-statuses';
import { type StatusBatch } from './status-buffer';

interface Listed {
  asset_id: number;
}

/**
 * The asset list without the assets a batch says were archived; the same array when the batch
 * archived none (so nothing derived from it is rebuilt), undefined before it loads.
 */
export function dropArchivedAssets<T extends Listed>(
  assets: T[] | undefined,
  changes: StatusBatch,
): T[] | undefined {
  const gone = new Set<number>();
  for (const [assetId, status] of changes) if (status === null) gone.add(assetId);
  if (assets === undefined || gone.size === 0) return assets;
  const kept = assets.filter((asset) => !gone.has(asset.asset_id));
  return kept.length === assets.length ? assets : kept;
}

/**
 * True when a batch brings a status for an asset the loaded list does not have: one restored
 * from the archive (or new), which the map can draw only once the list is read again. Only
 * assets without a status so far are looked for in the list, so a busy stream costs nothing.
 */
export function hasUnlistedAsset(
  assets: readonly Listed[] | undefined,
  changes: StatusBatch,
  statusesBefore: AssetStatusMap | undefined,
): boolean {
  if (assets === undefined || statusesBefore === undefined) return false;
  const unseen = new Set<number>();
  for (const [assetId, status] of changes) {
    if (status !== null && !statusesBefore.has(assetId)) unseen.add(assetId);
  }
  if (unseen.size === 0) return false;
  for (const asset of assets) unseen.delete(asset.asset_id);
  return unseen.size > 0;
}
