import { describe, expect, it } from 'vitest';
import { regenLevel } from './regen';

describe('regenLevel', () => {
  it.each([
    [null, null],
    [Number.NaN, null],
    [-1, 'ok'],
    [0, 'ok'],
    [0.5, 'warning'],
    [1, 'warning'],
    [2, 'warning'],
    [2.01, 'alert'],
    [3, 'alert'],
  ] as const)('%s → %s', (state, expected) => {
    expect(regenLevel(state)).toBe(expected);
  });
});
