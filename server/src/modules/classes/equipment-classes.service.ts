import {
  CLASSES_MESSAGES,
  type EquipmentClass,
  type EquipmentClassCreate,
  type EquipmentClassUpdate,
} from '@fleet/domain';
import type { Db } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import {
  badRequest,
  conflict,
  databaseErrorCode,
  isUniqueViolation,
  notFound,
} from '../../platform/errors';
import { assertOwnCompany, requireAdminOrManager } from '../../platform/tenancy';
import { photoPath } from '../photos/photos.service';
import { findActiveCategory } from './categories.repo';
import * as repo from './equipment-classes.repo';

function toDto(row: repo.EquipmentClassListRow, models: EquipmentClass['equipment_models']) {
  const { equipmentClass: ec, photoVariants: variants } = row;
  const photoId = ec.primaryPhotoId;
  const url = (size: 'thumbnail' | 'small' | 'large') =>
    photoId !== null && variants?.[size] ? photoPath(photoId, size) : null;
  return {
    equipment_class_id: ec.equipmentClassId,
    name: ec.name,
    description: ec.description,
    category_id: ec.categoryId,
    company_id: ec.companyId,
    // spec 2 §3 photo sizes small, medium, large: Fleet's thumbnail, small and large.
    photo:
      photoId !== null && variants
        ? {
            photo_id: photoId,
            filename: row.photoFilename ?? '',
            small: url('thumbnail'),
            medium: url('small'),
            large: url('large'),
          }
        : null,
    asset_count: row.assetCount,
    equipment_models: models,
  } satisfies EquipmentClass;
}

/** spec 2 §7 GET equipment-classes: the company's classes, one category's when asked. */
export async function listEquipmentClasses(
  deps: AppDeps,
  auth: AuthContext,
  categoryId?: number,
): Promise<EquipmentClass[]> {
  const rows = await repo.listEquipmentClasses(deps.db, auth.companyId, categoryId);
  const links = await repo.listClassModels(deps.db, auth.companyId);
  const byClass = new Map<number, EquipmentClass['equipment_models']>();
  for (const link of links) {
    const list = byClass.get(link.classId) ?? [];
    list.push({
      equipment_classes_models_xref_id: link.xrefId,
      equipment_model_id: link.modelId,
      name: link.name,
      make_name: link.makeName,
    });
    byClass.set(link.classId, list);
  }
  return rows.map((row) => toDto(row, byClass.get(row.equipmentClass.equipmentClassId) ?? []));
}

async function oneClass(deps: AppDeps, auth: AuthContext, equipmentClassId: number) {
  const found = (await listEquipmentClasses(deps, auth)).find(
    (c) => c.equipment_class_id === equipmentClassId,
  );
  if (!found) throw notFound(CLASSES_MESSAGES.classNotFound);
  return found;
}

const fieldError = (field: string, message: string) =>
  badRequest(message, { issues: [{ path: [field], message }] });

/** The class's category: an active one of the company, locked so it is not deactivated meanwhile. */
async function checkCategory(db: Db, companyId: number, categoryId: number) {
  if (!(await findActiveCategory(db, companyId, categoryId, true))) {
    throw notFound(CLASSES_MESSAGES.categoryNotFound);
  }
}

/** A class photo is a photo of the company made without an asset (POST /photos-v2). */
async function checkPhoto(db: Db, companyId: number, photoId: number) {
  const photo = await repo.findCompanyPhoto(db, companyId, photoId);
  if (!photo) throw notFound(CLASSES_MESSAGES.photoNotFound);
  if (photo.assetId !== null) throw fieldError('primary_photo_id', CLASSES_MESSAGES.photoOnAsset);
}

async function namedWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CLASSES_MESSAGES.classNameInUse);
    throw error;
  }
}

/** spec 2 §7 POST companies/{companyId}/equipment-class: managers and admins. */
export async function createEquipmentClass(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  body: EquipmentClassCreate,
): Promise<EquipmentClass> {
  assertOwnCompany(auth, companyId);
  requireAdminOrManager(auth);
  const created = await namedWrite(() =>
    deps.db.transaction(async (tx) => {
      await checkCategory(tx, companyId, body.category_id);
      const photoId = body.primary_photo_id ?? null;
      if (photoId !== null) await checkPhoto(tx, companyId, photoId);
      return repo.insertEquipmentClass(tx, {
        companyId,
        categoryId: body.category_id,
        name: body.class_name,
        description: body.description,
        primaryPhotoId: photoId,
      });
    }),
  );
  return oneClass(deps, auth, created.equipmentClassId);
}

/** spec 2 §7 PATCH companies/{companyId}/equipment-class/{id}: rename, describe, move, photo. */
export async function updateEquipmentClass(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  equipmentClassId: number,
  body: EquipmentClassUpdate,
): Promise<EquipmentClass> {
  assertOwnCompany(auth, companyId);
  requireAdminOrManager(auth);
  if (Object.values(body).every((value) => value === undefined)) {
    throw badRequest('Send at least one field of the class to change.');
  }
  await namedWrite(() =>
    deps.db.transaction(async (tx) => {
      const found = await repo.findEquipmentClass(tx, companyId, equipmentClassId, true);
      if (!found) throw notFound(CLASSES_MESSAGES.classNotFound);
      if (body.category_id !== undefined) await checkCategory(tx, companyId, body.category_id);
      const photoId = body.primary_photo_id;
      if (photoId !== undefined && photoId !== null) await checkPhoto(tx, companyId, photoId);
      await repo.updateEquipmentClass(tx, companyId, equipmentClassId, {
        ...(body.category_id === undefined ? {} : { categoryId: body.category_id }),
        ...(body.class_name === undefined ? {} : { name: body.class_name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(photoId === undefined ? {} : { primaryPhotoId: photoId }),
      });
    }),
  );
  return oneClass(deps, auth, equipmentClassId);
}

/**
 * spec 2 §7 DELETE companies/{companyId}/equipment-class/{id}: the class and its model links
 * go. Refused while assets (archived ones too) are in it: they would lose their class.
 */
export async function deleteEquipmentClass(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  equipmentClassId: number,
): Promise<void> {
  assertOwnCompany(auth, companyId);
  requireAdminOrManager(auth);
  try {
    await deps.db.transaction(async (tx) => {
      const found = await repo.findEquipmentClass(tx, companyId, equipmentClassId, true);
      if (!found) throw notFound(CLASSES_MESSAGES.classNotFound);
      const inClass = await repo.countClassAssets(tx, companyId, equipmentClassId);
      if (inClass > 0) throw conflict(CLASSES_MESSAGES.classInUse(inClass));
      await repo.deleteEquipmentClass(tx, companyId, equipmentClassId);
    });
  } catch (error) {
    // An asset moved into the class while it was being deleted: its foreign key refuses.
    if (databaseErrorCode(error) === '23503') throw conflict(CLASSES_MESSAGES.classInUse(null));
    throw error;
  }
}
