import type { Db } from '../../db/client';
import {
  insertBranchAssignments,
  type NewBranchAssignment,
} from '../../modules/branch-assignments/branch-assignments.repo';
import { seededRandom } from './random';

const DAY_MS = 86_400_000;
const CHUNK = 500;

interface Placed {
  assetId: number;
  branchId: number | null;
}

/**
 * The demo assets' branch history (spec 1 §3 "Branch assignment"): each asset's current
 * inventory (type 1) and rental (type 2) branch since a day in the last two years, and about one
 * in six moved between yards once before, so the card's branch history has rows to show.
 */
export async function seedDemoBranchAssignments(
  db: Db,
  companyId: number,
  placed: Placed[],
  branchIds: number[],
  now = Date.now(),
): Promise<void> {
  const random = seededRandom(17);
  const rows: NewBranchAssignment[] = [];
  for (const { assetId, branchId } of placed) {
    if (branchId === null) continue;
    const since = new Date(now - Math.round((30 + random() * 700) * DAY_MS));
    for (const assignmentTypeId of [1, 2]) {
      rows.push({ companyId, assetId, branchId, assignmentTypeId, startDate: since });
    }
    const others = branchIds.filter((id) => id !== branchId);
    if (others.length > 0 && random() < 1 / 6) {
      const before = others[Math.floor(random() * others.length)] ?? branchId;
      const start = new Date(since.getTime() - Math.round((60 + random() * 300) * DAY_MS));
      rows.push({
        companyId,
        assetId,
        branchId: before,
        assignmentTypeId: 2,
        startDate: start,
        endDate: since,
      });
    }
  }
  for (let i = 0; i < rows.length; i += CHUNK) {
    await insertBranchAssignments(db, rows.slice(i, i + CHUNK));
  }
}
