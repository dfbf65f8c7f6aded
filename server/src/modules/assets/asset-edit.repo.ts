import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assets } from '../../db/schema';

export type AssetEditValues = Partial<
  Pick<
    typeof assets.$inferInsert,
    | 'customName'
    | 'description'
    | 'serialNumber'
    | 'vin'
    | 'model'
    | 'year'
    | 'dotNumber'
    | 'inventoryBranchId'
    | 'serviceBranchId'
    | 'rentalBranchId'
    | 'maintenanceGroupId'
    | 'markerColor'
    | 'bleTagType'
    | 'bleTagSerial'
  >
>;

/** Writes the named fields of one of the company's assets; false when there is no such asset. */
export async function updateAssetFields(
  db: Db,
  companyId: number,
  assetId: number,
  values: AssetEditValues,
): Promise<boolean> {
  const rows = await db
    .update(assets)
    .set(values)
    .where(and(eq(assets.companyId, companyId), eq(assets.assetId, assetId)))
    .returning({ assetId: assets.assetId });
  return rows.length > 0;
}
