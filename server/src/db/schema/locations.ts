import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { states } from './reference';
import { geofences } from './telematics';

/**
 * spec 1 §3 "Location": a place of the company, a rental jobsite among them (jobsite true,
 * location_type_id 1, spec 1 §5 "Jobsite create"). The geofence is the optional one drawn
 * around the pin when the jobsite was created.
 */
export const locations = pgTable(
  'locations',
  {
    locationId: serial('location_id').primaryKey(),
    companyId: companyIdColumn(),
    nickname: text('nickname').notNull(),
    street1: text('street_1'),
    street2: text('street_2'),
    city: text('city'),
    stateId: integer('state_id').references(() => states.stateId),
    zipCode: text('zip_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    needsReview: boolean('needs_review').notNull().default(false),
    jobsite: boolean('jobsite').notNull().default(false),
    locationTypeId: smallint('location_type_id').notNull().default(1),
    geofenceId: integer('geofence_id').references(() => geofences.geofenceId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('locations_company_idx').on(t.companyId),
    // spec 1 §5: names compare case-insensitively without whitespace; two instances creating
    // the same name at once must not both succeed.
    uniqueIndex('locations_company_nickname_unique').on(
      t.companyId,
      sql`lower(regexp_replace(${t.nickname}, '[[:space:]]', '', 'g'))`,
    ),
  ],
);
