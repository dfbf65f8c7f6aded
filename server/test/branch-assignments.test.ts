import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchAssignment } from '@fleet/domain';
import { makeAsset } from '../src/demo/asset-factories';
import { makeBranch, makeCompanyWithAdmin } from '../src/demo/factories';
import { recordBranchChange } from '../src/modules/branch-assignments/branch-assignments.repo';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

describe.skipIf(isPostgresUnavailable())('branch assignments (spec 1 §3, §7)', () => {
  let t: TestApp;
  let admin: string;
  let other: string;
  let companyId: number;
  let assetId: number;
  let north: { branchId: number; name: string };
  let south: { branchId: number; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db);
    companyId = made.company.companyId;
    admin = await t.login(made.admin.email);
    north = await makeBranch(t.deps.db, companyId, { name: 'North Yard' });
    south = await makeBranch(t.deps.db, companyId, { name: 'South Yard' });
    assetId = (
      await makeAsset(t.deps.db, companyId, {
        inventoryBranchId: north.branchId,
        rentalBranchId: north.branchId,
      })
    ).assetId;
    for (const typeId of [1, 2] as const) {
      await recordBranchChange(t.deps.db, {
        companyId,
        assetId,
        typeId,
        branchId: north.branchId,
        at: new Date('2025-01-01T00:00:00Z'),
      });
    }
    other = await t.login((await makeCompanyWithAdmin(t.deps.db)).admin.email);
  });
  afterAll(async () => t?.close());

  const history = async (query = '?assignment_type_id=2') => {
    const answer = await t.call(admin, {
      method: 'GET',
      url: `/api/assets/${assetId}/branch-assignments${query}`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<BranchAssignment[]>();
  };

  it('answers the current rental branch with when it began', async () => {
    expect(await history()).toEqual([
      {
        branch_assignment_id: expect.any(Number),
        assignment_type_id: 2,
        branch: { branch_id: north.branchId, name: 'North Yard' },
        start_date: '2025-01-01T00:00:00.000Z',
        end_date: null,
      },
    ]);
  });

  it('ends the old assignment and opens the next when an edit moves the branch', async () => {
    const moved = await t.call(admin, {
      method: 'PATCH',
      url: `/api/assets/${assetId}`,
      payload: { rental_branch_id: south.branchId, inventory_branch_id: north.branchId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rental = await history();
    expect(rental.map((row) => [row.branch.name, row.end_date === null])).toEqual([
      ['South Yard', true],
      ['North Yard', false],
    ]);
    expect(rental[1]?.end_date).toBe(rental[0]?.start_date);
    // The inventory branch was sent unchanged: no new row.
    expect(await history('?assignment_type_id=1')).toHaveLength(1);
    expect(await history('')).toHaveLength(3);
    // Cleared: the assignment ends and none opens.
    await t.call(admin, {
      method: 'PATCH',
      url: `/api/assets/${assetId}`,
      payload: { rental_branch_id: null },
    });
    expect((await history()).every((row) => row.end_date !== null)).toBe(true);
  });

  it('answers another company’s asset as not found and a wrong type with a sentence', async () => {
    const foreign = await t.call(other, {
      method: 'GET',
      url: `/api/assets/${assetId}/branch-assignments?assignment_type_id=2`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Yard');
    const wrong = await t.call(admin, {
      method: 'GET',
      url: `/api/assets/${assetId}/branch-assignments?assignment_type_id=3`,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('assignment_type_id is 1 (inventory) or 2 (rental)');
  });
});
