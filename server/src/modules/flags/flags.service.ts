import { resolveFeatureFlags, type FeatureFlagName, type FeatureFlagSet } from '@fleet/domain';
import type { AppDeps } from '../../deps';
import type { AuthContext } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { assertOwnCompany, requireAdmin } from '../../platform/tenancy';
import { findUser } from '../users/users.repo';
import * as repo from './flags.repo';

/** The flags as the signed-in user sees them: company value, then their own override. */
export async function myFlags(deps: AppDeps, auth: AuthContext): Promise<FeatureFlagSet> {
  const [company, overrides] = await Promise.all([
    repo.findCompanyFlags(deps.db, auth.companyId),
    repo.findUserOverrides(deps.db, auth.userId),
  ]);
  return resolveFeatureFlags(company, overrides);
}

export async function companyFlags(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
): Promise<{
  flags: FeatureFlagSet;
  user_overrides: { user_id: number; flag: FeatureFlagName; enabled: boolean }[];
}> {
  assertOwnCompany(auth, companyId);
  requireAdmin(auth);
  const [company, overrides] = await Promise.all([
    repo.findCompanyFlags(deps.db, companyId),
    repo.listCompanyOverrides(deps.db, companyId),
  ]);
  return {
    flags: resolveFeatureFlags(company, {}),
    user_overrides: overrides.map((o) => ({ user_id: o.userId, flag: o.flag, enabled: o.enabled })),
  };
}

export async function setCompanyFlag(
  deps: AppDeps,
  auth: AuthContext,
  companyId: number,
  flag: FeatureFlagName,
  enabled: boolean,
): Promise<void> {
  assertOwnCompany(auth, companyId);
  requireAdmin(auth);
  await repo.setCompanyFlag(deps.db, companyId, flag, enabled);
}

export async function setUserFlag(
  deps: AppDeps,
  auth: AuthContext,
  userId: number,
  flag: FeatureFlagName,
  enabled: boolean | null,
): Promise<void> {
  if (!(await findUser(deps.db, auth.companyId, userId))) throw notFound();
  requireAdmin(auth);
  if (enabled === null) await repo.deleteUserOverride(deps.db, userId, flag);
  else await repo.setUserOverride(deps.db, { userId, companyId: auth.companyId }, flag, enabled);
}
