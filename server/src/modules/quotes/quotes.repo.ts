import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { ON_RENTABLE_STATUSES } from '@fleet/domain';
import type { Db } from '../../db/client';
import { assets, equipmentClasses, quoteLines, quotes } from '../../db/schema/index';

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteLineRow = {
  quoteLineId: number;
  quoteId: number;
  assetId: number | null;
  assetName: string | null;
  equipmentClassId: number | null;
  equipmentClassName: string | null;
  pricePerDay: string | null;
  pricePerWeek: string | null;
  pricePerMonth: string | null;
};

/** The company's quotes, newest first (at most 500: a quote list is a working list). */
export async function listQuotes(db: Db, companyId: number): Promise<QuoteRow[]> {
  return db
    .select()
    .from(quotes)
    .where(eq(quotes.companyId, companyId))
    .orderBy(desc(quotes.createdAt), desc(quotes.quoteId))
    .limit(500);
}

export async function findQuote(
  db: Db,
  companyId: number,
  quoteId: number,
  options: { forUpdate?: boolean } = {},
): Promise<QuoteRow | undefined> {
  const query = db
    .select()
    .from(quotes)
    .where(and(eq(quotes.companyId, companyId), eq(quotes.quoteId, quoteId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The lines of these quotes with their assets' and classes' names. */
export async function listQuoteLines(
  db: Db,
  companyId: number,
  quoteIds: readonly number[],
): Promise<QuoteLineRow[]> {
  if (quoteIds.length === 0) return [];
  return db
    .select({
      quoteLineId: quoteLines.quoteLineId,
      quoteId: quoteLines.quoteId,
      assetId: quoteLines.assetId,
      assetName: assets.customName,
      equipmentClassId: quoteLines.equipmentClassId,
      equipmentClassName: equipmentClasses.name,
      pricePerDay: quoteLines.pricePerDay,
      pricePerWeek: quoteLines.pricePerWeek,
      pricePerMonth: quoteLines.pricePerMonth,
    })
    .from(quoteLines)
    .leftJoin(assets, eq(assets.assetId, quoteLines.assetId))
    .leftJoin(equipmentClasses, eq(equipmentClasses.equipmentClassId, quoteLines.equipmentClassId))
    .where(and(eq(quoteLines.companyId, companyId), inArray(quoteLines.quoteId, [...quoteIds])))
    .orderBy(asc(quoteLines.quoteLineId));
}

/** Of these assets, the company's in service, with their classes. */
export async function findQuotableAssets(db: Db, companyId: number, assetIds: readonly number[]) {
  if (assetIds.length === 0) return [];
  return db
    .select({ assetId: assets.assetId, equipmentClassId: assets.equipmentClassId })
    .from(assets)
    .where(
      and(
        eq(assets.companyId, companyId),
        inArray(assets.assetId, [...assetIds]),
        isNull(assets.archivedStatus),
      ),
    );
}

/** Of these classes, the company's. */
export async function findClassIds(
  db: Db,
  companyId: number,
  classIds: readonly number[],
): Promise<number[]> {
  if (classIds.length === 0) return [];
  const rows = await db
    .select({ id: equipmentClasses.equipmentClassId })
    .from(equipmentClasses)
    .where(
      and(
        eq(equipmentClasses.companyId, companyId),
        inArray(equipmentClasses.equipmentClassId, [...classIds]),
      ),
    );
  return rows.map((row) => row.id);
}

export async function insertQuote(
  db: Db,
  quote: typeof quotes.$inferInsert,
  lines: Array<Omit<typeof quoteLines.$inferInsert, 'quoteId' | 'companyId'>>,
): Promise<number> {
  const [row] = await db.insert(quotes).values(quote).returning({ quoteId: quotes.quoteId });
  if (!row) throw new Error('insert into quotes returned no row');
  await db
    .insert(quoteLines)
    .values(lines.map((line) => ({ ...line, quoteId: row.quoteId, companyId: quote.companyId })));
  return row.quoteId;
}

/** Moves a quote on from one of `from`; false when it was in none of them (someone was first). */
export async function updateQuoteStatus(
  db: Db,
  companyId: number,
  quoteId: number,
  change: { status: QuoteRow['status']; from: readonly string[]; orderId?: number },
): Promise<boolean> {
  const { from, ...values } = change;
  const rows = await db
    .update(quotes)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(quotes.companyId, companyId),
        eq(quotes.quoteId, quoteId),
        inArray(quotes.status, [...from]),
      ),
    )
    .returning({ quoteId: quotes.quoteId });
  return rows.length > 0;
}

/** For the demo quotes: rentable assets in service with a class and no live rental, by id. */
export async function listFreeClassedAssets(db: Db, companyId: number, limit: number) {
  return db
    .select({ assetId: assets.assetId, equipmentClassId: assets.equipmentClassId })
    .from(assets)
    .where(
      and(
        eq(assets.companyId, companyId),
        isNull(assets.archivedStatus),
        isNull(assets.liveRentalId),
        isNotNull(assets.equipmentClassId),
        inArray(assets.inventoryStatusId, [...ON_RENTABLE_STATUSES]),
      ),
    )
    .orderBy(asc(assets.assetId))
    .limit(limit);
}
