import { and, asc, eq } from 'drizzle-orm';
import { GEOFENCE_TYPE_IDS } from '@fleet/domain';
import type { Db } from '../../db/client';
import { assets, geofences } from '../../db/schema/index';

/** The company's first yard geofence, for the demo's 'Left the yard' rule. */
export async function findFirstYard(db: Db, companyId: number) {
  const [yard] = await db
    .select({ id: geofences.geofenceId, name: geofences.name })
    .from(geofences)
    .where(
      and(eq(geofences.companyId, companyId), eq(geofences.geofenceTypeId, GEOFENCE_TYPE_IDS.yard)),
    )
    .orderBy(asc(geofences.geofenceId))
    .limit(1);
  return yard;
}

/** A few of the company's assets, for the demo's past alerts. */
export async function findSomeAssets(db: Db, companyId: number, limit: number) {
  return db
    .select({ id: assets.assetId })
    .from(assets)
    .where(eq(assets.companyId, companyId))
    .orderBy(asc(assets.assetId))
    .limit(limit);
}
