import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema/index';

export async function listOrganizations(db: Db, companyId: number) {
  return db
    .select()
    .from(organizations)
    .where(eq(organizations.companyId, companyId))
    .orderBy(asc(organizations.name));
}
