import { z } from 'zod';
import { MAX_ID } from '../column-bounds';
import { bodyId, id } from '../api-schemas';

/** spec 2 §9 default page size. */
export const MODELS_PAGE_SIZE = 20;
export const MODELS_MAX_PAGE_SIZE = 100;

/**
 * `GET /models`: catalogue equipment models (shared ones and the company's own), found by a
 * text matched against "make model" (every word must appear) and/or a make; paged from 1.
 */
export const modelsListQuery = z.strictObject({
  query: z.string().trim().max(100, 'At most 100 characters').optional(),
  make_id: id.optional(),
  page: z
    .string()
    .regex(/^\d{1,6}$/, 'Expected a page number such as 1')
    .pipe(z.coerce.number<string>().int().min(1).max(100_000))
    .optional(),
  page_size: z
    .string()
    .regex(/^\d{1,3}$/, `Expected a page size from 1 to ${MODELS_MAX_PAGE_SIZE}`)
    .pipe(z.coerce.number<string>().int().min(1).max(MODELS_MAX_PAGE_SIZE))
    .optional(),
});
export type ModelsListQuery = z.output<typeof modelsListQuery>;

/** spec 2 §3 "Equipment model": with its make, and which of the company's classes hold it. */
export const modelsListItem = z.object({
  equipment_model_id: z.number().int(),
  name: z.string(),
  make: z.object({ equipment_make_id: z.number().int(), name: z.string() }),
  equipment_classes: z.array(z.object({ equipment_class_id: z.number().int(), name: z.string() })),
});
export type ModelsListItem = z.infer<typeof modelsListItem>;

export const modelsListPage = z.object({
  items: z.array(modelsListItem),
  total_items: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ModelsListPage = z.infer<typeof modelsListPage>;

/** spec 2 §3 "Class-model link" and `POST /equipment-classes-models-xref`. */
export const classModelLinkBody = z.strictObject({
  equipment_model_id: bodyId,
  equipment_class_id: bodyId,
});
export type ClassModelLinkBody = z.infer<typeof classModelLinkBody>;

export const classModelLink = z.object({
  equipment_classes_models_xref_id: z.number().int().max(MAX_ID),
  equipment_model_id: z.number().int(),
  equipment_class_id: z.number().int(),
});
export type ClassModelLink = z.infer<typeof classModelLink>;
