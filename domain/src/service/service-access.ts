import { isAdminOrManager } from '../security-levels';

/** Who is asking, as far as work orders and service groups care. */
export interface ServiceViewer {
  userId: number;
  securityLevelId: number;
  /** companies.owner_user_id of the viewer's company. */
  ownerUserId: number | null;
}

/**
 * spec 1 §6 "canView": work orders and service groups are visible to the company owner (always)
 * and to admins and managers (security levels 1, 2); nobody else. Writes also need the account
 * not to be read-only (checked for every write by the server's read-only hook). The one place
 * the rule lives: the server refuses with it, the card and the /service page hide with it.
 */
export function canViewService(viewer: ServiceViewer): boolean {
  return viewer.ownerUserId === viewer.userId || isAdminOrManager(viewer.securityLevelId);
}
