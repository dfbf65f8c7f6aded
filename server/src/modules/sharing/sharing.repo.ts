import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assets, shareLinks, smsMessages, users } from '../../db/schema/index';

/** The company's asset in service (not archived) with what sharing needs: name and tracker. */
export async function findShareableAsset(db: Db, companyId: number, assetId: number) {
  const [row] = await db
    .select({ assetId: assets.assetId, customName: assets.customName, trackerId: assets.trackerId })
    .from(assets)
    .where(
      and(
        eq(assets.companyId, companyId),
        eq(assets.assetId, assetId),
        isNull(assets.archivedStatus),
      ),
    );
  return row;
}

export type NewShareLink = typeof shareLinks.$inferInsert;

export async function insertShareLink(db: Db, link: NewShareLink): Promise<number> {
  const [row] = await db
    .insert(shareLinks)
    .values(link)
    .returning({ shareLinkId: shareLinks.shareLinkId });
  if (!row) throw new Error('share link insert returned nothing');
  return row.shareLinkId;
}

export async function revokeShareLink(db: Db, shareLinkId: number, at: Date): Promise<void> {
  await db.update(shareLinks).set({ revokedAt: at }).where(eq(shareLinks.shareLinkId, shareLinkId));
}

/** The link of a token's hash, whoever's it is: the token is the only key the page has. */
export async function findShareLinkByHash(db: Db, tokenHash: string) {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.tokenHash, tokenHash));
  return row;
}
export type ShareLinkRow = NonNullable<Awaited<ReturnType<typeof findShareLinkByHash>>>;

/** The phone numbers of the company's people who asked not to be texted. */
export async function optedOutPhones(db: Db, companyId: number) {
  return db
    .select({ phoneNumber: users.phoneNumber, cellPhoneNumber: users.cellPhoneNumber })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.smsOptedOut, true)));
}

export type NewSmsMessage = typeof smsMessages.$inferInsert;

export async function insertSmsMessage(db: Db, message: NewSmsMessage): Promise<void> {
  await db.insert(smsMessages).values(message);
}

/** The company's newest text messages, with the name of who sent each. */
export async function listSmsMessages(db: Db, companyId: number, limit: number) {
  return db
    .select({
      smsMessageId: smsMessages.smsMessageId,
      toNumber: smsMessages.toNumber,
      body: smsMessages.body,
      provider: smsMessages.provider,
      status: smsMessages.status,
      error: smsMessages.error,
      purpose: smsMessages.purpose,
      createdAt: smsMessages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(smsMessages)
    .leftJoin(users, eq(users.userId, smsMessages.createdBy))
    .where(eq(smsMessages.companyId, companyId))
    .orderBy(desc(smsMessages.smsMessageId))
    .limit(limit);
}
export type SmsMessageRow = Awaited<ReturnType<typeof listSmsMessages>>[number];
