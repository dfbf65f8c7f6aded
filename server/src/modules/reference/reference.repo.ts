import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { markets, states } from '../../db/schema/index';

export async function listStates(db: Db): Promise<(typeof states.$inferSelect)[]> {
  return db.select().from(states).orderBy(asc(states.name));
}

export async function listMarkets(
  db: Db,
  companyId: number,
): Promise<(typeof markets.$inferSelect)[]> {
  return db
    .select()
    .from(markets)
    .where(eq(markets.companyId, companyId))
    .orderBy(asc(markets.name), asc(markets.marketId));
}

export async function insertMarket(
  db: Db,
  values: typeof markets.$inferInsert,
): Promise<typeof markets.$inferSelect> {
  const [row] = await db.insert(markets).values(values).returning();
  if (!row) throw new Error('insert into markets returned no row');
  return row;
}

export async function findMarket(
  db: Db,
  companyId: number,
  marketId: number,
): Promise<typeof markets.$inferSelect | undefined> {
  const [row] = await db
    .select()
    .from(markets)
    .where(and(eq(markets.marketId, marketId), eq(markets.companyId, companyId)));
  return row;
}

export async function renameMarket(
  db: Db,
  companyId: number,
  marketId: number,
  name: string,
): Promise<typeof markets.$inferSelect | undefined> {
  const [row] = await db
    .update(markets)
    .set({ name })
    .where(and(eq(markets.marketId, marketId), eq(markets.companyId, companyId)))
    .returning();
  return row;
}
