import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';

/**
 * Makes and models are a shared catalogue (spec 2 §3 "Equipment model"); a company may add its
 * own (company_id set), which only it sees.
 */
export const equipmentMakes = pgTable(
  'equipment_makes',
  {
    equipmentMakeId: serial('equipment_make_id').primaryKey(),
    companyId: integer('company_id'),
    name: text('name').notNull(),
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

/** spec 2 §3 "Category (company)". */
export const categories = pgTable(
  'categories',
  {
    categoryId: serial('category_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
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
  },
  (t) => [index('equipment_classes_company_idx').on(t.companyId)],
);
