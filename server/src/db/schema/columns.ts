import { integer } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * The tenant column every tenant table carries (DESIGN §4; the distribution key on Citus).
 * A function, so each table gets its own column builder.
 */
export const companyIdColumn = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.companyId);

export const userIdColumn = () =>
  integer('user_id')
    .notNull()
    .references(() => users.userId);
