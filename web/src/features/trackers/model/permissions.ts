import { isAdminOrManager, type AccessContext } from '@fleet/domain';

export interface TrackerPermissions {
  /** Register trackers, install them, move them and take them off (the API's rule). */
  canManage: boolean;
}

/** Read-only users see what their level shows them, without the buttons that write. */
export function trackerPermissions(
  ctx: Pick<AccessContext, 'securityLevelId' | 'readOnly'>,
): TrackerPermissions {
  return { canManage: isAdminOrManager(ctx.securityLevelId) && !ctx.readOnly };
}
