import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, userInvitations, users } from '../../db/schema/index';

export type InvitationRow = typeof userInvitations.$inferSelect;
export type NewInvitationRow = typeof userInvitations.$inferInsert;

export async function insertInvitation(db: Db, values: NewInvitationRow): Promise<InvitationRow> {
  const [row] = await db.insert(userInvitations).values(values).returning();
  if (!row) throw new Error('insert into user_invitations returned no row');
  return row;
}

/**
 * Closes an address's open invitations that have expired, so a new one can be sent (the unique
 * index allows one open invitation per address, expired or not).
 */
export async function revokeExpiredInvitations(db: Db, email: string, now: Date): Promise<void> {
  await db
    .update(userInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        sql`lower(${userInvitations.email}) = ${email.toLowerCase()}`,
        isNull(userInvitations.acceptedAt),
        isNull(userInvitations.revokedAt),
        lte(userInvitations.expiresAt, now),
      ),
    );
}

/** Invitations neither accepted nor withdrawn (open or expired), newest first, with the inviter. */
export async function listPendingInvitations(db: Db, companyId: number) {
  return db
    .select({
      invitation: userInvitations,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(userInvitations)
    .leftJoin(users, eq(users.userId, userInvitations.invitedBy))
    .where(
      and(
        eq(userInvitations.companyId, companyId),
        isNull(userInvitations.acceptedAt),
        isNull(userInvitations.revokedAt),
      ),
    )
    .orderBy(desc(userInvitations.invitationId));
}

export async function findInvitation(
  db: Db,
  companyId: number,
  invitationId: number,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(userInvitations)
    .where(
      and(eq(userInvitations.invitationId, invitationId), eq(userInvitations.companyId, companyId)),
    );
  return row;
}

export async function revokeInvitation(
  db: Db,
  companyId: number,
  invitationId: number,
  now: Date,
): Promise<void> {
  await db
    .update(userInvitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(userInvitations.invitationId, invitationId),
        eq(userInvitations.companyId, companyId),
        isNull(userInvitations.revokedAt),
      ),
    );
}

/** An invitation by its link's token hash, with its company's name; locked when in a transaction. */
export async function findInvitationByToken(db: Db, tokenHash: string, forUpdate = false) {
  const query = db
    .select({ invitation: userInvitations, companyName: companies.name })
    .from(userInvitations)
    .innerJoin(companies, eq(companies.companyId, userInvitations.companyId))
    .where(eq(userInvitations.tokenHash, tokenHash));
  const [row] = forUpdate ? await query.for('update', { of: userInvitations }) : await query;
  return row;
}

export async function markInvitationAccepted(db: Db, invitationId: number, now: Date) {
  await db
    .update(userInvitations)
    .set({ acceptedAt: now })
    .where(eq(userInvitations.invitationId, invitationId));
}
