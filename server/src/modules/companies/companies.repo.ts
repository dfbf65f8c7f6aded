import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/index';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;

/** Whether any company exists: a database without one is new (the demo data may go in). */
export async function hasAnyCompany(db: Db): Promise<boolean> {
  const [row] = await db.select({ companyId: companies.companyId }).from(companies).limit(1);
  return row !== undefined;
}

export async function findCompany(db: Db, companyId: number): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.companyId, companyId));
  return row;
}

export async function insertCompany(db: Db, values: NewCompanyRow): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('insert into companies returned no row');
  return row;
}

export async function updateCompany(
  db: Db,
  companyId: number,
  patch: Partial<NewCompanyRow>,
): Promise<CompanyRow | undefined> {
  const [row] = await db
    .update(companies)
    .set(patch)
    .where(eq(companies.companyId, companyId))
    .returning();
  return row;
}
