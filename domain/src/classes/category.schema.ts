import { z } from 'zod';
import { bodyId } from '../api-schemas';
import { CLASSES_MESSAGES } from './classes-messages';

/** Longest names and descriptions a category or class may have. */
export const CLASS_TEXT_LIMITS = { name: 100, description: 2000 } as const;

/** A required text field of the Add Class and Add Category forms (spec 2 §5). */
export const requiredName = z
  .string({ error: CLASSES_MESSAGES.required })
  .trim()
  .min(1, CLASSES_MESSAGES.required)
  .max(CLASS_TEXT_LIMITS.name, `At most ${CLASS_TEXT_LIMITS.name} characters`);

/** An optional description: blank is none. */
const optionalDescription = z
  .string()
  .trim()
  .max(CLASS_TEXT_LIMITS.description, `At most ${CLASS_TEXT_LIMITS.description} characters`)
  .transform((text) => (text === '' ? null : text))
  .nullable();

/**
 * spec 2 §3 "Category (company)", as `GET /categories` answers it: the company's active
 * categories, a tree by `parent_category_id` (two levels: a parent is a top-level category).
 * `asset_count` counts the assets in the category, archived ones left out.
 */
export const category = z.object({
  category_id: z.number().int(),
  name: z.string(),
  company_id: z.number().int(),
  date_deactivated: z.string().nullable(),
  parent_category_id: z.number().int().nullable(),
  singular_name: z.string().nullable(),
  canonical_name: z.string().nullable(),
  description: z.string().nullable(),
  asset_count: z.number().int(),
});
export type Category = z.infer<typeof category>;

/** spec 2 §3 create payload and §5 "Add Category". */
export const categoryCreateBody = z.strictObject({
  category_name: requiredName,
  singular_name: requiredName,
  canonical_name: requiredName,
  /** Optional: only an active top-level category (the server checks which ones are). */
  parent_category_id: bodyId.nullish(),
  description: optionalDescription.optional(),
});
export type CategoryCreateInput = z.input<typeof categoryCreateBody>;
export type CategoryCreate = z.output<typeof categoryCreateBody>;

/** `PATCH companies/{companyId}/category/{categoryId}`: only the fields that change. */
export const categoryUpdateBody = z.strictObject({
  category_name: requiredName.optional(),
  singular_name: requiredName.optional(),
  canonical_name: requiredName.optional(),
  parent_category_id: bodyId.nullable().optional(),
  description: optionalDescription.optional(),
});
export type CategoryUpdateInput = z.input<typeof categoryUpdateBody>;
export type CategoryUpdate = z.output<typeof categoryUpdateBody>;
