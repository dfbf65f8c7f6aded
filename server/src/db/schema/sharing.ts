import {
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { companyIdColumn } from './columns';
import { assets } from './assets';
import { rentals } from './rentals';
import { users } from './users';

/**
 * A location shared by text message (spec 1 §5 "Share form", §7 share-location mutation): an
 * asset, a rental or a fixed place, opened without sign-in through a random token until it
 * expires. Only the token's SHA-256 is kept, like session tokens. A rental's link also ends
 * the moment that rental goes off rent (`revoked_at`).
 */
export const shareLinks = pgTable(
  'share_links',
  {
    shareLinkId: serial('share_link_id').primaryKey(),
    companyId: companyIdColumn(),
    tokenHash: text('token_hash').notNull(),
    assetId: integer('asset_id').references(() => assets.assetId),
    rentalId: integer('rental_id').references(() => rentals.rentalId),
    /** A place shared by coordinates (no asset, no rental). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    placeName: text('place_name'),
    message: text('message').notNull().default(''),
    phoneNumber: text('phone_number').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('share_links_token_unique').on(t.tokenHash),
    index('share_links_rental_idx').on(t.rentalId),
    index('share_links_company_idx').on(t.companyId, t.shareLinkId),
  ],
);

/**
 * Every text message Fleet sends, whatever the provider: the in-app outbox (the default, read
 * by a company admin) is these rows; with an HTTP provider they also carry its answer.
 */
export const smsMessages = pgTable(
  'sms_messages',
  {
    smsMessageId: serial('sms_message_id').primaryKey(),
    companyId: companyIdColumn(),
    toNumber: text('to_number').notNull(),
    body: text('body').notNull(),
    /** 'outbox' or 'http' (DESIGN: providers behind one interface). */
    provider: text('provider').notNull(),
    /** 'outbox' (kept in the app), 'sent' (the provider took it) or 'failed'. */
    status: text('status').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    /** Why it was sent, e.g. 'share-location'. */
    purpose: text('purpose').notNull(),
    createdBy: integer('created_by').references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_messages_company_idx').on(t.companyId, t.smsMessageId)],
);

/**
 * The no-tracker card's 'Request a Tracker or Camera' form (spec 1 §2 asset card panels), kept
 * for the company's admins to read in the app instead of a marketing form.
 */
export const trackerRequests = pgTable(
  'tracker_requests',
  {
    trackerRequestId: serial('tracker_request_id').primaryKey(),
    companyId: companyIdColumn(),
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.assetId),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.userId),
    /** 'tracker', 'camera' or 'both'. */
    wants: text('wants').notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('tracker_requests_company_idx').on(t.companyId, t.trackerRequestId),
    // One open request per asset, kept by the database so two clicks cannot make two.
    uniqueIndex('tracker_requests_open_unique')
      .on(t.assetId)
      .where(sql`handled_at IS NULL`),
  ],
);
