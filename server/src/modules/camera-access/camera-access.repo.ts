import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema/index';

/** The two halves of a user's camera access: their company's and their own. */
export async function findCameraAccess(db: Db, companyId: number, userId: number) {
  const [row] = await db
    .select({ company: companies.hasFleetCam, user: users.canAccessCamera })
    .from(users)
    .innerJoin(companies, eq(companies.companyId, users.companyId))
    .where(and(eq(users.userId, userId), eq(users.companyId, companyId)))
    .limit(1);
  return row;
}
