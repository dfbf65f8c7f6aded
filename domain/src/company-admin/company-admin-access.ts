import { isAdminOrManager } from '../security-levels';

/** Who may do what in Company admin (docs/COMPANY-ADMIN.md "Who may do what"). */
interface Caller {
  securityLevelId: number;
  readOnly: boolean;
}

const isAdmin = (caller: Caller): boolean => caller.securityLevelId === 1;

/** The users list and the branches: admins and managers read them. */
export const canViewCompanyUsers = (caller: Caller): boolean =>
  isAdminOrManager(caller.securityLevelId);

/** Inviting, levels, read-only, deactivating: admins who may write. */
export const canManageUsers = (caller: Caller): boolean => isAdmin(caller) && !caller.readOnly;

/** Branches: admins and managers who may write (markets: admins, as POST /api/markets). */
export const canManageBranches = (caller: Caller): boolean =>
  isAdminOrManager(caller.securityLevelId) && !caller.readOnly;
export const canManageMarkets = (caller: Caller): boolean => isAdmin(caller) && !caller.readOnly;

/** Preferences and flags are read by all; changed by admins. */
export const canChangeCompanySettings = (caller: Caller): boolean =>
  isAdmin(caller) && !caller.readOnly;

/** The outboxes and integrations hold live links and keys: admins only (read-only admins read). */
export const canReadAdminOnly = (caller: Caller): boolean => isAdmin(caller);
