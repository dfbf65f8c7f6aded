import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  equipmentClasses,
  equipmentClassesModelsXref,
  equipmentMakes,
  equipmentModels,
} from '../../db/schema/index';

export type ClassModelLinkRow = typeof equipmentClassesModelsXref.$inferSelect;

/** Shared catalogue rows (no company) and the company's own; an archived make's models rest. */
const visibleTo = (companyId: number) =>
  and(
    or(isNull(equipmentModels.companyId), eq(equipmentModels.companyId, companyId)),
    or(isNull(equipmentMakes.companyId), eq(equipmentMakes.companyId, companyId)),
    eq(equipmentMakes.isDeleted, false),
  );

/** `%` and `_` typed by a person are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ModelSearch {
  words: string[];
  makeId: number | undefined;
  limit: number;
  offset: number;
}

/** A page of the models the company sees, by make and name, and how many match in all. */
export async function searchModels(db: Db, companyId: number, search: ModelSearch) {
  const label = sql`${equipmentMakes.name} || ' ' || ${equipmentModels.name}`;
  const conditions: (SQL | undefined)[] = [
    visibleTo(companyId),
    search.makeId === undefined ? undefined : eq(equipmentModels.equipmentMakeId, search.makeId),
    ...search.words.map((word) => ilike(label, `%${escapeLike(word)}%`)),
  ];
  const where = and(...conditions);
  const from = () =>
    db
      .select({
        modelId: equipmentModels.equipmentModelId,
        name: equipmentModels.name,
        makeId: equipmentMakes.equipmentMakeId,
        makeName: equipmentMakes.name,
      })
      .from(equipmentModels)
      .innerJoin(
        equipmentMakes,
        eq(equipmentMakes.equipmentMakeId, equipmentModels.equipmentMakeId),
      );
  const rows = await from()
    .where(where)
    .orderBy(
      asc(equipmentMakes.name),
      asc(equipmentModels.name),
      asc(equipmentModels.equipmentModelId),
    )
    .limit(search.limit)
    .offset(search.offset);
  const [total] = await db
    .select({ n: count() })
    .from(equipmentModels)
    .innerJoin(equipmentMakes, eq(equipmentMakes.equipmentMakeId, equipmentModels.equipmentMakeId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Which of the company's classes hold each of the models. */
export async function classesOfModels(db: Db, companyId: number, modelIds: number[]) {
  if (modelIds.length === 0) return [];
  return db
    .select({
      modelId: equipmentClassesModelsXref.equipmentModelId,
      classId: equipmentClasses.equipmentClassId,
      name: equipmentClasses.name,
    })
    .from(equipmentClassesModelsXref)
    .innerJoin(
      equipmentClasses,
      eq(equipmentClasses.equipmentClassId, equipmentClassesModelsXref.equipmentClassId),
    )
    .where(
      and(
        eq(equipmentClassesModelsXref.companyId, companyId),
        inArray(equipmentClassesModelsXref.equipmentModelId, modelIds),
      ),
    )
    .orderBy(asc(equipmentClasses.name));
}

/** Whether the company sees the model (shared catalogue or its own). */
export async function isVisibleModel(db: Db, companyId: number, modelId: number) {
  const [row] = await db
    .select({ id: equipmentModels.equipmentModelId })
    .from(equipmentModels)
    .innerJoin(equipmentMakes, eq(equipmentMakes.equipmentMakeId, equipmentModels.equipmentMakeId))
    .where(and(eq(equipmentModels.equipmentModelId, modelId), visibleTo(companyId)));
  return row !== undefined;
}

export async function insertClassModelLink(
  db: Db,
  values: typeof equipmentClassesModelsXref.$inferInsert,
): Promise<ClassModelLinkRow> {
  const [row] = await db.insert(equipmentClassesModelsXref).values(values).returning();
  if (!row) throw new Error('class-model link insert returned nothing');
  return row;
}

export async function findClassModelLink(db: Db, companyId: number, xrefId: number) {
  const [row] = await db
    .select()
    .from(equipmentClassesModelsXref)
    .where(
      and(
        eq(equipmentClassesModelsXref.companyId, companyId),
        eq(equipmentClassesModelsXref.equipmentClassesModelsXrefId, xrefId),
      ),
    );
  return row;
}

export async function deleteClassModelLink(db: Db, companyId: number, xrefId: number) {
  await db
    .delete(equipmentClassesModelsXref)
    .where(
      and(
        eq(equipmentClassesModelsXref.companyId, companyId),
        eq(equipmentClassesModelsXref.equipmentClassesModelsXrefId, xrefId),
      ),
    );
}
