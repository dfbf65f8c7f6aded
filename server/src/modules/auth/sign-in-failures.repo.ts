import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema/index';
import { decideAttempt, type AttemptDecision } from './sign-in-delay';

/**
 * Decides and records one attempt for an email in one transaction: the row is locked, so
 * attempts racing on several instances are counted one after another, never both as free.
 */
export async function claimSignInAttempt(
  db: Db,
  email: string,
  now: number,
): Promise<AttemptDecision> {
  return db.transaction(async (tx) => {
    // An empty row first, so that even the first attempts on a new email wait for each other's
    // lock (two inserts of one key queue up; two reads of a missing row would not).
    await tx
      .insert(signInFailures)
      .values({ email, failures: 0, lastFailedAt: new Date(now), nextAttemptAt: new Date(now) })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.email, email))
      .for('update');
    const decision = decideAttempt(
      row && {
        failures: row.failures,
        lastFailedAt: row.lastFailedAt.getTime(),
        nextAttemptAt: row.nextAttemptAt.getTime(),
      },
      now,
    );
    if (decision.kind === 'wait') return decision;
    await tx
      .update(signInFailures)
      .set({
        failures: decision.counted.failures,
        lastFailedAt: new Date(decision.counted.lastFailedAt),
        nextAttemptAt: new Date(decision.counted.nextAttemptAt),
      })
      .where(eq(signInFailures.email, email));
    return decision;
  });
}

/** A successful sign-in: the count starts again. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}

/** Forgets counts not touched since `before` (emails tried once and never again). */
export async function purgeSignInFailures(db: Db, before: number): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.lastFailedAt, new Date(before)));
}
