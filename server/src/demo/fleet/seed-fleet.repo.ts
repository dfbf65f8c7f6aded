import type { Db } from '../../db/client';
import {
  categories,
  equipmentClasses,
  equipmentMakes,
  equipmentModels,
  organizationAssets,
  organizations,
} from '../../db/schema/index';

/**
 * Rows only the demo fleet writes so far (the catalogue and groups have no module yet). When a
 * module takes one of these tables over, its insert moves to that module's repo.
 */
export async function insertEquipmentMakes(db: Db, names: string[]) {
  return db
    .insert(equipmentMakes)
    .values(names.map((name) => ({ name })))
    .returning();
}

export async function insertEquipmentModel(db: Db, values: typeof equipmentModels.$inferInsert) {
  const [row] = await db.insert(equipmentModels).values(values).returning();
  return row;
}

export async function insertCategory(db: Db, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).returning();
  return row;
}

export async function insertEquipmentClass(db: Db, values: typeof equipmentClasses.$inferInsert) {
  const [row] = await db.insert(equipmentClasses).values(values).returning();
  return row;
}

export async function insertGroups(db: Db, values: Array<typeof organizations.$inferInsert>) {
  return db.insert(organizations).values(values).returning();
}

export async function insertGroupMemberships(
  db: Db,
  values: Array<typeof organizationAssets.$inferInsert>,
): Promise<void> {
  await db.insert(organizationAssets).values(values);
}
