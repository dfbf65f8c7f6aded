import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { signInFailures, signInKnownAddresses } from '../../db/schema/index';
import { decideAttempt, type AttemptDecision } from './sign-in-delay';

/**
 * Decides and records one attempt for an email's bucket in one transaction: the row is locked,
 * so attempts racing on several instances are counted one after another, never both as free.
 */
export async function claimSignInAttempt(
  db: Db,
  email: string,
  bucket: string,
  now: number,
): Promise<AttemptDecision> {
  return db.transaction(async (tx) => {
    // An empty row first, so that even the first attempts on a new email wait for each other's
    // lock (two inserts of one key queue up; two reads of a missing row would not).
    await tx
      .insert(signInFailures)
      .values({
        email,
        bucket,
        failures: 0,
        lastFailedAt: new Date(now),
        nextAttemptAt: new Date(now),
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(signInFailures)
      .where(and(eq(signInFailures.email, email), eq(signInFailures.bucket, bucket)))
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
      .where(and(eq(signInFailures.email, email), eq(signInFailures.bucket, bucket)));
    return decision;
  });
}

/** A successful sign-in: its bucket's count starts again. */
export async function clearSignInFailures(db: Db, email: string, bucket: string): Promise<void> {
  await db
    .delete(signInFailures)
    .where(and(eq(signInFailures.email, email), eq(signInFailures.bucket, bucket)));
}

/** Whether the account has signed in from this address (since it was last purged). */
export async function isKnownSignInAddress(
  db: Db,
  email: string,
  address: string,
): Promise<boolean> {
  const [row] = await db
    .select({ email: signInKnownAddresses.email })
    .from(signInKnownAddresses)
    .where(and(eq(signInKnownAddresses.email, email), eq(signInKnownAddresses.address, address)));
  return row !== undefined;
}

/** Remembers (or refreshes) an address the account signed in from. */
export async function rememberSignInAddress(
  db: Db,
  email: string,
  address: string,
  now: number,
): Promise<void> {
  await db
    .insert(signInKnownAddresses)
    .values({ email, address, lastSignedInAt: new Date(now) })
    .onConflictDoUpdate({
      target: [signInKnownAddresses.email, signInKnownAddresses.address],
      set: { lastSignedInAt: new Date(now) },
    });
}

/** Forgets addresses not used to sign in since `before`. */
export async function purgeKnownSignInAddresses(db: Db, before: number): Promise<void> {
  await db
    .delete(signInKnownAddresses)
    .where(lt(signInKnownAddresses.lastSignedInAt, new Date(before)));
}

/** Forgets counts not touched since `before` (emails tried once and never again). */
export async function purgeSignInFailures(db: Db, before: number): Promise<void> {
  await db.delete(signInFailures).where(lt(signInFailures.lastFailedAt, new Date(before)));
}
