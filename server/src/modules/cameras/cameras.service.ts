import {
  CAMERA_MESSAGES,
  CAMERA_VENDOR,
  type CameraAssignment,
  type CameraListItem,
  type CameraStatusAnswer,
  type newCamera,
} from '@fleet/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { requireAdminOrManager } from '../../platform/tenancy';
import { lockWritableAsset } from '../assets/writable-asset';
import { hasCameraAccess, requireCameraAccess } from '../camera-access/camera-access';
import { findCompany } from '../companies/companies.repo';
import { publishAssetsUpdated } from '../notifications/asset-notifications';
import * as repo from './cameras.repo';

/** The same words whoever holds it, so a refusal never tells which company has a camera. */
const serialTaken = (serial: string) => conflict(CAMERA_MESSAGES.serialTaken(serial));

const nowOf = (deps: AppDeps) => new Date(deps.now?.() ?? Date.now());

/** Company > Cameras exists for companies with the camera service (spec 1 §6 has_fleet_cam). */
async function requireFleetCam(db: Db, auth: AuthContext): Promise<void> {
  const company = await findCompany(db, auth.companyId);
  if (!company?.hasFleetCam) throw forbidden(CAMERA_MESSAGES.noFleetCam);
}

function toCameraDto(row: repo.CameraRow, withStatus: boolean): CameraListItem {
  const { camera } = row;
  return {
    camera_id: camera.cameraId,
    camera_vendor_id: camera.cameraVendorId,
    vendor_camera_id: camera.vendorCameraId,
    name: camera.name,
    asset:
      camera.assetId === null || row.assetName === null
        ? null
        : { asset_id: camera.assetId, custom_name: row.assetName },
    status: withStatus
      ? {
          online: camera.online,
          ready_to_stream: camera.readyToStream,
          number_of_feeds: camera.numberOfFeeds,
          status_at: camera.statusAt?.toISOString() ?? null,
        }
      : null,
    created_at: camera.createdAt.toISOString(),
  };
}

/** The company's cameras; what they report only for a caller with camera access. */
export async function listCompanyCameras(deps: AppDeps, auth: AuthContext) {
  await requireFleetCam(deps.db, auth);
  const withStatus = await hasCameraAccess(deps.db, auth);
  return (await repo.listCameras(deps.db, auth.companyId)).map((row) =>
    toCameraDto(row, withStatus),
  );
}

async function cameraDto(deps: AppDeps, auth: AuthContext, cameraId: number) {
  const [row] = await repo.listCameras(deps.db, auth.companyId, cameraId);
  if (!row) throw notFound();
  return toCameraDto(row, await hasCameraAccess(deps.db, auth));
}

/**
 * The asset to install a camera on: the company's, in service, and without another camera.
 * Checked first, and again (locked) in the transaction that installs it.
 */
async function freeAsset(db: Db, companyId: number, assetId: number, cameraId?: number) {
  const target = await lockWritableAsset(db, companyId, assetId, CAMERA_MESSAGES.assetNotFound);
  const present = await repo.findCameraOnAsset(db, companyId, assetId);
  if (present && present.cameraId !== cameraId) {
    throw conflict(CAMERA_MESSAGES.assetHasCamera(target.asset.customName, present.vendorCameraId));
  }
}

/** Registers a camera by vendor and serial, optionally installing it on an asset. */
export async function registerCamera(
  deps: AppDeps,
  auth: AuthContext,
  body: z.infer<typeof newCamera>,
): Promise<CameraListItem> {
  requireAdminOrManager(auth);
  await requireFleetCam(deps.db, auth);
  const serial = body.vendor_camera_id;
  if (await repo.findCameraBySerial(deps.db, body.camera_vendor_id, serial)) {
    throw serialTaken(serial);
  }
  if (body.asset_id !== null) await freeAsset(deps.db, auth.companyId, body.asset_id);
  const camera = await deps.db
    .transaction(async (tx) => {
      if (body.asset_id !== null) await freeAsset(tx, auth.companyId, body.asset_id);
      const row = await repo.insertCamera(tx, {
        companyId: auth.companyId,
        cameraVendorId: body.camera_vendor_id,
        vendorCameraId: serial,
        name: body.name,
        numberOfFeeds: body.number_of_feeds,
      });
      if (body.asset_id !== null) await repo.installCamera(tx, row, body.asset_id, nowOf(deps));
      return row;
    })
    .catch((error: unknown) => {
      // The asset is locked above, so only the serial's index can refuse two registrations.
      if (isUniqueViolation(error)) throw serialTaken(serial);
      throw error;
    });
  if (body.asset_id !== null) publishAssetsUpdated(deps, auth.companyId, [body.asset_id]);
  return cameraDto(deps, auth, camera.cameraId);
}

