import { SECURITY_LEVEL_IDS, SECURITY_LEVELS, type SecurityLevelId } from '../security-levels';

/** "Admin", "Operations": a security level as people read it (spec 1 §1 codes, capitalised). */
export function securityLevelLabel(level: SecurityLevelId): string {
  const code = SECURITY_LEVELS[level];
  return code.charAt(0).toUpperCase() + code.slice(1);
}

/** The levels as choices of a picker, admin first. */
export const SECURITY_LEVEL_OPTIONS = SECURITY_LEVEL_IDS.map((level) => ({
  value: String(level),
  label: securityLevelLabel(level),
}));
