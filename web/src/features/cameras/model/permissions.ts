import { isAdminOrManager, type AccessContext } from '@fleet/domain';

export interface CameraPermissions {
  /** Register cameras, install, move, take off and remove them (the API's rule, as trackers). */
  canManage: boolean;
}

/** Read-only users see the cameras without the buttons that write. */
export function cameraPermissions(
  ctx: Pick<AccessContext, 'securityLevelId' | 'readOnly'>,
): CameraPermissions {
  return { canManage: isAdminOrManager(ctx.securityLevelId) && !ctx.readOnly };
}
