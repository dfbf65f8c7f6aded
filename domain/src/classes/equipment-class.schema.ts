import { z } from 'zod';
import { bodyId, id } from '../api-schemas';
import { CLASS_TEXT_LIMITS, requiredName } from './category.schema';
import { CLASSES_MESSAGES } from './classes-messages';

/**
 * spec 2 §3 Equipment class `photo`: the class's photo in the spec's three sizes (URLs of
 * Fleet's thumbnail, small and large sizes; null when a size could not be made, as for HEIC).
 */
export const classPhoto = z.object({
  photo_id: z.number().int(),
  filename: z.string(),
  small: z.string().nullable(),
  medium: z.string().nullable(),
  large: z.string().nullable(),
});
export type ClassPhoto = z.infer<typeof classPhoto>;

/** A catalogue model in a class (spec 2 §3 "Class-model link"), named for the list. */
export const classModel = z.object({
  equipment_classes_models_xref_id: z.number().int(),
  equipment_model_id: z.number().int(),
  name: z.string(),
  make_name: z.string(),
});
export type ClassModel = z.infer<typeof classModel>;

/**
 * spec 2 §3 "Equipment class", as `GET /equipment-classes` answers it (X-Fields picks fields).
 * `asset_count` counts the assets in the class, archived ones left out.
 */
export const equipmentClass = z.object({
  equipment_class_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  category_id: z.number().int().nullable(),
  company_id: z.number().int(),
  photo: classPhoto.nullable(),
  asset_count: z.number().int(),
  equipment_models: z.array(classModel),
});
export type EquipmentClass = z.infer<typeof equipmentClass>;
export const EQUIPMENT_CLASS_FIELDS = Object.keys(equipmentClass.shape) as Array<
  keyof EquipmentClass
>;

/** `GET /equipment-classes?category_id=`: one category's classes (the bulk edit's choice). */
export const equipmentClassListQuery = z.strictObject({ category_id: id.optional() });

const description = z
  .string({ error: CLASSES_MESSAGES.required })
  .trim()
  .min(1, CLASSES_MESSAGES.required)
  .max(CLASS_TEXT_LIMITS.description, `At most ${CLASS_TEXT_LIMITS.description} characters`);

/** spec 2 §3 create payload and §5 "Add Class": name, category and description required. */
export const equipmentClassCreateBody = z.strictObject({
  category_id: bodyId,
  class_name: requiredName,
  description,
  /** A photo of the company made by POST /photos-v2 without an asset. */
  primary_photo_id: bodyId.nullish(),
});
export type EquipmentClassCreateInput = z.input<typeof equipmentClassCreateBody>;
export type EquipmentClassCreate = z.output<typeof equipmentClassCreateBody>;

/** `PATCH companies/{companyId}/equipment-class/{id}`: rename, describe, move, photo (null: none). */
export const equipmentClassUpdateBody = z.strictObject({
  category_id: bodyId.optional(),
  class_name: requiredName.optional(),
  description: description.optional(),
  primary_photo_id: bodyId.nullable().optional(),
});
export type EquipmentClassUpdateInput = z.input<typeof equipmentClassUpdateBody>;
export type EquipmentClassUpdate = z.output<typeof equipmentClassUpdateBody>;
