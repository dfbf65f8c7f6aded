import { z } from 'zod';
import { MAX_ID } from '../column-bounds';
import { CATALOGUE_LIMITS, CATALOGUE_MESSAGES } from './messages';
import { lastProductYear } from './product';

/** Schemas of the catalogue calls (spec 2 §7 "Import and catalogue"); REST is snake_case. */

const { required } = CATALOGUE_MESSAGES;

/** spec 2 §3 "Product": one catalogue entry, shared (company_id null) or the company's own. */
export const pimProduct = z.object({
  id: z.number(),
  /** The product label: "year make model variant". */
  name: z.string(),
  make: z.string(),
  make_id: z.number(),
  model: z.string(),
  variant: z.string().nullable(),
  year: z.number().nullable(),
  part_number: z.string().nullable(),
  category_id: z.number(),
  category_name: z.string(),
  /** The category's names from the root, '|'-joined. */
  category_path: z.string(),
  company_id: z.number().nullable(),
  is_deleted: z.boolean(),
});
export type PimProduct = z.infer<typeof pimProduct>;

/** The facets of the product search (spec 2 §7 searchPimProducts). */
export const PIM_FACET_IDS = ['Category', 'Manufacturer', 'Model', 'Year', 'ProductId'] as const;
export type PimFacetId = (typeof PIM_FACET_IDS)[number];

export const pimFacetEntry = z.object({ value: z.string(), label: z.string(), count: z.number() });
export type PimFacetEntry = z.infer<typeof pimFacetEntry>;
export const pimFacet = z.object({
  facet_id: z.enum(PIM_FACET_IDS),
  entries: z.array(pimFacetEntry),
  /** The last entry's label when the facet has more entries than a page: pass it to go on. */
  after_key: z.string().nullable(),
});
export type PimFacet = z.infer<typeof pimFacet>;

export const pimProductPage = z.object({
  items: z.array(pimProduct),
  totals: z.object({ total_items: z.number(), page_number: z.number(), page_size: z.number() }),
  facets: z.array(pimFacet),
});
export type PimProductPage = z.infer<typeof pimProductPage>;

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/**
 * One id from 1 to MAX_ID (2147483647), written out so the pattern alone says what is allowed:
 * the fuzz walk builds its requests from the schema's pattern.
 */
const ONE_ID =
  '(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}' +
  '|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])';
const idList = z
  .string()
  .regex(
    new RegExp(`^${ONE_ID}(?:,${ONE_ID}){0,99}$`),
    `Expected up to 100 ids from 1 to ${MAX_ID} separated by commas, such as 1,2,3`,
  )
  .transform((value) => value.split(',').map(Number));
const yearList = z
  .string()
  .regex(/^\d{4}(,\d{4})*$/, 'Expected years separated by commas, such as 2019,2020')
  .transform((value) => value.split(',').map(Number))
  .refine((years) => years.length <= 100, 'At most 100 values');
/** A text filter given once or repeated (?model=320&model=336). */
const textList = z
  .union([text(CATALOGUE_LIMITS.nameLength), z.array(text(CATALOGUE_LIMITS.nameLength)).max(100)])
  .transform((value) => (Array.isArray(value) ? value : [value]));
const page = (max: number, fallback: number) =>
  z.coerce.number().int().min(1, 'At least 1').max(max, `At most ${max}`).default(fallback);
const flag = z
  .enum(['true', 'false'], { error: 'Expected true or false' })
  .transform((value) => value === 'true');

/** The search's filters, as the service takes them (values of each facet, OR-ed within). */
export interface PimFilters {
  category: number[];
  manufacturer: number[];
  model: string[];
  year: number[];
  productId: number[];
}

/** GET /api/pim/products: searchPimProducts as a query string. */
export const pimProductSearchQuery = z.strictObject({
  query: text(CATALOGUE_LIMITS.queryLength).optional(),
  category_id: idList.optional(),
  manufacturer_id: idList.optional(),
  model: textList.optional(),
  year: yearList.optional(),
  product_id: idList.optional(),
  /** Narrows each facet's entries to labels holding this text. */
  facet_search: text(CATALOGUE_LIMITS.queryLength).optional(),
  /** Facets to count, comma-separated; all when absent, none when empty. */
  included_facets: z
    .string()
    .regex(/^((Category|Manufacturer|Model|Year|ProductId)(,|$))*$/, 'Unknown facet')
    .transform((value) => PIM_FACET_IDS.filter((facet) => value.split(',').includes(facet)))
    .optional(),
  facet_after_key: text(CATALOGUE_LIMITS.queryLength).optional(),
  page_size: page(CATALOGUE_LIMITS.maxPageSize, CATALOGUE_LIMITS.pageSize),
  page_number: page(10_000, 1),
});
export type PimProductSearchQuery = z.output<typeof pimProductSearchQuery>;

