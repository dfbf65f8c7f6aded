import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { isSecurityLevelId } from '@fleet/domain';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema/index';
import type { AuthContext } from '../../platform/auth';

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: number; companyId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

/** A live session of an active user, with the user's current level and read-only flag. */
export async function findLiveSession(db: Db, tokenHash: string): Promise<AuthContext | undefined> {
  const [row] = await db
    .select({
      sessionId: sessions.sessionId,
      userId: users.userId,
      companyId: users.companyId,
      securityLevelId: users.securityLevelId,
      readOnly: users.readOnly,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.active, true),
      ),
    );
  if (!row || !isSecurityLevelId(row.securityLevelId)) return undefined;
  return { ...row, securityLevelId: row.securityLevelId, tokenHash };
}

export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
