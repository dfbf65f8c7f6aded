import { isAdminOrManager } from '@fleet/domain';
import type { AuthContext } from './auth';
import { forbidden, notFound } from './errors';

/**
 * A path's company must be the caller's: another company's id answers 404, exactly as an
 * id that does not exist, so nothing about other companies leaks (DESIGN §4).
 */
export function assertOwnCompany(auth: AuthContext, companyId: number): void {
  if (companyId !== auth.companyId) throw notFound();
}

export function requireAdmin(auth: AuthContext): void {
  if (auth.securityLevelId !== 1) throw forbidden('Only an admin can do that.');
}

export function requireAdminOrManager(auth: AuthContext): void {
  if (!isAdminOrManager(auth.securityLevelId)) {
    throw forbidden('Only an admin or a manager can do that.');
  }
}
