import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  companyAppPreferences,
  companyPreferences,
  userPreferences,
  userViewSettings,
  type PreferenceValues,
} from '../../db/schema/index';

export type CompanyPreferencesRow = typeof companyPreferences.$inferSelect;

export async function findUserPreferences(
  db: Db,
  userId: number,
  clientApplicationId: number,
): Promise<PreferenceValues> {
  const [row] = await db
    .select({ preferences: userPreferences.preferences })
    .from(userPreferences)
    .where(
      and(
        eq(userPreferences.userId, userId),
        eq(userPreferences.clientApplicationId, clientApplicationId),
      ),
    );
  return row?.preferences ?? {};
}

export async function saveUserPreferences(
  db: Db,
  key: { userId: number; companyId: number; clientApplicationId: number },
  preferences: PreferenceValues,
): Promise<void> {
  await db
    .insert(userPreferences)
    .values({ ...key, preferences })
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.clientApplicationId],
      set: { preferences },
    });
}

export async function findCompanyAppPreferences(
  db: Db,
  companyId: number,
  clientApplicationId: number,
): Promise<PreferenceValues> {
  const [row] = await db
    .select({ preferences: companyAppPreferences.preferences })
    .from(companyAppPreferences)
    .where(
      and(
        eq(companyAppPreferences.companyId, companyId),
        eq(companyAppPreferences.clientApplicationId, clientApplicationId),
      ),
    );
  return row?.preferences ?? {};
}

export async function saveCompanyAppPreferences(
  db: Db,
  key: { companyId: number; clientApplicationId: number },
  preferences: PreferenceValues,
): Promise<void> {
  await db
    .insert(companyAppPreferences)
    .values({ ...key, preferences })
    .onConflictDoUpdate({
      target: [companyAppPreferences.companyId, companyAppPreferences.clientApplicationId],
      set: { preferences },
    });
}

/** Every company has a row; it is created with the defaults on first read. */
export async function findOrCreateCompanyPreferences(
  db: Db,
  companyId: number,
): Promise<CompanyPreferencesRow> {
  const [existing] = await db
    .select()
    .from(companyPreferences)
    .where(eq(companyPreferences.companyId, companyId));
  if (existing) return existing;
  await db.insert(companyPreferences).values({ companyId }).onConflictDoNothing();
  const [created] = await db
    .select()
    .from(companyPreferences)
    .where(eq(companyPreferences.companyId, companyId));
  if (!created) throw new Error(`company_preferences row for ${companyId} missing`);
  return created;
}

export async function updateCompanyPreferences(
  db: Db,
  companyId: number,
  patch: Partial<typeof companyPreferences.$inferInsert>,
): Promise<CompanyPreferencesRow> {
  const current = await findOrCreateCompanyPreferences(db, companyId);
  // An empty patch changes nothing (an UPDATE without columns is an SQL error).
  if (Object.values(patch).every((value) => value === undefined)) return current;
  const [row] = await db
    .update(companyPreferences)
    .set(patch)
    .where(eq(companyPreferences.companyId, companyId))
    .returning();
  if (!row) throw new Error(`company_preferences row for ${companyId} missing`);
  return row;
}

export interface ViewSettingsValues {
  defaultBranchIds: number[];
  defaultOrganizationIds: number[];
}

export async function findViewSettings(
  db: Db,
  userId: number,
  applicationId: number,
): Promise<ViewSettingsValues> {
  const [row] = await db
    .select({
      defaultBranchIds: userViewSettings.defaultBranchIds,
      defaultOrganizationIds: userViewSettings.defaultOrganizationIds,
    })
    .from(userViewSettings)
    .where(
      and(eq(userViewSettings.userId, userId), eq(userViewSettings.applicationId, applicationId)),
    );
  return row ?? { defaultBranchIds: [], defaultOrganizationIds: [] };
}

export async function saveViewSettings(
  db: Db,
  key: { userId: number; companyId: number; applicationId: number },
  values: ViewSettingsValues,
): Promise<void> {
  await db
    .insert(userViewSettings)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [userViewSettings.userId, userViewSettings.applicationId],
      set: values,
    });
}
