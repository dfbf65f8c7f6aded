/** Security levels, spec 1 §1 and spec 2 §6: the ids are the spec's. */
export const SECURITY_LEVELS = {
  1: 'admin',
  2: 'manager',
  3: 'pending',
  4: 'sales',
  5: 'user',
  6: 'operations',
  7: 'driver',
} as const;

export type SecurityLevelId = keyof typeof SECURITY_LEVELS;
export type SecurityLevelCode = (typeof SECURITY_LEVELS)[SecurityLevelId];

export const SECURITY_LEVEL_IDS = [
  1, 2, 3, 4, 5, 6, 7,
] as const satisfies readonly SecurityLevelId[];

export function isSecurityLevelId(value: number): value is SecurityLevelId {
  return Number.isInteger(value) && value >= 1 && value <= 7;
}

/** Admin and manager (levels 1, 2) see Assets, Alerts and Company (spec 1 §6). */
export function isAdminOrManager(levelId: number): boolean {
  return levelId === 1 || levelId === 2;
}
