import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './columns';

export const branches = pgTable(
  'branches',
  {
    branchId: serial('branch_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    isPublic: boolean('is_public').notNull().default(false),
    isThirdPartyMsp: boolean('is_third_party_msp').notNull().default(false),
    /** The market it belongs to (Company admin > Branches and markets). */
    marketId: integer('market_id'),
  },
  (t) => [index('branches_company_idx').on(t.companyId)],
);

export const markets = pgTable(
  'markets',
  {
    marketId: serial('market_id').primaryKey(),
    companyId: companyIdColumn(),
    name: text('name').notNull(),
  },
  (t) => [index('markets_company_idx').on(t.companyId)],
);

/** US states and DC: shared reference data, not a tenant table. */
export const states = pgTable(
  'states',
  {
    stateId: integer('state_id').primaryKey(),
    abbreviation: text('abbreviation').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('states_abbreviation_unique').on(t.abbreviation)],
);
