import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SIGN_IN_DELAY, decideAttempt, delayAfter, type FailureCount } from './sign-in-delay';

/** Plays failed attempts for one email, each made the moment the previous wait ends. */
function failRepeatedly(times: number, start = 0): { waits: number[]; stored: FailureCount } {
  let now = start;
  let stored: FailureCount | undefined;
  const waits: number[] = [];
  for (let i = 0; i < times; i++) {
    const decision = decideAttempt(stored, now);
    if (decision.kind !== 'check') throw new Error(`attempt ${i + 1} was not checked`);
    stored = decision.counted;
    waits.push(stored.nextAttemptAt - now);
    now = stored.nextAttemptAt;
  }
  if (!stored) throw new Error('no attempt');
  return { waits, stored };
}

describe('the growing wait after failed sign-ins', () => {
  it('allows five failures, then waits 1 s, 2 s, 4 s … and at most 15 minutes', () => {
    const { waits } = failRepeatedly(18);
    expect(waits.map((ms) => ms / 1000)).toEqual([
      0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900,
    ]);
  });

  it('refuses an attempt during the wait, saying how long is left, and counts nothing', () => {
    const { stored } = failRepeatedly(7);
    const early = decideAttempt(stored, stored.nextAttemptAt - 1500);
    expect(early).toEqual({ kind: 'wait', waitMs: 1500 });
    expect(decideAttempt(stored, stored.nextAttemptAt)).toMatchObject({
      kind: 'check',
      counted: { failures: 8 },
    });
  });

  it('starts again after a day without failures, not sooner', () => {
    const { stored } = failRepeatedly(20);
    const almost = decideAttempt(stored, stored.lastFailedAt + SIGN_IN_DELAY.forgetAfterMs - 1);
    expect(almost).toMatchObject({ kind: 'check', counted: { failures: 21 } });
    const later = decideAttempt(stored, stored.lastFailedAt + SIGN_IN_DELAY.forgetAfterMs);
    expect(later).toMatchObject({ kind: 'check', counted: { failures: 1 } });
  });

  it('never waits longer than the cap nor less than the previous wait', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (failures) => {
        const delay = delayAfter(failures);
        expect(delay).toBeGreaterThanOrEqual(0);
        expect(delay).toBeLessThanOrEqual(SIGN_IN_DELAY.maxDelayMs);
        expect(delayAfter(failures + 1)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
