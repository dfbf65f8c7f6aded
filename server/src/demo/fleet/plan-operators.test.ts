import { describe, expect, it } from 'vitest';
import { planAssignments, planCameraCrewShifts, planKeypadEntries } from './plan-operators';
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

  it('puts the camera crew on the trucks a week at a time, every truck driven, the newest shift two days old', () => {
    const now = Date.parse('2026-11-20T09:00:00Z');
    const trucks = [101, 102, 103, 104];
    const rows = planAssignments(planCameraCrewShifts(trucks, [1, 2, 3], 7, now));
    // Every week each crew member drives one truck and one truck goes without a driver.
    const newest = rows.filter((row) => row.dateUnassigned === null);
    expect(newest.map((row) => [row.assetId, row.operatorId])).toEqual([
      [101, 1],
      [102, 2],
      [103, 3],
    ]);
    expect(newest.every((row) => row.dateAssigned === Date.parse('2026-11-18T11:00:00Z'))).toBe(
      true,
    );
    expect(new Set(rows.map((row) => row.assetId))).toEqual(new Set(trucks));
    // A driver is on one truck at a time.
    for (const operatorId of [1, 2, 3]) {
      const own = rows.filter((row) => row.operatorId === operatorId);
      expect(own.length).toBeGreaterThan(1);
      for (const [a, b] of own.slice(1).map((row, i) => [own[i], row] as const)) {
        expect(a?.dateUnassigned).toBeLessThanOrEqual(b.dateAssigned);
      }
    }
  });
});
