import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { savedSearchPresets } from '../../db/schema/index';

export type PresetRow = typeof savedSearchPresets.$inferSelect;

/** The user's presets of one list, oldest first. */
export async function findPresets(
  db: Db,
  companyId: number,
  userId: number,
  presetDomain: string,
): Promise<PresetRow[]> {
  return db
    .select()
    .from(savedSearchPresets)
    .where(
      and(
        eq(savedSearchPresets.companyId, companyId),
        eq(savedSearchPresets.userId, userId),
        eq(savedSearchPresets.presetDomain, presetDomain),
      ),
    )
    .orderBy(asc(savedSearchPresets.presetId));
}

export async function countPresets(db: Db, companyId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(savedSearchPresets)
    .where(and(eq(savedSearchPresets.companyId, companyId), eq(savedSearchPresets.userId, userId)));
  return row?.n ?? 0;
}

export async function insertPreset(
  db: Db,
  values: typeof savedSearchPresets.$inferInsert,
): Promise<PresetRow> {
  const [row] = await db.insert(savedSearchPresets).values(values).returning();
  if (!row) throw new Error('preset insert returned nothing');
  return row;
}

/** Deletes the preset only when it is this user's: true when one was deleted. */
export async function deletePreset(
  db: Db,
  companyId: number,
  userId: number,
  presetId: number,
): Promise<boolean> {
  const rows = await db
    .delete(savedSearchPresets)
    .where(
      and(
        eq(savedSearchPresets.presetId, presetId),
        eq(savedSearchPresets.companyId, companyId),
        eq(savedSearchPresets.userId, userId),
      ),
    )
    .returning({ presetId: savedSearchPresets.presetId });
  return rows.length > 0;
}
