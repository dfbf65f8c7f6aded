import { pick } from './random';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export interface DemoAssignmentChange {
  assetId: number;
  operatorId: number;
  source: 'keypad' | 'manual';
  by: number | null;
  at: number;
}

export interface DemoAssignmentRow {
  assetId: number;
  operatorId: number;
  source: 'keypad' | 'manual';
  assignedBy: number | null;
  dateAssigned: number;
  dateUnassigned: number | null;
  unassignedSource: 'keypad' | 'manual' | null;
  unassignedBy: number | null;
}

/**
 * The assignments a sequence of changes leaves behind, by the rule the service keeps
 * (docs/OPERATORS.md): a new driver closes the asset's open assignment and their own open one
 * elsewhere, with the new change's source; the same driver again changes nothing. Changes are
 * applied in time order; at most one open row per asset and per operator remains.
 */
export function planAssignments(changes: readonly DemoAssignmentChange[]): DemoAssignmentRow[] {
  const rows: DemoAssignmentRow[] = [];
  const openByAsset = new Map<number, DemoAssignmentRow>();
  const openByOperator = new Map<number, DemoAssignmentRow>();
  const close = (row: DemoAssignmentRow | undefined, change: DemoAssignmentChange) => {
    if (!row) return;
    row.dateUnassigned = change.at;
    row.unassignedSource = change.source;
    row.unassignedBy = change.by;
    openByAsset.delete(row.assetId);
    openByOperator.delete(row.operatorId);
  };
  for (const change of [...changes].sort((a, b) => a.at - b.at)) {
    const current = openByAsset.get(change.assetId);
    if (current?.operatorId === change.operatorId) continue;
    close(current, change);
    close(openByOperator.get(change.operatorId), change);
    const row: DemoAssignmentRow = {
      assetId: change.assetId,
      operatorId: change.operatorId,
      source: change.source,
      assignedBy: change.by,
      dateAssigned: change.at,
      dateUnassigned: null,
      unassignedSource: null,
      unassignedBy: null,
    };
    rows.push(row);
    openByAsset.set(row.assetId, row);
    openByOperator.set(row.operatorId, row);
  }
  return rows;
}

export interface DemoKeypadCode {
  keypadCodeId: number;
  operatorId: number | null;
}

export interface DemoKeypadEntry {
  assetId: number;
  keypadCodeId: number;
  operatorId: number | null;
  at: number;
  isLocal: boolean;
}

/**
 * Codes typed on the keypad assets over the last `days`: each asset has a small crew (two or
 * three people, now and then a shop code), 2 to 8 entries in working hours (about 06:00–17:00
 * in the Central time zone), most of them known to the keypad itself.
 */
export function planKeypadEntries(
  random: () => number,
  assetIds: readonly number[],
  codes: readonly DemoKeypadCode[],
  now: number,
  days = 28,
): DemoKeypadEntry[] {
  const people = codes.filter((code) => code.operatorId !== null);
  const shop = codes.filter((code) => code.operatorId === null);
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const entries: DemoKeypadEntry[] = [];
  for (const assetId of assetIds) {
    const crew = [pick(random, people), pick(random, people), pick(random, people)];
    const count = 2 + Math.floor(random() * 7);
    for (let i = 0; i < count; i += 1) {
      const code = shop.length > 0 && random() < 0.12 ? pick(random, shop) : pick(random, crew);
      const day = today - Math.floor(random() * days) * DAY_MS;
      // 12:00–23:00 UTC is 06:00–17:00 in Chicago (standard time).
      const at = day + 12 * HOUR_MS + Math.floor(random() * 11 * HOUR_MS);
      if (at >= now) continue;
      entries.push({
        assetId,
        keypadCodeId: code.keypadCodeId,
        operatorId: code.operatorId,
        at,
        isLocal: random() < 0.7,
      });
    }
  }
  return entries.sort((a, b) => a.at - b.at);
}

/** Weeks of camera-truck shifts planned, and how many days before today the newest began. */
const CREW_WEEKS = 5;
const NEWEST_SHIFT_DAYS_AGO = 2;

/**
 * The camera trucks' regular drivers (docs/CAMERAS.md "Safety events"): the crew takes the
 * trucks in order each week and moves one truck along the next, so each driver's safety record
 * spans several trucks, and trucks past the crew's size go without a driver that week. Shifts
 * change at 11:00 UTC (early morning in the Americas), the newest two days before today: older
 * than the cameras' driver sightings, so naming one still makes its driver the asset's.
 */
export function planCameraCrewShifts(
  truckIds: readonly number[],
  crewIds: readonly number[],
  by: number | null,
  now: number,
): DemoAssignmentChange[] {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const changes: DemoAssignmentChange[] = [];
  for (let week = CREW_WEEKS - 1; week >= 0; week -= 1) {
    const at = today - (NEWEST_SHIFT_DAYS_AGO + 7 * week) * DAY_MS + 11 * HOUR_MS;
    truckIds.forEach((assetId, slot) => {
      const operatorId = crewIds[(slot + week) % truckIds.length];
      if (operatorId !== undefined) {
        changes.push({ assetId, operatorId, source: 'manual', by, at });
      }
    });
  }
  return changes;
}
