import type { z } from 'zod';
import {
  LOCATION_SOURCE,
  MESSAGES,
  type Asset,
  type AssetStatus,
  type assetListQuery,
  type assetStatusesQuery,
  type manualLocation,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { findUser } from '../users/users.repo';
import {
  manualAddressAttributes,
  manualAddressOverrides,
} from '../../devices/status/manual-address';
import { toAssetDto, toStatusDto, type IndicatorFacts } from './asset-dto';
import * as repo from './assets.repo';
import * as statuses from './statuses.repo';
import { lockWritableAsset } from './writable-asset';
import { onRentRentalIds } from '../rentals/rentals.repo';

/** The user of a `users/{id}/…` path: the caller, or someone of the caller's company. */
async function assertSameCompanyUser(deps: AppDeps, auth: AuthContext, userId: number) {
  if (userId === auth.userId) return;
  if (!(await findUser(deps.db, auth.companyId, userId))) throw notFound();
}

/** Adds what lives beside the asset row: its groups and its on-rent rental. */
async function withGroupsAndRentals(deps: AppDeps, auth: AuthContext, rows: repo.AssetWithNames[]) {
  const assetIds = rows.map((row) => row.asset.assetId);
  const groups = await repo.groupIdsByAsset(deps.db, auth.companyId, assetIds);
  const rentals = await onRentRentalIds(deps.db, auth.companyId, assetIds);
  return rows.map((row) =>
    toAssetDto(row, groups.get(row.asset.assetId) ?? [], rentals.get(row.asset.assetId) ?? null),
  );
}

export async function listAssets(
  deps: AppDeps,
  auth: AuthContext,
  query: z.infer<typeof assetListQuery>,
): Promise<Asset[]> {
  const rows = query.ids
    ? await repo.findAssetsByIds(deps.db, auth.companyId, query.ids)
    : await repo.listAssetsPage(deps.db, auth.companyId, query.offset, query.limit);
  return withGroupsAndRentals(deps, auth, rows);
}

export async function getAsset(deps: AppDeps, auth: AuthContext, assetId: number): Promise<Asset> {
  const row = await repo.findAsset(deps.db, auth.companyId, assetId);
  if (!row) throw notFound();
  const [dto] = await withGroupsAndRentals(deps, auth, [row]);
  if (!dto) throw notFound();
  return dto;
}

/** The row's status, or the fresher one the ingest holds in memory (embedded database). */
const statusOf =
  (deps: AppDeps) =>
  (row: statuses.StatusPageRow): AssetStatus =>
    toStatusDto(
      row.assetId,
      {
        has_tracker: row.trackerId !== null,
        asset_type_id: row.assetTypeId,
        is_ble_node: row.isBleNode,
      },
      deps.devices.ingest.peekStatus(row.assetId) ?? statuses.storedStatusOf(row.status),
    );

/**
 * spec 2 §7: every asset's status, a page at a time (limit 1000). Assets without a tracker are
 * included with indicator NO_TRACKER, so the map can place them when they have a manual location.
 */
export async function listAssetStatuses(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  query: z.infer<typeof assetStatusesQuery>,
): Promise<AssetStatus[]> {
  await assertSameCompanyUser(deps, auth, userId);
  const rows = await statuses.listStatusesPage(deps.db, auth.companyId, {
    offset: query.offset,
    limit: query.limit,
    rentalStatusIds: query.rental_status_id,
  });
  return rows.map(statusOf(deps));
}

/**
 * Statuses for the live stream, which re-reads changed assets many times a second: asset facts
 * are cached by the caller, and on the embedded database the statuses come from memory.
 */
export async function findLiveStatuses(
  deps: AppDeps,
  companyId: number,
  assetIds: number[],
  facts: Map<number, IndicatorFacts>,
): Promise<AssetStatus[]> {
  const unknown = assetIds.filter((id) => !facts.has(id));
  for (const row of await statuses.findIndicatorFacts(deps.db, companyId, unknown)) {
    facts.set(row.assetId, {
      has_tracker: row.trackerId !== null,
      asset_type_id: row.assetTypeId,
      is_ble_node: row.isBleNode,
    });
  }
  const fromMemory: AssetStatus[] = [];
  const fromTable: number[] = [];
  for (const assetId of assetIds) {
    const known = facts.get(assetId);
    const stored = deps.devices.ingest.peekStatus(assetId);
    if (known && stored) fromMemory.push(toStatusDto(assetId, known, stored));
    else if (known) fromTable.push(assetId);
  }
  return [...fromMemory, ...(await findAssetStatuses(deps, companyId, fromTable))];
}

/** Statuses of some of the company's assets (the live stream re-reads changed ones). */
export async function findAssetStatuses(
  deps: AppDeps,
  companyId: number,
  assetIds: number[],
): Promise<AssetStatus[]> {
  return (await statuses.findStatuses(deps.db, companyId, assetIds)).map(statusOf(deps));
}

export async function getAssetStatus(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
): Promise<AssetStatus> {
  const [status] = await findAssetStatuses(deps, auth.companyId, [assetId]);
  if (!status) throw notFound();
  return status;
}

/** spec 1 §3 "Tracker health": last cellular contact and last GPS sync. */
export async function getTrackerHealth(deps: AppDeps, auth: AuthContext, assetId: number) {
  const status = await getAssetStatus(deps, auth, assetId);
  return {
    stale_gps: { gps_timestamp: status.last_location_timestamp },
    time_since_last_message: { timestamp: status.last_checkin_timestamp },
  };
}

/**
 * spec 1 §7 "POST assets/{id}/locations/manual": places the asset by hand (location_source 2).
 * Stored as a position of the asset (tracker id = minus the asset id: manual fixes have no
 * device), so it shows in the history like any other.
 */
export async function saveManualLocation(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  body: z.infer<typeof manualLocation>,
): Promise<{ message: string }> {
  // No transaction to hold a lock in (the fix goes through the ingest): checked just before.
  const row = await lockWritableAsset(deps.db, auth.companyId, assetId);
  const attributes = { source: 'manual', userId: auth.userId, ...manualAddressAttributes(body) };
  const [outcome] = await deps.devices.ingest.submit(
    [
      {
        deviceSerial: `manual:${assetId}`,
        fixTime: Date.now(),
        latitude: body.latitude,
        longitude: body.longitude,
        valid: true,
        speedMph: 0,
        attributes,
      },
    ],
    {
      locationSource: LOCATION_SOURCE.manual,
      tracker: {
        trackerId: -assetId,
        companyId: auth.companyId,
        assetId,
        assetTypeId: row.asset.assetTypeId,
      },
      overrides: manualAddressOverrides(attributes),
    },
  );
  if (outcome?.kind === 'refused') throw badRequest(outcome.reason);
  if (outcome?.kind !== 'stored' && outcome?.kind !== 'duplicate') throw notFound();
  return { message: MESSAGES.locationSaved };
}
