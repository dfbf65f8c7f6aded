import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assets,
  equipmentMakes,
  equipmentModels,
  trackerRequests,
  users,
} from '../../db/schema/index';

export type NewTrackerRequest = typeof trackerRequests.$inferInsert;

export async function insertTrackerRequest(db: Db, request: NewTrackerRequest): Promise<number> {
  const [row] = await db
    .insert(trackerRequests)
    .values(request)
    .returning({ id: trackerRequests.trackerRequestId });
  if (!row) throw new Error('tracker request insert returned nothing');
  return row.id;
}

/** The company's requests, open ones first, then newest, with the asset and the requester. */
export async function listTrackerRequests(db: Db, companyId: number, limit: number) {
  return db
    .select({
      trackerRequestId: trackerRequests.trackerRequestId,
      assetId: trackerRequests.assetId,
      assetName: assets.customName,
      year: assets.year,
      make: equipmentMakes.name,
      model: assets.model,
      catalogueModel: equipmentModels.name,
      wants: trackerRequests.wants,
      contactName: trackerRequests.contactName,
      contactPhone: trackerRequests.contactPhone,
      contactEmail: trackerRequests.contactEmail,
      message: trackerRequests.message,
      firstName: users.firstName,
      lastName: users.lastName,
      createdAt: trackerRequests.createdAt,
      handledAt: trackerRequests.handledAt,
    })
    .from(trackerRequests)
    .innerJoin(assets, eq(assets.assetId, trackerRequests.assetId))
    .leftJoin(equipmentMakes, eq(equipmentMakes.equipmentMakeId, assets.equipmentMakeId))
    .leftJoin(equipmentModels, eq(equipmentModels.equipmentModelId, assets.equipmentModelId))
    .leftJoin(users, eq(users.userId, trackerRequests.requestedBy))
    .where(eq(trackerRequests.companyId, companyId))
    .orderBy(
      desc(isNull(trackerRequests.handledAt)),
      desc(trackerRequests.createdAt),
      desc(trackerRequests.trackerRequestId),
    )
    .limit(limit);
}
export type TrackerRequestRow = Awaited<ReturnType<typeof listTrackerRequests>>[number];

/** Marks the company's request handled; false when the company has no such request. */
export async function markTrackerRequestHandled(
  db: Db,
  companyId: number,
  trackerRequestId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(trackerRequests)
    .set({ handledAt: at })
    .where(
      and(
        eq(trackerRequests.companyId, companyId),
        eq(trackerRequests.trackerRequestId, trackerRequestId),
        isNull(trackerRequests.handledAt),
      ),
    )
    .returning({ id: trackerRequests.trackerRequestId });
  if (rows.length > 0) return true;
  // Already handled is fine (a second admin clicked too); another company's id is not found.
  const [existing] = await db
    .select({ id: trackerRequests.trackerRequestId })
    .from(trackerRequests)
    .where(
      and(
        eq(trackerRequests.companyId, companyId),
        eq(trackerRequests.trackerRequestId, trackerRequestId),
      ),
    );
  return existing !== undefined;
}
