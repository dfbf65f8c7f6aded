import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed sign-ins per email (known or not, so the answer never tells which), shared by every
 * instance: the growing wait of modules/auth/sign-in-delay.ts. A success deletes the row; rows
 * not touched for a day are purged.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /** Trimmed and lower-cased, as sign-in looks users up. */
    email: text('email').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
    /** No attempt for this email is checked before this moment. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_failures_last_failed_idx').on(t.lastFailedAt)],
);
