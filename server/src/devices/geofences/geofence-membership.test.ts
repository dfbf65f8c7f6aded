import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createMembershipTracker,
  diffMembership,
  type GeofenceTransition,
} from './geofence-membership';

describe('diffMembership', () => {
  it('lists what appeared and what disappeared, ascending', () => {
    expect(diffMembership([5, 1, 3], [3, 9, 2])).toEqual({ entered: [2, 9], exited: [1, 5] });
  });

  it('ignores order and repeats', () => {
    expect(diffMembership([2, 2, 1], [1, 2, 1])).toEqual({ entered: [], exited: [] });
    expect(diffMembership([], [4, 4])).toEqual({ entered: [4], exited: [] });
    expect(diffMembership([4, 4], [])).toEqual({ entered: [], exited: [4] });
  });

  it('agrees with set difference', () => {
    const ids = fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 15 });
    fc.assert(
      fc.property(ids, ids, (previous, current) => {
        const setDifference = (a: number[], b: number[]) =>
          [...new Set(a)].filter((id) => !b.includes(id)).sort((x, y) => x - y);
        expect(diffMembership(previous, current)).toEqual({
          entered: setDifference(current, previous),
          exited: setDifference(previous, current),
        });
      }),
    );
  });
});

describe('createMembershipTracker', () => {
  it('enters on the first observation inside, exits on leaving, and repeats nothing', () => {
    const tracker = createMembershipTracker();
    expect(tracker.update(1, [10, 20], 100)).toEqual([
      { type: 'enter', geofenceId: 10, at: 100 },
      { type: 'enter', geofenceId: 20, at: 100 },
    ]);
    expect(tracker.update(1, [20, 10], 110)).toEqual([]);
    expect(tracker.update(1, [30, 20], 120)).toEqual([
      { type: 'exit', geofenceId: 10, at: 120 },
      { type: 'enter', geofenceId: 30, at: 120 },
    ]);
    expect(tracker.update(1, [], 130)).toEqual([
      { type: 'exit', geofenceId: 20, at: 130 },
      { type: 'exit', geofenceId: 30, at: 130 },
    ]);
    expect(tracker.membership(1)).toEqual([]);
  });

  it('keeps assets apart', () => {
    const tracker = createMembershipTracker();
    tracker.update(1, [10], 100);
    expect(tracker.update(2, [10], 100)).toEqual([{ type: 'enter', geofenceId: 10, at: 100 }]);
    expect(tracker.membership(1)).toEqual([10]);
  });

  it('resumes from seeded state without replaying enters', () => {
    const tracker = createMembershipTracker();
    tracker.seed(1, [10, 20]);
    expect(tracker.membership(1)).toEqual([10, 20]);
    expect(tracker.update(1, [20], 100)).toEqual([{ type: 'exit', geofenceId: 10, at: 100 }]);
  });

  it('forgets a deleted geofence silently', () => {
    const tracker = createMembershipTracker();
    tracker.update(1, [10, 20], 100);
    tracker.update(2, [10], 100);
    tracker.forget(10);
    expect(tracker.membership(1)).toEqual([20]);
    expect(tracker.membership(2)).toEqual([]);
    expect(tracker.update(1, [20], 110)).toEqual([]);
    expect(tracker.update(2, [], 110)).toEqual([]);
  });

  it('alternates enter and exit per asset and geofence, ending on the last inside-set', () => {
    const assetId = fc.integer({ min: 1, max: 3 });
    const ids = fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 6 });
    const seeds = fc.uniqueArray(fc.tuple(assetId, ids), { selector: ([id]) => id });
    const steps = fc.array(fc.tuple(assetId, ids), { maxLength: 60 });
    fc.assert(
      fc.property(seeds, steps, (seeded, updates) => {
        const tracker = createMembershipTracker();
        const last = new Map<number, readonly number[]>();
        const types = new Map<string, GeofenceTransition['type'][]>();
        for (const [asset, inside] of seeded) {
          tracker.seed(asset, inside);
          last.set(asset, inside);
          // A seeded membership is as if an enter had already been emitted.
          for (const id of inside) types.set(`${asset}/${id}`, ['enter']);
        }
        updates.forEach(([asset, inside], at) => {
          for (const event of tracker.update(asset, inside, at)) {
            expect(event.at).toBe(at);
            const key = `${asset}/${event.geofenceId}`;
            types.set(key, [...(types.get(key) ?? []), event.type]);
          }
          last.set(asset, inside);
        });
        for (const sequence of types.values()) {
          sequence.forEach((type, i) => expect(type).toBe(i % 2 === 0 ? 'enter' : 'exit'));
        }
        for (const [asset, inside] of last) {
          expect(tracker.membership(asset)).toEqual([...new Set(inside)].sort((a, b) => a - b));
        }
      }),
    );
  });
});
