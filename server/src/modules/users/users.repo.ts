import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cachedRead, invalidateCached } from '../../db/read-cache';
import { users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

const cacheKey = (userId: number): string => `user:${userId}`;

export async function findUser(
  db: Db,
  companyId: number,
  userId: number,
): Promise<UserRow | undefined> {
  const row = await cachedRead(db, cacheKey(userId), async () => {
    const [found] = await db.select().from(users).where(eq(users.userId, userId));
    return found;
  });
  // The cache is keyed by id alone; the company check applies to cached rows as well.
  return row?.companyId === companyId ? row : undefined;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function listCompanyUsers(db: Db, companyId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.userId));
}

export async function insertUser(db: Db, values: NewUserRow): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.toLowerCase() })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUser(
  db: Db,
  companyId: number,
  userId: number,
  patch: Partial<NewUserRow>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(users.userId, userId), eq(users.companyId, companyId)))
    .returning();
  await invalidateCached(db, cacheKey(userId));
  return row;
}
