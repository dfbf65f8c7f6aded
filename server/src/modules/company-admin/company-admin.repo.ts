import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';

/** The company's users with the start of their newest session (their last sign-in). */
export async function listUsersWithLastSignIn(db: Db, companyId: number) {
  const lastSessions = db
    .select({
      userId: sessions.userId,
      lastSignInAt: max(sessions.createdAt).as('last_sign_in_at'),
    })
    .from(sessions)
    .where(eq(sessions.companyId, companyId))
    .groupBy(sessions.userId)
    .as('last_sessions');
  return db
    .select({
      userId: users.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      securityLevelId: users.securityLevelId,
      readOnly: users.readOnly,
      active: users.active,
      lastSignInAt: lastSessions.lastSignInAt,
    })
    .from(users)
    .leftJoin(lastSessions, eq(lastSessions.userId, users.userId))
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.userId));
}
