import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';

/**
 * Makes and models are a shared catalogue (spec 2 §3 "Equipment model"); a company may add its
 * own (company_id set), which only it sees. A make is also the catalogue's manufacturer (spec 2
 * §3 "Product make": `id` is equipment_make_id); an archived one (`is_deleted`) can be restored
 * (spec 2 §4 "Manufacturer duplicate handling").
 */
export const equipmentMakes = pgTable(
  'equipment_makes',
  {
    equipmentMakeId: serial('equipment_make_id').primaryKey(),
    companyId: integer('company_id'),
    name: text('name').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [uniqueIndex('equipment_makes_name_unique').on(t.companyId, t.name)],
);

export const equipmentModels = pgTable(
  'equipment_models',
  {
    equipmentModelId: serial('equipment_model_id').primaryKey(),
    equipmentMakeId: integer('equipment_make_id')
      .notNull()
      .references(() => equipmentMakes.equipmentMakeId),
    companyId: integer('company_id'),
    name: text('name').notNull(),
  },
  (t) => [index('equipment_models_make_idx').on(t.equipmentMakeId)],
);

/**
 * spec 2 §3 "Category (company)". Migration 0013 adds a unique index on the lower-cased name of
 * a company's active categories (409 'This Category name is already in use').
 */
export const categories = pgTable(
  'categories',
  {
    categoryId: serial('category_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    singularName: text('singular_name'),
    canonicalName: text('canonical_name'),
    description: text('description'),
    parentCategoryId: integer('parent_category_id'),
    dateDeactivated: timestamp('date_deactivated', { withTimezone: true }),
  },
  (t) => [index('categories_company_idx').on(t.companyId)],
);

/** spec 2 §3 "Equipment class". */
export const equipmentClasses = pgTable(
  'equipment_classes',
  {
    equipmentClassId: serial('equipment_class_id').primaryKey(),
    companyId: companyIdColumn(),
    categoryId: integer('category_id').references(() => categories.categoryId),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /**
     * The class's photo (spec 2 §3 `photo`), a row of `photos` with no asset. No foreign key:
     * photos.ts imports assets.ts, which imports this file.
     */
    primaryPhotoId: integer('primary_photo_id'),
  },
  (t) => [index('equipment_classes_company_idx').on(t.companyId)],
);

/** spec 2 §3 "Class-model link": which catalogue models a class holds. */
export const equipmentClassesModelsXref = pgTable(
  'equipment_classes_models_xref',
  {
    equipmentClassesModelsXrefId: serial('equipment_classes_models_xref_id').primaryKey(),
    companyId: companyIdColumn(),
    equipmentClassId: integer('equipment_class_id')
      .notNull()
      .references(() => equipmentClasses.equipmentClassId),
    equipmentModelId: integer('equipment_model_id')
      .notNull()
      .references(() => equipmentModels.equipmentModelId),
  },
  (t) => [
    uniqueIndex('equipment_classes_models_xref_unique').on(t.equipmentClassId, t.equipmentModelId),
  ],
);

/**
 * spec 2 §3 "Catalogue category": the product catalogue's own category tree (not a company's
 * categories). Shared when company_id is null. `path` is the names from the root, '|'-joined.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    productCategoryId: serial('product_category_id').primaryKey(),
    companyId: integer('company_id'),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    path: text('path').notNull(),
    description: text('description'),
  },
  (t) => [index('product_categories_parent_idx').on(t.parentId)],
);

/**
 * spec 2 §3 "Product": a catalogue entry an asset connects to. Shared when company_id is null,
 * else the company's own (Add Product). `match_text` is the lower-cased "make model variant" the
 * import's trigram matching compares against (migration 0013 adds its pg_trgm GIN index); the
 * repo that writes a product writes it.
 */
export const products = pgTable(
  'products',
  {
    productId: serial('product_id').primaryKey(),
    companyId: integer('company_id'),
    equipmentMakeId: integer('equipment_make_id')
      .notNull()
      .references(() => equipmentMakes.equipmentMakeId),
    productCategoryId: integer('product_category_id')
      .notNull()
      .references(() => productCategories.productCategoryId),
    model: text('model').notNull(),
    variant: text('variant'),
    year: integer('year'),
    partNumber: text('part_number'),
    matchText: text('match_text').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_make_idx').on(t.equipmentMakeId),
    index('products_category_idx').on(t.productCategoryId),
  ],
);
