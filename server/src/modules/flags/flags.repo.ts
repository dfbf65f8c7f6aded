import { and, eq } from 'drizzle-orm';
import { isFeatureFlagName, type FeatureFlagName } from '@fleet/domain';
import type { Db } from '../../db/client';
import { companyFeatureFlags, userFeatureFlagOverrides } from '../../db/schema/index';

type FlagValues = Partial<Record<FeatureFlagName, boolean>>;

function toValues(rows: { flag: string; enabled: boolean }[]): FlagValues {
  const values: FlagValues = {};
  // Rows for flags no longer in the code are ignored rather than failing the read.
  for (const row of rows) if (isFeatureFlagName(row.flag)) values[row.flag] = row.enabled;
  return values;
}

export async function findCompanyFlags(db: Db, companyId: number): Promise<FlagValues> {
  const rows = await db
    .select({ flag: companyFeatureFlags.flag, enabled: companyFeatureFlags.enabled })
    .from(companyFeatureFlags)
    .where(eq(companyFeatureFlags.companyId, companyId));
  return toValues(rows);
}

export async function findUserOverrides(db: Db, userId: number): Promise<FlagValues> {
  const rows = await db
    .select({ flag: userFeatureFlagOverrides.flag, enabled: userFeatureFlagOverrides.enabled })
    .from(userFeatureFlagOverrides)
    .where(eq(userFeatureFlagOverrides.userId, userId));
  return toValues(rows);
}

export async function listCompanyOverrides(
  db: Db,
  companyId: number,
): Promise<{ userId: number; flag: FeatureFlagName; enabled: boolean }[]> {
  const rows = await db
    .select()
    .from(userFeatureFlagOverrides)
    .where(eq(userFeatureFlagOverrides.companyId, companyId));
  return rows.flatMap((row) =>
    isFeatureFlagName(row.flag)
      ? [{ userId: row.userId, flag: row.flag, enabled: row.enabled }]
      : [],
  );
}

export async function setCompanyFlag(
  db: Db,
  companyId: number,
  flag: FeatureFlagName,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(companyFeatureFlags)
    .values({ companyId, flag, enabled })
    .onConflictDoUpdate({
      target: [companyFeatureFlags.companyId, companyFeatureFlags.flag],
      set: { enabled },
    });
}

export async function setUserOverride(
  db: Db,
  key: { userId: number; companyId: number },
  flag: FeatureFlagName,
  enabled: boolean,
): Promise<void> {
  await db
    .insert(userFeatureFlagOverrides)
    .values({ ...key, flag, enabled })
    .onConflictDoUpdate({
      target: [userFeatureFlagOverrides.userId, userFeatureFlagOverrides.flag],
      set: { enabled },
    });
}

export async function deleteUserOverride(
  db: Db,
  userId: number,
  flag: FeatureFlagName,
): Promise<void> {
  await db
    .delete(userFeatureFlagOverrides)
    .where(
      and(eq(userFeatureFlagOverrides.userId, userId), eq(userFeatureFlagOverrides.flag, flag)),
    );
}
