import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetStatuses, cameras } from '../../db/schema/index';
import type { CameraStatusFacts } from './camera-status';

/** Each installed camera's asset status, as far as a camera follows it (null: never reported). */
export async function cameraAssetStatuses(db: Db): Promise<Map<number, CameraStatusFacts | null>> {
  const rows = await db
    .select({ cameraId: cameras.cameraId, status: assetStatuses.status })
    .from(cameras)
    .leftJoin(
      assetStatuses,
      and(
        eq(assetStatuses.assetId, cameras.assetId),
        eq(assetStatuses.companyId, cameras.companyId),
      ),
    )
    .where(isNotNull(cameras.assetId));
  return new Map(
    rows.map((row) => {
      const status = row.status;
      if (!status) return [row.cameraId, null];
      return [
        row.cameraId,
        {
          engine_active: status.engine_active === true,
          last_checkin_timestamp:
            typeof status.last_checkin_timestamp === 'string'
              ? status.last_checkin_timestamp
              : null,
        } satisfies CameraStatusFacts,
      ];
    }),
  );
}
