import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiTokens, users } from '../../db/schema/index';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

export async function insertApiToken(
  db: Db,
  values: typeof apiTokens.$inferInsert,
): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  if (!row) throw new Error('insert into api_tokens returned no row');
  return row;
}

/** The company's tokens, newest first, with who made each. */
export async function listApiTokens(db: Db, companyId: number) {
  return db
    .select({ token: apiTokens, firstName: users.firstName, lastName: users.lastName })
    .from(apiTokens)
    .leftJoin(users, eq(users.userId, apiTokens.createdBy))
    .where(eq(apiTokens.companyId, companyId))
    .orderBy(desc(apiTokens.apiTokenId));
}

export async function revokeApiToken(
  db: Db,
  companyId: number,
  apiTokenId: number,
  now: Date,
): Promise<ApiTokenRow | undefined> {
  const [row] = await db
    .update(apiTokens)
    .set({ revokedAt: sql`coalesce(${apiTokens.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(apiTokens.apiTokenId, apiTokenId), eq(apiTokens.companyId, companyId)))
    .returning();
  return row;
}

/** A live token by its hash, marked as used now; undefined when unknown or revoked. */
export async function useApiToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ companyId: number } | undefined> {
  const [row] = await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.tokenHash, tokenHash), isNull(apiTokens.revokedAt)))
    .returning({ companyId: apiTokens.companyId });
  return row;
}
