import {
  TRACKER_REQUEST_MESSAGES,
  type TrackerRequest,
  type TrackerRequestBody,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { lockWritableAsset } from '../assets/writable-asset';
import {
  insertTrackerRequest,
  listTrackerRequests,
  markTrackerRequestHandled,
  type TrackerRequestRow,
} from './tracker-requests.repo';

const NO_ASSET = 'Asset not found.';

/** The admins' page shows this many requests: open ones first, then the newest handled. */
const LIST_LIMIT = 500;

/**
 * spec 1 §2 no-tracker variant: 'Request a Tracker or Camera' from an asset's card. Anyone who
 * may write may ask (the read-only guard stops the others before this). The request must make
 * sense for the asset: no tracker asked for an asset that has one, no camera for one that has
 * one. One open request per asset; the database's unique index settles two at once.
 */
export async function createTrackerRequest(
  deps: AppDeps,
  auth: AuthContext,
  body: TrackerRequestBody,
): Promise<{ tracker_request_id: number }> {
  // An archived asset is sent no tracker (409): restored, it can be asked for again.
  const { asset } = await lockWritableAsset(deps.db, auth.companyId, body.asset_id, NO_ASSET);
  if (body.wants !== 'camera' && asset.trackerId !== null) {
    throw conflict(TRACKER_REQUEST_MESSAGES.hasTracker(asset.customName));
  }
  if (body.wants !== 'tracker' && asset.cameraId !== null) {
    throw conflict(TRACKER_REQUEST_MESSAGES.hasCamera(asset.customName));
  }
  try {
    const id = await insertTrackerRequest(deps.db, {
      companyId: auth.companyId,
      assetId: asset.assetId,
      requestedBy: auth.userId,
      wants: body.wants,
      contactName: body.contact_name,
      contactPhone: body.contact_phone,
      contactEmail: body.contact_email,
      message: body.message,
    });
    return { tracker_request_id: id };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(TRACKER_REQUEST_MESSAGES.alreadyOpen(asset.customName));
    }
    throw error;
  }
}

const toDto = (row: TrackerRequestRow): TrackerRequest => ({
  tracker_request_id: row.trackerRequestId,
  asset_id: row.assetId,
  asset_name: row.assetName,
  // The typed model, else the catalogue's (as the card's heading reads).
  asset_description: [row.year, row.make, row.model ?? row.catalogueModel]
    .filter(Boolean)
    .join(' '),
  wants: row.wants === 'camera' || row.wants === 'both' ? row.wants : 'tracker',
  contact_name: row.contactName,
  contact_phone: row.contactPhone,
  contact_email: row.contactEmail,
  message: row.message,
  requested_by: [row.firstName, row.lastName].filter(Boolean).join(' ') || null,
  created_at: row.createdAt.toISOString(),
  handled_at: row.handledAt?.toISOString() ?? null,
});

/** Company admins (level 1) read the requests; reading, so read-only admins too. */
export async function listCompanyTrackerRequests(
  deps: AppDeps,
  auth: AuthContext,
): Promise<TrackerRequest[]> {
  if (auth.securityLevelId !== 1) throw forbidden();
  return (await listTrackerRequests(deps.db, auth.companyId, LIST_LIMIT)).map(toDto);
}

/** An admin marks a request handled (the install is booked, or it was declined). */
export async function handleTrackerRequest(
  deps: AppDeps,
  auth: AuthContext,
  trackerRequestId: number,
): Promise<void> {
  if (auth.securityLevelId !== 1) throw forbidden();
  const found = await markTrackerRequestHandled(
    deps.db,
    auth.companyId,
    trackerRequestId,
    new Date(),
  );
  if (!found) throw notFound('Tracker request not found.');
}
