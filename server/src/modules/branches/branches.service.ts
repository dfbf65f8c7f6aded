import type { z } from 'zod';
import type { branch, branchCreate, branchUpdate } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { COMPANY_ADMIN_MESSAGES } from '@fleet/domain';
import { badRequest, notFound } from '../../platform/errors';
import { findMarket } from '../reference/reference.repo';
import { requireAdminOrManager } from '../../platform/tenancy';
import * as repo from './branches.repo';

type Branch = z.infer<typeof branch>;

function toBranchDto(row: repo.BranchRow): Branch {
  return {
    id: row.branchId,
    name: row.name,
    active: row.active,
    is_public: row.isPublic,
    is_third_party_msp: row.isThirdPartyMsp,
    market_id: row.marketId,
  };
}

/** A branch's market must be one of the company's (docs/COMPANY-ADMIN.md). */
async function assertOwnMarket(deps: AppDeps, companyId: number, marketId: number | null) {
  if (marketId === null) return;
  if (!(await findMarket(deps.db, companyId, marketId))) {
    throw badRequest(COMPANY_ADMIN_MESSAGES.unknownMarket, {
      issues: [{ path: ['market_id'], message: COMPANY_ADMIN_MESSAGES.unknownMarket }],
    });
  }
}

export async function listBranches(
  deps: AppDeps,
  auth: AuthContext,
  filter: { isThirdPartyMsp?: boolean; isPublic?: boolean },
): Promise<Branch[]> {
  return (await repo.listBranches(deps.db, auth.companyId, filter)).map(toBranchDto);
}

export async function createBranch(
  deps: AppDeps,
  auth: AuthContext,
  input: z.infer<typeof branchCreate>,
): Promise<Branch> {
  requireAdminOrManager(auth);
  await assertOwnMarket(deps, auth.companyId, input.market_id);
  const row = await repo.insertBranch(deps.db, {
    companyId: auth.companyId,
    marketId: input.market_id,
    name: input.name,
    active: input.active,
    isPublic: input.is_public,
    isThirdPartyMsp: input.is_third_party_msp,
  });
  return toBranchDto(row);
}

export async function changeBranch(
  deps: AppDeps,
  auth: AuthContext,
  branchId: number,
  patch: z.infer<typeof branchUpdate>,
): Promise<Branch> {
  // Tenancy before role: another company's branch is a 404 for everyone.
  const existing = await repo.findBranch(deps.db, auth.companyId, branchId);
  if (!existing) throw notFound();
  requireAdminOrManager(auth);
  const columns: Partial<repo.NewBranchRow> = {};
  if (patch.name !== undefined) columns.name = patch.name;
  if (patch.active !== undefined) columns.active = patch.active;
  if (patch.is_public !== undefined) columns.isPublic = patch.is_public;
  if (patch.is_third_party_msp !== undefined) columns.isThirdPartyMsp = patch.is_third_party_msp;
  if (patch.market_id !== undefined) {
    await assertOwnMarket(deps, auth.companyId, patch.market_id);
    columns.marketId = patch.market_id;
  }
  if (Object.keys(columns).length === 0) return toBranchDto(existing);
  const row = await repo.updateBranch(deps.db, auth.companyId, branchId, columns);
  if (!row) throw notFound();
  return toBranchDto(row);
}
