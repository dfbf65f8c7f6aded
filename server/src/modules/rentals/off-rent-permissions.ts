import type { AuthContext } from '../../platform/auth';
import { forbidden } from '../../platform/errors';

/**
 * Who may off-rent, schedule, cancel and note rentals. Read-only users are refused before any
 * route runs (platform/auth.ts). Of the security levels (spec 1 §1) a pending user (3) has not
 * been admitted yet and a driver (7) operates assets but does not manage the company's rentals;
 * the spec names no finer rule (spec 1 §6 "Other role details not shown"), so admin, manager,
 * sales, user and operations may.
 */
const CANNOT_RENT: ReadonlySet<number> = new Set([3, 7]);

export function requireRentalWriter(auth: AuthContext): void {
  if (CANNOT_RENT.has(auth.securityLevelId)) {
    throw forbidden('Your role cannot change rentals. Ask an admin or a manager.');
  }
}
