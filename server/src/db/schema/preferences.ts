import { boolean, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { companyIdColumn, userIdColumn } from './columns';
import { companies } from './companies';

export type PreferenceValues = Record<string, string | number | boolean | null>;

/** Free-form preferences per user and client application (spec 1 §7, client application id 1). */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    clientApplicationId: integer('client_application_id').notNull(),
    preferences: jsonb('preferences').$type<PreferenceValues>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.userId, t.clientApplicationId] })],
);

/** Free-form preferences per company and client application. */
export const companyAppPreferences = pgTable(
  'company_app_preferences',
  {
    companyId: companyIdColumn(),
    clientApplicationId: integer('client_application_id').notNull(),
    preferences: jsonb('preferences').$type<PreferenceValues>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.clientApplicationId] })],
);

/** The company's settings the spec's rules read (spec 1 §6: internal rentals, hideDetails). */
export const companyPreferences = pgTable('company_preferences', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.companyId),
  allowInternalRentalsEquipment: boolean('allow_internal_rentals_equipment')
    .notNull()
    .default(true),
  allowInternalRentalsVehicles: boolean('allow_internal_rentals_vehicles').notNull().default(true),
  hideDetails: boolean('hide_details').notNull().default(false),
  overSpeedThresholdMph: integer('over_speed_threshold_mph').notNull().default(70),
  /**
   * The partner frames' addresses (spec 1 §2 "Other top-level routes"), by route:
   * `{ 'resource-planning': 'https://…', … }`; a route without one shows Fleet's own page.
   */
  frameUrls: jsonb('frame_urls').$type<Record<string, string>>().notNull().default({}),
  /** Normal working hours for 'outside normal hours' alerts, in company time. */
  workdayStart: text('workday_start').notNull().default('06:00'),
  workdayEnd: text('workday_end').notNull().default('18:00'),
  /** Days of the week that are workdays, 0 Sunday … 6 Saturday. */
  workdays: integer('workdays').array().notNull().default([1, 2, 3, 4, 5]),
});

/** Default filters per user and view-settings application (1 fleet, 4 contractor e-logs). */
export const userViewSettings = pgTable(
  'user_view_settings',
  {
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    applicationId: smallint('application_id').notNull(),
    defaultBranchIds: integer('default_branch_ids').array().notNull().default([]),
    defaultOrganizationIds: integer('default_organization_ids').array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.userId, t.applicationId] })],
);
