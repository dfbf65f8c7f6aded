export interface GeofenceTransition {
  type: 'enter' | 'exit';
  geofenceId: number;
  at: number;
}

export interface MembershipDiff {
  /** In current, not in previous; ascending. */
  entered: number[];
  /** In previous, not in current; ascending. */
  exited: number[];
}

export interface MembershipTracker {
  /**
   * Records that the asset is now inside exactly `insideIds` (any order, repeats ignored) and
   * returns the transitions: exits first, then enters, each ascending by geofence id.
   */
  update(assetId: number, insideIds: readonly number[], at: number): GeofenceTransition[];
  /** Restores an asset's membership (e.g. from the database after a restart); emits nothing. */
  seed(assetId: number, ids: readonly number[]): void;
  /** Drops a deleted geofence from every asset; emits nothing, as there is nothing to leave. */
  forget(geofenceId: number): void;
  /** The geofences the asset is currently inside, ascending. */
  membership(assetId: number): number[];
}

/** Which ids appeared and which disappeared; inputs may be unordered and hold repeats. */
export function diffMembership(
  previous: readonly number[],
  current: readonly number[],
): MembershipDiff {
  const before = sortedUnique(previous);
  const after = sortedUnique(current);
  const entered: number[] = [];
  const exited: number[] = [];
  // Merge walk over the two sorted lists keeps the output ascending without a set.
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const b = before[i];
    const a = after[j];
    if (a === undefined || (b !== undefined && b < a)) {
      if (b !== undefined) exited.push(b);
      i++;
    } else if (b === undefined || a < b) {
      entered.push(a);
      j++;
    } else {
      i++;
      j++;
    }
  }
  return { entered, exited };
}

/**
 * Per-asset membership held in memory. Each (asset, geofence) alternates enter/exit because an
 * enter is only emitted for an id not held, and an exit only for one held. An asset inside
 * nothing holds no entry, so memory follows the assets currently inside some geofence.
 */
export function createMembershipTracker(): MembershipTracker {
  const inside = new Map<number, number[]>();

  const store = (assetId: number, ids: number[]): void => {
    if (ids.length === 0) inside.delete(assetId);
    else inside.set(assetId, ids);
  };

  return {
    update(assetId, insideIds, at) {
      const { entered, exited } = diffMembership(inside.get(assetId) ?? [], insideIds);
      if (entered.length === 0 && exited.length === 0) return [];
      store(assetId, sortedUnique(insideIds));
      return [
        ...exited.map((geofenceId) => ({ type: 'exit' as const, geofenceId, at })),
        ...entered.map((geofenceId) => ({ type: 'enter' as const, geofenceId, at })),
      ];
    },
    seed(assetId, ids) {
      store(assetId, sortedUnique(ids));
    },
    forget(geofenceId) {
      for (const [assetId, ids] of inside) {
        if (ids.includes(geofenceId))
          store(
            assetId,
            ids.filter((id) => id !== geofenceId),
          );
      }
    },
    membership(assetId) {
      return [...(inside.get(assetId) ?? [])];
    },
  };
}

function sortedUnique(ids: readonly number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}
