import { describe, expect, it } from 'vitest';
import { createRefusalLog } from './refusal-log';

describe('refusal log', () => {
  it('writes one line per refusal, at most 20 per 10 s, then how many it left out', () => {
    const lines: string[] = [];
    let now = 0;
    const log = createRefusalLog({ warn: (line) => lines.push(line) }, () => now);
    for (let i = 0; i < 10_000; i += 1) log.note('FLOOD', 'Latitude is not a finite number');
    expect(lines).toHaveLength(20);
    expect(lines[0]).toBe("gateway: refused a fix from 'FLOOD': Latitude is not a finite number");
    now = 10_000;
    log.note('HONEST-MISTAKE', 'Timestamp is before 2000-01-01');
    expect(lines.slice(20)).toEqual([
      'gateway: 9980 more fixes refused in 10 s (not shown)',
      "gateway: refused a fix from 'HONEST-MISTAKE': Timestamp is before 2000-01-01",
    ]);
  });

  it('cuts a long device id short', () => {
    const lines: string[] = [];
    createRefusalLog({ warn: (line) => lines.push(line) }).note('x'.repeat(5000), 'why');
    expect(lines[0]?.length).toBeLessThan(120);
  });
});
