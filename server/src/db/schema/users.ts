import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';

export const users = pgTable(
  'users',
  {
    userId: serial('user_id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.companyId),
    /** Stored lower-cased; unique across companies because it is the sign-in name. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    securityLevelId: smallint('security_level_id').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    active: boolean('active').notNull().default(true),
    canAccessCamera: boolean('can_access_camera').notNull().default(false),
    canRent: boolean('can_rent').notNull().default(false),
    serviceWorkOrderAccess: boolean('service_work_order_access').notNull().default(false),
    canGrantPermissions: boolean('can_grant_permissions').notNull().default(false),
    canReadAssetFinancialRecords: boolean('can_read_asset_financial_records')
      .notNull()
      .default(false),
    canCreateAssetFinancialRecords: boolean('can_create_asset_financial_records')
      .notNull()
      .default(false),
    cellPhoneNumber: text('cell_phone_number'),
    phoneNumber: text('phone_number'),
    smsOptedOut: boolean('sms_opted_out').notNull().default(false),
    employeeId: text('employee_id'),
    userTypeId: integer('user_type_id'),
    preferredLandingPage: text('preferred_landing_page'),
    i18nLocale: text('i18n_locale').notNull().default('en-US'),
    i18nUnit: text('i18n_unit').notNull().default('imperial'),
    i18nTemperature: text('i18n_temperature').notNull().default('F'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_company_idx').on(t.companyId),
    check('users_security_level_check', sql`${t.securityLevelId} between 1 and 7`),
  ],
);
