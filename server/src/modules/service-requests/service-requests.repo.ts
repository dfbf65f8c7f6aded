import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { serviceRequestFiles, serviceRequests, users } from '../../db/schema/index';

export async function countOpenRequests(db: Db, assetId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(serviceRequests)
    .where(and(eq(serviceRequests.assetId, assetId), isNull(serviceRequests.closedAt)));
  return row?.n ?? 0;
}

export async function isCompanyUser(db: Db, companyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: users.userId })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.userId, userId)));
  return row !== undefined;
}

/** Uploads already attached to a request: a file travels with one request only. */
export async function attachedUploadIds(db: Db, uploadIds: number[]): Promise<number[]> {
  if (uploadIds.length === 0) return [];
  const rows = await db
    .select({ uploadId: serviceRequestFiles.uploadId })
    .from(serviceRequestFiles)
    .where(inArray(serviceRequestFiles.uploadId, uploadIds));
  return rows.map((row) => row.uploadId);
}

export interface NewServiceRequest {
  companyId: number;
  assetId: number;
  rentalId: number | null;
  requestingUserId: number;
  createdBy: number;
  sitePointOfContact: string;
  description: string;
  locationAndAccessInstructions: string;
  files: Array<{ uploadId: number; photoTypeId: number | null }>;
}

/** The request and its files; its work order is linked once made (linkWorkOrder). */
export async function insertServiceRequest(db: Db, input: NewServiceRequest): Promise<number> {
  const [request] = await db
    .insert(serviceRequests)
    .values({
      companyId: input.companyId,
      assetId: input.assetId,
      rentalId: input.rentalId,
      requestingUserId: input.requestingUserId,
      createdBy: input.createdBy,
      sitePointOfContact: input.sitePointOfContact,
      description: input.description,
      locationAndAccessInstructions: input.locationAndAccessInstructions,
    })
    .returning({ serviceRequestId: serviceRequests.serviceRequestId });
  if (!request) throw new Error('service request insert returned nothing');
  if (input.files.length > 0) {
    await db.insert(serviceRequestFiles).values(
      input.files.map((file) => ({
        serviceRequestId: request.serviceRequestId,
        uploadId: file.uploadId,
        companyId: input.companyId,
        photoTypeId: file.photoTypeId,
      })),
    );
  }
  return request.serviceRequestId;
}

export async function linkWorkOrder(
  db: Db,
  serviceRequestId: number,
  workOrderId: number,
): Promise<void> {
  await db
    .update(serviceRequests)
    .set({ workOrderId })
    .where(eq(serviceRequests.serviceRequestId, serviceRequestId));
}
