import { aliasedTable, and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assets,
  equipmentClasses,
  equipmentMakes,
  equipmentModels,
  jobs,
  locations,
  orders,
  rentals,
  users,
  vendorEntities,
} from '../../db/schema/index';
import type { RentalDetailRow } from './rentals.repo';

export interface RentalListFilter {
  rentalIds?: number[];
  statusIds?: number[];
  hasAssignedAssets?: boolean;
  orderId?: number;
  hasParts?: boolean;
  limit: number;
  offset: number;
}

/** A rental with its spec details and what the lists show beside it. */
export interface RentalListRow extends RentalDetailRow {
  assetName: string | null;
  makeName: string | null;
  modelName: string | null;
  jobsiteName: string | null;
  contactFirstName: string | null;
  contactLastName: string | null;
}

const modelCatalogue = aliasedTable(equipmentModels, 'list_models');

/**
 * One page of the company's rentals, newest start first (then id, so pages never overlap). Every
 * join is by primary key and stays inside the company's rows (the rentals are filtered by
 * company; what they point at was written for that company).
 */
export async function listRentals(
  db: Db,
  companyId: number,
  filter: RentalListFilter,
): Promise<RentalListRow[]> {
  const hasParts = sql`jsonb_array_length(${rentals.partAssignments}) > 0`;
  return db
    .select({
      rental: rentals,
      vendorName: vendorEntities.name,
      purchaseOrder: orders.purchaseOrder,
      orderUserId: orders.userId,
      jobId: jobs.jobId,
      jobName: jobs.name,
      equipmentClassName: equipmentClasses.name,
      assetName: assets.customName,
      makeName: equipmentMakes.name,
      modelName: sql<string | null>`coalesce(${modelCatalogue.name}, ${assets.model})`,
      jobsiteName: locations.nickname,
      contactFirstName: users.firstName,
      contactLastName: users.lastName,
    })
    .from(rentals)
    .leftJoin(vendorEntities, eq(vendorEntities.entityId, rentals.vendorId))
    .leftJoin(orders, eq(orders.orderId, rentals.orderId))
    .leftJoin(jobs, eq(jobs.jobId, orders.jobId))
    .leftJoin(users, eq(users.userId, orders.userId))
    .leftJoin(assets, eq(assets.assetId, rentals.assetId))
    .leftJoin(equipmentClasses, eq(equipmentClasses.equipmentClassId, assets.equipmentClassId))
    .leftJoin(equipmentMakes, eq(equipmentMakes.equipmentMakeId, assets.equipmentMakeId))
    .leftJoin(modelCatalogue, eq(modelCatalogue.equipmentModelId, assets.equipmentModelId))
    .leftJoin(locations, eq(locations.locationId, rentals.locationId))
    .where(
      and(
        eq(rentals.companyId, companyId),
        filter.rentalIds ? inArray(rentals.rentalId, filter.rentalIds) : undefined,
        filter.statusIds ? inArray(rentals.rentalStatusId, filter.statusIds) : undefined,
        filter.hasAssignedAssets === undefined
          ? undefined
          : filter.hasAssignedAssets
            ? isNotNull(rentals.assetId)
            : isNull(rentals.assetId),
        filter.orderId === undefined ? undefined : eq(rentals.orderId, filter.orderId),
        filter.hasParts === undefined
          ? undefined
          : filter.hasParts
            ? hasParts
            : sql`not ${hasParts}`,
      ),
    )
    .orderBy(desc(rentals.startDate), desc(rentals.rentalId))
    .limit(filter.limit)
    .offset(filter.offset);
}
