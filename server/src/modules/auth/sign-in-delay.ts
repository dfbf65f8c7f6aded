/**
 * The growing wait between failed sign-ins for one email, whatever address they come from
 * (docs/OPERATIONS.md "Sign-in limits"). A wait, not a lockout: the owner can always sign in
 * once it has passed, and their open sessions are never touched.
 */
export const SIGN_IN_DELAY = {
  /** Failures allowed back to back before any wait. */
  freeFailures: 5,
  /** The wait after the last free failure; it doubles with each further failure. */
  firstDelayMs: 1_000,
  /** The longest wait: 15 minutes. */
  maxDelayMs: 15 * 60_000,
  /**
   * A day without failures starts the count again. Longer than the longest wait, so an attacker
   * who waits it out gets no new free failures sooner than the doubling would give them tries.
   */
  forgetAfterMs: 24 * 3_600_000,
  /** An address not used to sign in for this long shares the unknown addresses' bucket again. */
  knownAddressForMs: 90 * 24 * 3_600_000,
} as const;

/** The bucket of an attempt: its own for an address the account used before, else the shared one. */
export function signInBucket(address: string, isKnown: boolean): string {
  return isKnown ? address : '';
}

/** What is stored per email; times in epoch milliseconds. */
export interface FailureCount {
  failures: number;
  lastFailedAt: number;
  nextAttemptAt: number;
}

export type AttemptDecision =
  | { kind: 'wait'; waitMs: number }
  /** Check the password; `counted` is the row to store until a success clears it. */
  | { kind: 'check'; counted: FailureCount };

/** The wait after `failures` failures in a row: 0, then 1 s, 2 s, 4 s … up to 15 minutes. */
export function delayAfter(failures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SIGN_IN_DELAY;
  if (failures < freeFailures) return 0;
  // The exponent is bounded first so a huge count cannot overflow to Infinity.
  const doublings = Math.min(failures - freeFailures, 30);
  return Math.min(firstDelayMs * 2 ** doublings, maxDelayMs);
}

/**
 * Decides an attempt before its password is checked. The attempt is counted as a failure up
 * front, so parallel guesses cannot all slip through before the first one is recorded; a
 * successful sign-in then deletes the count.
 */
export function decideAttempt(stored: FailureCount | undefined, now: number): AttemptDecision {
  if (stored && now < stored.nextAttemptAt) {
    return { kind: 'wait', waitMs: stored.nextAttemptAt - now };
  }
  const isFresh = stored !== undefined && now - stored.lastFailedAt < SIGN_IN_DELAY.forgetAfterMs;
  const failures = (isFresh ? stored.failures : 0) + 1;
  return {
    kind: 'check',
    counted: { failures, lastFailedAt: now, nextAttemptAt: now + delayAfter(failures) },
  };
}