/** Installs the camera on an asset (moving it from the one it was on), or takes it off. */
export async function assignCamera(
  deps: AppDeps,
  auth: AuthContext,
  cameraId: number,
  body: CameraAssignment,
): Promise<CameraListItem> {
  requireAdminOrManager(auth);
  await requireFleetCam(deps.db, auth);
  const camera = await repo.findCamera(deps.db, auth.companyId, cameraId);
  if (!camera) throw notFound();
  if (body.asset_id !== null) await freeAsset(deps.db, auth.companyId, body.asset_id, cameraId);
  const from = await deps.db
    .transaction(async (tx) => {
      if (body.asset_id !== null) await freeAsset(tx, auth.companyId, body.asset_id, cameraId);
      // Read again in the transaction: another move may have committed since the check.
      const current = await repo.findCamera(tx, auth.companyId, cameraId);
      if (!current) throw notFound();
      await repo.installCamera(tx, current, body.asset_id, nowOf(deps));
      return current.assetId;
    })
    .catch((error: unknown) => {
      // Another camera was installed on the asset in the meantime (cameras_asset_unique).
      if (isUniqueViolation(error)) throw conflict(CAMERA_MESSAGES.assetGotCamera);
      throw error;
    });
  const touched = [from, body.asset_id].filter((id): id is number => typeof id === 'number');
  publishAssetsUpdated(deps, auth.companyId, [...new Set(touched)]);
  return cameraDto(deps, auth, cameraId);
}

/** Refuses to remove an installed camera, naming where it is; 404 for one that is not found. */
async function requireUninstalled(deps: AppDeps, auth: AuthContext, cameraId: number) {
  const [row] = await repo.listCameras(deps.db, auth.companyId, cameraId);
  if (!row) throw notFound();
  if (row.camera.assetId !== null) {
    throw conflict(
      CAMERA_MESSAGES.installedCannotRemove(row.camera.vendorCameraId, row.assetName ?? ''),
    );
  }
}

/**
 * Removes a camera that is on no asset, and its install history; an installed one must be
 * taken off first. Its safety events stay (docs/CAMERAS.md "Safety events").
 */
export async function removeCamera(
  deps: AppDeps,
  auth: AuthContext,
  cameraId: number,
): Promise<void> {
  requireAdminOrManager(auth);
  await requireFleetCam(deps.db, auth);
  await requireUninstalled(deps, auth, cameraId);
  // Installed since the check: refused the same way, never removed from under its asset.
  if (!(await repo.deleteUninstalledCamera(deps.db, auth.companyId, cameraId))) {
    await requireUninstalled(deps, auth, cameraId);
  }
}

/** Vendor 5's link into its camera app (docs/CAMERAS.md), when CAMERA_APP_URL is set. */
function cameraAppUrl(deps: AppDeps, camera: repo.CameraRecord): string | null {
  const template = deps.config.cameraAppUrl;
  if (camera.cameraVendorId !== CAMERA_VENDOR.externalApp || template === undefined) return null;
  return template.replaceAll('{vendor_camera_id}', encodeURIComponent(camera.vendorCameraId));
}

/** spec 1 §7 GET cameras/{cameraId}/status: for callers with camera access (spec 1 §6). */
export async function getCameraStatus(
  deps: AppDeps,
  auth: AuthContext,
  cameraId: number,
): Promise<CameraStatusAnswer> {
  await requireCameraAccess(deps.db, auth);
  const camera = await repo.findCamera(deps.db, auth.companyId, cameraId);
  if (!camera) throw notFound();
  return {
    online: camera.online,
    ready_to_stream: camera.readyToStream,
    number_of_feeds: camera.numberOfFeeds,
    status_at: camera.statusAt?.toISOString() ?? null,
    app_url: cameraAppUrl(deps, camera),
  };
}

/**
 * A camera's report as it arrives (the camera simulator, a vendor's feed): stored unless a
 * newer one is. Answers the camera it updated, or undefined for an unknown camera or a report
 * older than the stored one.
 */
export async function recordCameraStatus(db: Db, report: repo.CameraReport) {
  return repo.updateCameraStatus(db, report);
}
