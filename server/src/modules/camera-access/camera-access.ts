import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { findCameraAccess } from './camera-access.repo';

/** Said when either half of camera access is missing (spec 1 §6). */
export const NO_CAMERA_ACCESS =
  'Cameras and drivers need camera access for both your company and your user. Ask an admin.';

/**
 * spec 1 §6: camera status, live video, snapshots, clips and the camera page's driver tools need
 * the company's camera access (`has_fleet_cam`) and the user's (`can_access_camera`). Read per
 * call: an admin who takes a user's access away ends it at the next call, not at sign-out.
 */
export async function hasCameraAccess(db: Db, auth: AuthContext): Promise<boolean> {
  const row = await findCameraAccess(db, auth.companyId, auth.userId);
  return row !== undefined && row.company && row.user;
}

export async function requireCameraAccess(db: Db, auth: AuthContext): Promise<void> {
  if (!(await hasCameraAccess(db, auth))) throw forbidden(NO_CAMERA_ACCESS);
}
