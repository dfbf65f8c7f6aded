import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailMessages, users } from '../../db/schema/index';

export type NewEmailMessage = typeof emailMessages.$inferInsert;

export async function insertEmailMessage(db: Db, message: NewEmailMessage): Promise<number> {
  const [row] = await db
    .insert(emailMessages)
    .values(message)
    .returning({ id: emailMessages.emailMessageId });
  if (!row) throw new Error('insert into email_messages returned no row');
  return row.id;
}

/** The company's newest emails, with the name of who sent each. */
export async function listEmailMessages(db: Db, companyId: number, limit: number) {
  return db
    .select({
      emailMessageId: emailMessages.emailMessageId,
      toAddress: emailMessages.toAddress,
      subject: emailMessages.subject,
      body: emailMessages.body,
      provider: emailMessages.provider,
      status: emailMessages.status,
      error: emailMessages.error,
      purpose: emailMessages.purpose,
      createdAt: emailMessages.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(emailMessages)
    .leftJoin(users, eq(users.userId, emailMessages.createdBy))
    .where(eq(emailMessages.companyId, companyId))
    .orderBy(desc(emailMessages.emailMessageId))
    .limit(limit);
}
export type EmailMessageRow = Awaited<ReturnType<typeof listEmailMessages>>[number];
