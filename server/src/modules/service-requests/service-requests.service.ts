import {
  SERVICE_REQUEST_MAX_OPEN,
  SERVICE_REQUEST_MESSAGES,
  type serviceRequestBody,
  type ServiceRequestResult,
} from '@fleet/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { findRental } from '../rentals/rentals.repo';
import { findCompletedUploads } from '../uploads/uploads.repo';
import {
  attachedUploadIds,
  countOpenRequests,
  insertServiceRequest,
  isCompanyUser,
  linkWorkOrder,
} from './service-requests.repo';
import { lockWritableAsset } from '../assets/writable-asset';
import { createWorkOrder } from '../service/work-orders.service';

type Body = z.output<typeof serviceRequestBody>;

/**
 * spec 1 §5 "Service request" for an asset: checked, then stored with its work order in one
 * transaction. The asset row is locked first, so of concurrent requests at most three stay
 * open; the fourth gets 409 with the spec's sentence and nothing is written. An archived
 * asset (for a rental too: the rented asset) gets none.
 */
async function requestService(
  deps: AppDeps,
  auth: AuthContext,
  assetId: number,
  rentalId: number | null,
  body: Body,
): Promise<ServiceRequestResult> {
  // Whose asset first: another company's id is a 404 whatever else the body says; an
  // archived asset takes no new work (409).
  const writable = (db: Db) => lockWritableAsset(db, auth.companyId, assetId, 'Asset not found.');
  await writable(deps.db);
  if (!(await isCompanyUser(deps.db, auth.companyId, body.requesting_user_id))) {
    throw badRequest('The requester is not a user of this company.');
  }
  const uploadIds = body.files.map((file) => file.upload_id);
  if (new Set(uploadIds).size !== uploadIds.length) throw badRequest('A file is listed twice.');
  const completed = await findCompletedUploads(deps.db, auth.companyId, uploadIds);
  if (completed.length !== uploadIds.length) {
    throw badRequest('A file of this request was not uploaded; upload it again.');
  }
  return deps.db.transaction(async (tx) => {
    await writable(tx);
    if ((await countOpenRequests(tx, assetId)) >= SERVICE_REQUEST_MAX_OPEN) {
      throw conflict(SERVICE_REQUEST_MESSAGES.tooMany);
    }
    if ((await attachedUploadIds(tx, uploadIds)).length > 0) {
      throw badRequest('A file of this request already belongs to another request.');
    }
    const serviceRequestId = await insertServiceRequest(tx, {
      companyId: auth.companyId,
      assetId,
      rentalId,
      requestingUserId: body.requesting_user_id,
      createdBy: auth.userId,
      sitePointOfContact: body.site_point_of_contact,
      description: body.description,
      locationAndAccessInstructions: body.location_and_access_instructions,
      files: body.files.map((file) => ({
        uploadId: file.upload_id,
        photoTypeId: file.photo_type_id ?? null,
      })),
    });
    // The open work order an admin picks the request up as, with the request's files.
    const order = await createWorkOrder(tx, {
      companyId: auth.companyId,
      assetId,
      description: `Service request: ${body.description}`,
      serviceRequestId,
      createdBy: auth.userId,
      uploadIds,
    });
    await linkWorkOrder(tx, serviceRequestId, order.workOrderId);
    return { service_request_id: serviceRequestId, work_order_id: order.workOrderId };
  });
}

export function requestAssetService(deps: AppDeps, auth: AuthContext, assetId: number, body: Body) {
  return requestService(deps, auth, assetId, null, body);
}

/** The same for a rental: the request is for the rented asset, and names the rental. */
export async function requestRentalService(
  deps: AppDeps,
  auth: AuthContext,
  rentalId: number,
  body: Body,
) {
  const rental = await findRental(deps.db, auth.companyId, rentalId);
  if (!rental) throw notFound('Rental not found.');
  if (rental.assetId === null) throw badRequest('This rental has no asset to service.');
  return requestService(deps, auth, rental.assetId, rentalId, body);
}