/** spec 2 §3 "Product make". */
export const pimMake = z.object({
  id: z.number(),
  name: z.string(),
  company_id: z.number().nullable(),
  is_deleted: z.boolean(),
});
export type PimMake = z.infer<typeof pimMake>;

export const pimMakeSearchQuery = z.strictObject({
  query: text(CATALOGUE_LIMITS.queryLength).optional(),
  include_deleted: flag.optional(),
  exact_match: flag.optional(),
});
export type PimMakeSearchQuery = z.output<typeof pimMakeSearchQuery>;

const name = z
  .string({ error: required })
  .trim()
  .min(1, required)
  .max(CATALOGUE_LIMITS.nameLength, `At most ${CATALOGUE_LIMITS.nameLength} characters`);

/** spec 2 §7 createPimMake(input {name}). */
export const pimMakeCreate = z.strictObject({ name });
export type PimMakeCreate = z.output<typeof pimMakeCreate>;
export const pimMakeCreated = z.object({
  company_id: z.number(),
  id: z.number(),
  name: z.string(),
});

/** spec 2 §7 createPimProduct(input {categoryPlatformId, manufacturerPlatformId, model, variant, year}). */
export const pimProductCreate = z.strictObject({
  category_id: z.number({ error: required }).int().min(1, required).max(MAX_ID),
  manufacturer_id: z.number({ error: required }).int().min(1, required).max(MAX_ID),
  model: name,
  variant: z
    .string()
    .trim()
    .max(CATALOGUE_LIMITS.nameLength, `At most ${CATALOGUE_LIMITS.nameLength} characters`)
    .nullish()
    .transform((value) => (value ? value : null)),
  year: z
    .number({ error: required })
    .int(required)
    .refine((year) => year >= CATALOGUE_LIMITS.firstYear && year <= lastProductYear(), {
      error: () => CATALOGUE_MESSAGES.yearRange(lastProductYear()),
    }),
});
export type PimProductCreateInput = z.input<typeof pimProductCreate>;
export type PimProductCreate = z.output<typeof pimProductCreate>;

/** spec 2 §3 "Catalogue category". */
export const pimCategory = z.object({
  id: z.number(),
  name: z.string(),
  path: z.string(),
  parent_id: z.number().nullable(),
  description: z.string().nullable(),
  /** Products in it or below it: only such categories can be chosen for a new product. */
  has_products: z.boolean(),
  company_id: z.number().nullable(),
});
export type PimCategory = z.infer<typeof pimCategory>;

export const pimCategorySearchQuery = z.strictObject({
  query: text(CATALOGUE_LIMITS.queryLength).optional(),
  has_products: flag.optional(),
});

/** A node of getCategoryTree: flat, with its children's ids and the counts of products. */
export const categoryTreeNode = z.object({
  id: z.number(),
  name: z.string(),
  path: z.string(),
  parent_id: z.number().nullable(),
  children: z.array(z.number()),
  /** Products in this category itself. */
  product_count: z.number(),
  /** Products in it and every category below it. */
  total_product_count: z.number(),
});
export type CategoryTreeNode = z.infer<typeof categoryTreeNode>;

/** searchMakes / searchModels (spec 2 §7, paged): the legacy makes and models of assets. */
export const catalogueMakesQuery = z.strictObject({
  query: text(CATALOGUE_LIMITS.queryLength).optional(),
  page_size: page(CATALOGUE_LIMITS.maxPageSize, CATALOGUE_LIMITS.pageSize),
  page_number: page(10_000, 1),
});
export const catalogueModelsQuery = catalogueMakesQuery.extend({ make_id: idList.optional() });
export const equipmentMake = z.object({ equipment_make_id: z.number(), name: z.string() });
export const equipmentModel = z.object({
  equipment_model_id: z.number(),
  equipment_make_id: z.number(),
  make_name: z.string(),
  name: z.string(),
});
export const equipmentMakePage = z.object({
  items: z.array(equipmentMake),
  total_items: z.number(),
});
export const equipmentModelPage = z.object({
  items: z.array(equipmentModel),
  total_items: z.number(),
});
export type EquipmentMakePage = z.infer<typeof equipmentMakePage>;
export type EquipmentModelPage = z.infer<typeof equipmentModelPage>;

export const pimMakeParams = z.object({
  makeId: z
    .string()
    .regex(/^\d{1,10}$/, 'Expected an id, a positive whole number such as 42')
    .pipe(z.coerce.number<string>().int().positive().max(MAX_ID)),
});

/** PUT /api/assets/{id}/product. */
export const assetProductBody = z.strictObject({
  product_id: z.number({ error: required }).int().min(1, required).max(MAX_ID),
});
