import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { roundHeadingDown } from './heading';

describe('roundHeadingDown', () => {
  it.each([
    [0, 0],
    [4.99, 0],
    [5, 5],
    [92.5, 90],
    [359.99, 355],
    [360, 0],
    [367, 5],
    [-1, 355],
    [-0, 0],
    [-360, 0],
    [-725, 355],
  ])('%s° → %s°', (degrees, expected) => {
    expect(Object.is(roundHeadingDown(degrees), expected)).toBe(true);
  });

  it('keeps a missing or non-finite heading null', () => {
    expect(roundHeadingDown(null)).toBeNull();
    expect(roundHeadingDown(Number.NaN)).toBeNull();
    expect(roundHeadingDown(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('for any angle: the step of 5 at or below the wrapped angle, in [0, 355]', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (degrees) => {
        const result = roundHeadingDown(degrees);
        if (result === null) throw new Error('a finite angle must round');
        expect(result % 5).toBe(0);
        expect(result).toBeGreaterThanOrEqual(0);
        expect(result).toBeLessThanOrEqual(355);
        const wrapped = ((degrees % 360) + 360) % 360;
        // The wrapped angle lies in the 5° step the result starts.
        expect(wrapped).toBeGreaterThanOrEqual(result - 1e-9);
        expect(wrapped).toBeLessThan(result + 5 + 1e-9);
      }),
    );
  });

  it('for any whole angle: turning a full circle changes nothing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 100_000 }),
        fc.integer({ min: -5, max: 5 }),
        (d, turns) => {
          expect(roundHeadingDown(d + 360 * turns)).toBe(roundHeadingDown(d));
        },
      ),
    );
  });
});
