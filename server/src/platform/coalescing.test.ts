import { describe, expect, it } from 'vitest';
import { coalescing } from './coalescing';

describe('coalescing', () => {
  it('runs once more for any number of asks during a run, and reports failures', async () => {
    let runs = 0;
    let release: () => void = () => {};
    const errors: unknown[] = [];
    const work = coalescing(
      async () => {
        runs += 1;
        if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
        if (runs === 2) throw new Error('second run fails');
      },
      (error) => errors.push(error),
    );
    const first = work.run();
    void work.run();
    void work.run();
    void work.run();
    release();
    await first;
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    await work.run();
    expect(runs).toBe(3);
    await work.idle();
  });
});
