import type { MercuriusContext } from 'mercurius';
import { notFound } from '../platform/errors';
import { findCompany } from '../modules/companies/companies.repo';
import { findUser } from '../modules/users/users.repo';

export async function meResolver(_root: unknown, _args: unknown, ctx: MercuriusContext) {
  const { auth, deps } = ctx;
  const [user, company] = await Promise.all([
    findUser(deps.db, auth.companyId, auth.userId),
    findCompany(deps.db, auth.companyId),
  ]);
  if (!user || !company) throw notFound();
  return {
    companyId: user.companyId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userId: user.userId,
    permissions: {
      canAccessCamera: user.canAccessCamera,
      canCreateAssetFinancialRecords: user.canCreateAssetFinancialRecords,
      canGrantPermissions: user.canGrantPermissions,
      canReadAssetFinancialRecords: user.canReadAssetFinancialRecords,
      isCompanyOwner: company.ownerUserId === user.userId,
      readOnly: user.readOnly,
      securityLevelId: user.securityLevelId,
    },
  };
}
