import type { AppDeps } from '../../deps';

/**
 * The one place that announces created and edited assets (docs/ASSET-CREATE.md
 * "Notifications"): asset create, the import, asset edit and bulk edit call these after their
 * transaction commits. The `notification` subscription tells the company's open pages; created
 * assets also reach the live map's status stream, whose client reads its asset list again
 * for an asset it does not know.
 */

/** Ids per event: a NOTIFY payload holds under 8,000 bytes (platform/events-postgres.ts). */
const IDS_PER_EVENT = 500;

function chunks(ids: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_EVENT) out.push(ids.slice(i, i + IDS_PER_EVENT));
  return out;
}

export function publishAssetsCreated(
  deps: Pick<AppDeps, 'bus'>,
  companyId: number,
  assetIds: readonly number[],
  options: { installedTrackers?: boolean } = {},
): void {
  if (assetIds.length === 0) return;
  // Gateways forget cached serials: a tracker just installed must reach its new asset.
  if (options.installedTrackers) deps.bus.publish('trackers.changed', { companyId });
  for (const ids of chunks(assetIds)) {
    deps.bus.publish('assets.created', { companyId, assetIds: ids });
    deps.bus.publish('asset-statuses.changed', { companyId, assetIds: ids });
  }
  deps.bus.publish('configuration-steps.updated', { companyId });
}

/** Asset edit and bulk edit (H3) call this once their change committed. */
export function publishAssetsUpdated(
  deps: Pick<AppDeps, 'bus'>,
  companyId: number,
  assetIds: readonly number[],
): void {
  for (const ids of chunks(assetIds))
    deps.bus.publish('assets.updated', { companyId, assetIds: ids });
}

/** For writes that may complete a configuration step (users, geofences, groups, trackers). */
export function publishConfigurationStepsUpdated(
  deps: Pick<AppDeps, 'bus'>,
  companyId: number,
): void {
  deps.bus.publish('configuration-steps.updated', { companyId });
}
