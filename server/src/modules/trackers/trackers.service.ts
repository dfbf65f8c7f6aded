import type { z } from 'zod';
import type { DeviceLookup, newTracker, trackerAssignment, TrackerListItem } from '@fleet/domain';
import { MESSAGES } from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { requireAdminOrManager } from '../../platform/tenancy';
import { findAsset, findTrackerBySerial } from '../assets/assets.repo';
import { lockWritableAsset } from '../assets/writable-asset';
import { findCompany } from '../companies/companies.repo';
import * as repo from './trackers.repo';

/** The same words whoever holds it, so a refusal never tells which company has a device. */
const serialTaken = (serial: string) => conflict(MESSAGES.trackerSerialTaken(serial));

function toTrackerDto(deps: AppDeps, row: repo.TrackerRow): TrackerListItem {
  // On the embedded database the newest check-in may still be in memory only.
  const fresh = row.assetId === null ? undefined : deps.devices.ingest.peekStatus(row.assetId);
  return {
    tracker_id: row.trackerId,
    device_serial: row.deviceSerial,
    tracker_type_id: row.trackerTypeId,
    asset:
      row.assetId === null || row.assetName === null
        ? null
        : { asset_id: row.assetId, custom_name: row.assetName },
    last_checkin_timestamp: fresh?.last_checkin_timestamp ?? row.lastCheckin,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCompanyTrackers(deps: AppDeps, auth: AuthContext) {
  return (await repo.listTrackers(deps.db, auth.companyId)).map((row) => toTrackerDto(deps, row));
}

async function trackerDto(deps: AppDeps, companyId: number, trackerId: number) {
  const [row] = await repo.listTrackers(deps.db, companyId, trackerId);
  if (!row) throw notFound();
  return toTrackerDto(deps, row);
}

/**
 * Gateways forget their cached serials; live maps re-read the assets that gained or lost a
 * tracker (their indicator may now be NO_TRACKER, or no longer).
 */
function publishTrackerChange(deps: Pick<AppDeps, 'bus'>, companyId: number, assetIds: number[]) {
  deps.bus.publish('trackers.changed', { companyId });
  if (assetIds.length > 0) deps.bus.publish('asset-statuses.changed', { companyId, assetIds });
}

/**
 * The asset to install a tracker on: the company's, in service, and without another tracker.
 * Checked first, and again (locked) in the transaction that installs it.
 */
async function freeAsset(db: Db, companyId: number, assetId: number, trackerId?: number) {
  const target = await lockWritableAsset(db, companyId, assetId, 'That asset does not exist.');
  if (target.asset.trackerId !== null && target.asset.trackerId !== trackerId) {
    throw conflict(
      `${target.asset.customName} already has tracker ${target.deviceSerial ?? ''}. Take it off first.`,
    );
  }
  return target;
}

/**
 * Registers a device by the identifier it sends, optionally on an asset. It leaves the unknown
 * devices list, and the gateway accepts it from its next report.
 */
export async function registerTracker(
  deps: AppDeps,
  auth: AuthContext,
  body: z.infer<typeof newTracker>,
): Promise<TrackerListItem> {
  requireAdminOrManager(auth);
  if (await findTrackerBySerial(deps.db, body.device_serial)) {
    throw serialTaken(body.device_serial);
  }
  if (body.asset_id !== null) await freeAsset(deps.db, auth.companyId, body.asset_id);
  const tracker = await deps.db
    .transaction(async (tx) => {
      if (body.asset_id !== null) await freeAsset(tx, auth.companyId, body.asset_id);
      const row = await repo.insertTracker(tx, {
        companyId: auth.companyId,
        deviceSerial: body.device_serial,
        trackerTypeId: body.tracker_type_id,
      });
      if (body.asset_id !== null) {
        await repo.setAssetTracker(tx, auth.companyId, body.asset_id, row.trackerId);
      }
      await repo.deleteUnknownDevice(tx, body.device_serial);
      return row;
    })
    .catch((error: unknown) => {
      // Two registrations of one serial can both pass the check above; the unique index decides.
      if (isUniqueViolation(error)) throw serialTaken(body.device_serial);
      throw error;
    });
  publishTrackerChange(deps, auth.companyId, body.asset_id === null ? [] : [body.asset_id]);
  return trackerDto(deps, auth.companyId, tracker.trackerId);
}

/** Installs the tracker on an asset (moving it from the one it was on), or takes it off. */
export async function assignTracker(
  deps: AppDeps,
  auth: AuthContext,
  trackerId: number,
  body: z.infer<typeof trackerAssignment>,
): Promise<TrackerListItem> {
  requireAdminOrManager(auth);
  const tracker = await repo.findTracker(deps.db, auth.companyId, trackerId);
  if (!tracker) throw notFound();
  if (body.asset_id !== null) await freeAsset(deps.db, auth.companyId, body.asset_id, trackerId);
  const current = await repo.findAssetOfTracker(deps.db, auth.companyId, trackerId);
  await deps.db
    .transaction(async (tx) => {
      if (body.asset_id !== null) await freeAsset(tx, auth.companyId, body.asset_id, trackerId);
      if (current) await repo.setAssetTracker(tx, auth.companyId, current.assetId, null);
      if (body.asset_id !== null) {
        await repo.setAssetTracker(tx, auth.companyId, body.asset_id, trackerId);
      }
    })
    .catch((error: unknown) => {
      // Another tracker was installed on the asset in the meantime (assets_tracker_unique).
      if (isUniqueViolation(error)) throw conflict('That asset got another tracker meanwhile.');
      throw error;
    });
  const touched = [current?.assetId, body.asset_id].filter(
    (id): id is number => typeof id === 'number',
  );
  publishTrackerChange(deps, auth.companyId, touched);
  return trackerDto(deps, auth.companyId, trackerId);
}

/**
 * What Fleet knows of one identifier, for the person about to register it. Unregistered
 * identifiers are never listed (they may be another company's devices): whoever types one
 * learns only whether it has reported. One registered by another company reads "registered",
 * exactly as a registration attempt's 409 would, with no company and no times.
 */
export async function lookupDevice(
  deps: AppDeps,
  auth: AuthContext,
  serial: string,
): Promise<DeviceLookup> {
  requireAdminOrManager(auth);
  const none = { device_serial: serial, tracker_id: null, last_seen_at: null, message_count: null };
  const tracker = await findTrackerBySerial(deps.db, serial);
  if (tracker) {
    const ours = tracker.companyId === auth.companyId;
    return { ...none, state: 'registered', tracker_id: ours ? tracker.trackerId : null };
  }
  const heard = await repo.findUnknownDevice(deps.db, serial);
  if (!heard) return { ...none, state: 'not_seen' };
  return {
    ...none,
    state: 'reporting',
    last_seen_at: heard.lastSeenAt.toISOString(),
    message_count: heard.messageCount,
  };
}

/**
 * The operator's support path (docs/OPERATIONS.md): releases an identifier a company holds,
 * so its real owner can register it. Positions already stored stay with the company that
 * received them. Returns who held it, for the operator's record; undefined if nobody did.
 */
export async function releaseTracker(
  deps: Pick<AppDeps, 'db' | 'bus'>,
  serial: string,
): Promise<{ companyName: string; assetName: string | null } | undefined> {
  const tracker = await findTrackerBySerial(deps.db, serial);
  if (!tracker) return undefined;
  const company = await findCompany(deps.db, tracker.companyId);
  const asset =
    tracker.assetId === null
      ? undefined
      : await findAsset(deps.db, tracker.companyId, tracker.assetId);
  await deps.db.transaction(async (tx) => {
    if (tracker.assetId !== null) {
      await repo.setAssetTracker(tx, tracker.companyId, tracker.assetId, null);
    }
    await repo.deleteTracker(tx, tracker.companyId, tracker.trackerId);
  });
  publishTrackerChange(deps, tracker.companyId, tracker.assetId === null ? [] : [tracker.assetId]);
  return {
    companyName: company?.name ?? `company ${tracker.companyId}`,
    assetName: asset?.asset.customName ?? null,
  };
}
