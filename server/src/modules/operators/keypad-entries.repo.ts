import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assetKeypadEntries, assets, keypadCodes } from '../../db/schema/index';

/** The entries of one of the company's assets, newest first, a page at a time. */
export async function listKeypadEntries(
  db: Db,
  companyId: number,
  assetId: number,
  page: { limit: number; offset: number; from?: Date; to?: Date },
) {
  const e = assetKeypadEntries;
  return db
    .select({
      assetKeypadEntryId: e.assetKeypadEntryId,
      assetId: e.assetId,
      keypadTimestamp: e.keypadTimestamp,
      isLocalCode: e.isLocalCode,
      codeName: keypadCodes.name,
    })
    .from(e)
    .leftJoin(
      keypadCodes,
      and(eq(keypadCodes.keypadCodeId, e.keypadCodeId), eq(keypadCodes.companyId, e.companyId)),
    )
    .where(
      and(
        eq(e.companyId, companyId),
        eq(e.assetId, assetId),
        page.from === undefined ? undefined : gte(e.keypadTimestamp, page.from),
        page.to === undefined ? undefined : lte(e.keypadTimestamp, page.to),
      ),
    )
    .orderBy(desc(e.keypadTimestamp), desc(e.assetKeypadEntryId))
    .limit(page.limit)
    .offset(page.offset);
}
export type KeypadEntryRow = Awaited<ReturnType<typeof listKeypadEntries>>[number];

/** The company an asset belongs to: a keypad reports for its asset, not for a session. */
export async function findAssetCompany(db: Db, assetId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: assets.companyId })
    .from(assets)
    .where(eq(assets.assetId, assetId));
  return row?.companyId;
}

/** One of the company's assets, or undefined: the tenancy check of every asset path here. */
export async function findCompanyAsset(db: Db, companyId: number, assetId: number) {
  const [row] = await db
    .select({ assetId: assets.assetId, assetTypeId: assets.assetTypeId })
    .from(assets)
    .where(and(eq(assets.companyId, companyId), eq(assets.assetId, assetId)));
  return row;
}

/** The company's code with these digits, if it has one. */
export async function findKeypadCode(db: Db, companyId: number, code: string) {
  const [row] = await db
    .select()
    .from(keypadCodes)
    .where(and(eq(keypadCodes.companyId, companyId), eq(keypadCodes.code, code)));
  return row;
}

export async function insertKeypadEntry(db: Db, values: typeof assetKeypadEntries.$inferInsert) {
  const [row] = await db.insert(assetKeypadEntries).values(values).returning();
  if (!row) throw new Error('keypad entry insert returned nothing');
  return row;
}
