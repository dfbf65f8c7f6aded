import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyedThrottle } from './keyed-throttle';

describe('keyedThrottle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the first at once, then one message per interval with everything since', () => {
    const sent: Array<[number, number[]]> = [];
    const throttle = keyedThrottle<number>(250, (key, items) => sent.push([key, items]));
    throttle.add(1, [10]);
    expect(sent).toEqual([[1, [10]]]);
    throttle.add(1, [11, 12]);
    throttle.add(1, [12, 13]);
    // Another company is not held back by the first one's storm.
    throttle.add(2, [20]);
    expect(sent).toEqual([
      [1, [10]],
      [2, [20]],
    ]);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual([
      [1, [10]],
      [2, [20]],
      [1, [11, 12, 13]],
    ]);
    // After a quiet interval the next goes at once again.
    vi.advanceTimersByTime(300);
    throttle.add(1, [14]);
    expect(sent.at(-1)).toEqual([1, [14]]);
  });

  it('drops what waits when closed, and its timer with it', () => {
    const sent: number[][] = [];
    const throttle = keyedThrottle<number>(1000, (_key, items) => sent.push(items));
    throttle.add(1, [1]);
    throttle.add(1, [2]);
    throttle.close();
    vi.advanceTimersByTime(2000);
    expect(sent).toEqual([[1]]);
  });
});
