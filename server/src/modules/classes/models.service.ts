import {
  CLASSES_MESSAGES,
  MODELS_PAGE_SIZE,
  canManageClassModels,
  type ClassModelLink,
  type ClassModelLinkBody,
  type ModelsListPage,
  type ModelsListQuery,
} from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../platform/errors';
import { findEquipmentClass } from './equipment-classes.repo';
import * as repo from './models.repo';

/** spec 2 §7 GET models: catalogue models by make or name, a page at a time. */
export async function searchModels(
  deps: AppDeps,
  auth: AuthContext,
  query: ModelsListQuery,
): Promise<ModelsListPage> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? MODELS_PAGE_SIZE;
  const words = (query.query ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  const { rows, total } = await repo.searchModels(deps.db, auth.companyId, {
    words,
    makeId: query.make_id,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const classes = await repo.classesOfModels(
    deps.db,
    auth.companyId,
    rows.map((row) => row.modelId),
  );
  return {
    items: rows.map((row) => ({
      equipment_model_id: row.modelId,
      name: row.name,
      make: { equipment_make_id: row.makeId, name: row.makeName },
      equipment_classes: classes
        .filter((c) => c.modelId === row.modelId)
        .map((c) => ({ equipment_class_id: c.classId, name: c.name })),
    })),
    total_items: total,
    page,
    page_size: pageSize,
  };
}

/** spec 2 §6: only the internal company's app admin puts models in a class. */
function requireModelManager(auth: AuthContext): void {
  if (!canManageClassModels(auth.companyId, auth.securityLevelId)) {
    throw forbidden(CLASSES_MESSAGES.modelsOnlyInternal);
  }
}

const toDto = (row: repo.ClassModelLinkRow): ClassModelLink => ({
  equipment_classes_models_xref_id: row.equipmentClassesModelsXrefId,
  equipment_model_id: row.equipmentModelId,
  equipment_class_id: row.equipmentClassId,
});

/** spec 2 §7 POST equipment-classes-models-xref: a catalogue model into one of the company's classes. */
export async function linkModel(
  deps: AppDeps,
  auth: AuthContext,
  body: ClassModelLinkBody,
): Promise<ClassModelLink> {
  requireModelManager(auth);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const found = await findEquipmentClass(tx, auth.companyId, body.equipment_class_id, true);
      if (!found) throw notFound(CLASSES_MESSAGES.classNotFound);
      if (!(await repo.isVisibleModel(tx, auth.companyId, body.equipment_model_id))) {
        throw notFound(CLASSES_MESSAGES.modelNotFound);
      }
      return repo.insertClassModelLink(tx, {
        companyId: auth.companyId,
        equipmentClassId: body.equipment_class_id,
        equipmentModelId: body.equipment_model_id,
      });
    });
    return toDto(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CLASSES_MESSAGES.modelAlreadyInClass);
    throw error;
  }
}

/**
 * spec 2 §7 DELETE equipment-classes-models-xref/{id}. Another company's link is not found
 * before the role is asked about, so its existence never shows.
 */
export async function unlinkModel(deps: AppDeps, auth: AuthContext, xrefId: number) {
  const link = await repo.findClassModelLink(deps.db, auth.companyId, xrefId);
  if (!link) throw notFound(CLASSES_MESSAGES.linkNotFound);
  requireModelManager(auth);
  await repo.deleteClassModelLink(deps.db, auth.companyId, xrefId);
}
