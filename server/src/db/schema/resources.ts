import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { assets } from './assets';

/**
 * spec 2 §3 "Resource (reporting designation)": a node of a company's reporting tree (regions,
 * districts, yards…). `path` is the values from the root, '|'-joined; `hierarchy_map_type`
 * 'location' marks the nodes an asset's home base can be (spec 2 §5 "Reporting designation edit").
 */
export const resources = pgTable(
  'resources',
  {
    resourceId: serial('resource_id').primaryKey(),
    companyId: companyIdColumn(),
    parentResourceId: integer('parent_resource_id'),
    hierarchyId: integer('hierarchy_id').notNull(),
    hierarchyMapType: text('hierarchy_map_type').notNull(),
    value: text('value').notNull(),
    path: text('path').notNull(),
  },
  (t) => [index('resources_company_idx').on(t.companyId, t.path)],
);

/** An asset's reporting designations: at most one under each top-level node (spec 2 §5). */
export const assetResources = pgTable(
  'asset_resources',
  {
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.resourceId),
    companyId: companyIdColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.assetId, t.resourceId] }),
    index('asset_resources_resource_idx').on(t.resourceId),
  ],
);
