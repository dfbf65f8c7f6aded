import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cameras } from '../../db/schema/index';

/** What signalling needs of a camera: whose it is, its vendor (which window) and its name. */
export interface SignallingCamera {
  cameraId: number;
  companyId: number;
  cameraVendorId: number;
  vendorCameraId: string;
  name: string | null;
}

/** The company's camera, or undefined (another company's camera is as absent as none). */
export async function findSignallingCamera(
  db: Db,
  companyId: number,
  cameraId: number,
): Promise<SignallingCamera | undefined> {
  const [row] = await db
    .select({
      cameraId: cameras.cameraId,
      companyId: cameras.companyId,
      cameraVendorId: cameras.cameraVendorId,
      vendorCameraId: cameras.vendorCameraId,
      name: cameras.name,
    })
    .from(cameras)
    .where(and(eq(cameras.companyId, companyId), eq(cameras.cameraId, cameraId)))
    .limit(1);
  return row;
}
