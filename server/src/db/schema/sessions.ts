import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companyIdColumn, userIdColumn } from './columns';

/** Bearer tokens, stored as their SHA-256 so a database leak does not leak sessions. */
export const sessions = pgTable(
  'sessions',
  {
    sessionId: serial('session_id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: userIdColumn(),
    companyId: companyIdColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);
