import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per email (known or not, so the answer never tells which), shared by every
 * instance: the growing wait of modules/auth/sign-in-delay.ts. Counted per bucket: each address
 * that has signed in to the account before has its own (`bucket` = that address), every other
 * address shares one (`bucket` = ''), so guesses from elsewhere never make the owner wait at the
 * addresses they use. A success deletes its bucket's row; rows not touched for a day are purged.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** Trimmed and lower-cased, as sign-in looks users up. */
    email: text('email').notNull(),
    /** The address of a known bucket, or '' for every address the account has not used. */
    bucket: text('bucket').notNull().default(''),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    /** No attempt in this bucket is checked before this moment. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.bucket] }),
    index('sign_in_failures_last_failed_idx').on(t.lastFailedAt),
  ],
);

/** Addresses an account has signed in from: each gets a failure bucket of its own. */
export const signInKnownAddresses = pgTable(
  'sign_in_known_addresses',
  {
    email: text('email').notNull(),
    address: text('address').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.email, t.address] }),
    index('sign_in_known_addresses_last_idx').on(t.lastSignedInAt),
  ],
);
