import { describe, expect, it } from 'vitest';
import { planAssignments, planKeypadEntries } from './plan-operators';
import { seededRandom } from './random';

describe('demo assignments', () => {
  it('closes the asset’s driver and the driver’s other asset, keeps one open each', () => {
    const rows = planAssignments([
      { assetId: 1, operatorId: 10, source: 'keypad', by: null, at: 100 },
      { assetId: 1, operatorId: 10, source: 'keypad', by: null, at: 150 },
      { assetId: 2, operatorId: 11, source: 'keypad', by: null, at: 200 },
      { assetId: 1, operatorId: 11, source: 'manual', by: 7, at: 300 },
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        assetId: 1,
        operatorId: 10,
        dateUnassigned: 300,
        unassignedSource: 'manual',
        unassignedBy: 7,
      }),
      expect.objectContaining({ assetId: 2, operatorId: 11, dateUnassigned: 300 }),
      expect.objectContaining({
        assetId: 1,
        operatorId: 11,
        source: 'manual',
        assignedBy: 7,
        dateUnassigned: null,
      }),
    ]);
  });

  it('plans the same entries from the same seed, in the past, oldest first', () => {
    const codes = [
      { keypadCodeId: 1, operatorId: 10 },
      { keypadCodeId: 2, operatorId: 11 },
      { keypadCodeId: 3, operatorId: null },
    ];
    const now = Date.parse('2026-11-20T18:00:00Z');
    const a = planKeypadEntries(seededRandom(5), [1, 2, 3], codes, now);
    const b = planKeypadEntries(seededRandom(5), [1, 2, 3], codes, now);
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThan(3);
    expect(a.every((entry) => entry.at < now && entry.at > now - 29 * 86_400_000)).toBe(true);
    expect(a.map((entry) => entry.at)).toEqual(
      [...a.map((entry) => entry.at)].sort((x, y) => x - y),
    );
  });
});
