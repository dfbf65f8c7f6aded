import { equipmentClassesModelsXref } from '../src/db/schema/index';
import type { TestApp } from './harness';

/**
 * Categories, classes and class-model links for the walks (docs/CLASSES.md): valid bodies, so
 * a walk reaches the service's own checks, and ids of a company's rows.
 */
export function classWriteSamples(name: string): Record<string, object> {
  return {
    'POST /api/companies/:companyId/category': {
      category_name: name,
      singular_name: name,
      canonical_name: name,
    },
    'PATCH /api/companies/:companyId/category/:categoryId': { category_name: name },
    'POST /api/companies/:companyId/equipment-class': {
      category_id: 1,
      class_name: name,
      description: name,
    },
    'PATCH /api/companies/:companyId/equipment-class/:equipmentClassId': { class_name: name },
    'POST /api/equipment-classes-models-xref': { equipment_model_id: 1, equipment_class_id: 1 },
  };
}

/**
 * A category and a class of the token's company, made through the API, and a class-model link
 * written directly (only the internal company may make one through the API).
 */
export async function classWalkIds(t: TestApp, token: string): Promise<Record<string, string>> {
  const session = await t.session(token);
  const post = async (url: string, payload: object) =>
    (await t.call(token, { method: 'POST', url, payload })).json<Record<string, number>>();
  const category = await post(`/api/companies/${session.companyId}/category`, {
    category_name: 'Walk category',
    singular_name: 'Walk category',
    canonical_name: 'walk-category',
  });
  const equipmentClass = await post(`/api/companies/${session.companyId}/equipment-class`, {
    category_id: category.category_id,
    class_name: 'Walk class',
    description: 'Walk class',
  });
  const models = (await t.call(token, { method: 'GET', url: '/api/models?page_size=1' })).json<{
    items: Array<{ equipment_model_id: number }>;
  }>();
  const [xref] = await t.deps.db
    .insert(equipmentClassesModelsXref)
    .values({
      companyId: session.companyId,
      equipmentClassId: equipmentClass.equipment_class_id ?? 0,
      equipmentModelId: models.items[0]?.equipment_model_id ?? 0,
    })
    .returning();
  return {
    categoryId: String(category.category_id),
    equipmentClassId: String(equipmentClass.equipment_class_id),
    xrefId: String(xref?.equipmentClassesModelsXrefId),
  };
}

/** The same ids as numbers, and body values that reach the services, for the fuzz walk. */
export async function classFuzzSamples(t: TestApp, token: string) {
  const ids = await classWalkIds(t, token);
  return {
    categoryId: [Number(ids.categoryId)],
    equipmentClassId: [Number(ids.equipmentClassId)],
    xrefId: [Number(ids.xrefId)],
    category_id: [Number(ids.categoryId)],
    equipment_class_id: [Number(ids.equipmentClassId)],
  };
}
