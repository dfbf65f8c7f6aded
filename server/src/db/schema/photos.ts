import { boolean, index, integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';
import { assets } from './assets';
import { uploads } from './service';
import { users } from './users';

/** The sizes made from an uploaded photo, each a key in the file store (null: not made). */
export interface PhotoVariants {
  thumbnail: string | null;
  small: string | null;
  large: string | null;
}

/**
 * A photo (spec 1 §3 Asset `photo`, spec 2 §7 `POST /photos-v2`): an upload of a photo type
 * and the sizes made from it on the server. On an asset's gallery when `asset_id` is set; the
 * asset's primary photo is the one the card and lists show first.
 */
export const photos = pgTable(
  'photos',
  {
    photoId: serial('photo_id').primaryKey(),
    companyId: companyIdColumn(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.uploadId),
    assetId: integer('asset_id').references(() => assets.assetId),
    isPrimary: boolean('is_primary').notNull().default(false),
    variants: jsonb('variants').$type<PhotoVariants>().notNull(),
    width: integer('width'),
    height: integer('height'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.userId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photos_asset_idx').on(t.assetId, t.photoId)],
);
