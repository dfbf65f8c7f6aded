import { canViewService } from '@fleet/domain';
import { useAccess } from '../access-provider';

/**
 * spec 1 §6: whether the signed-in user may see work orders and service groups (the one rule
 * in domain), whether they may change them (not read-only), and whether work-order ids link.
 */
export function useServiceAccess() {
  const { user, company, ctx } = useAccess();
  const canView = canViewService({
    userId: user.user_id,
    securityLevelId: user.security_level_id,
    ownerUserId: company.owner_user_id,
  });
  return {
    canView,
    canEdit: canView && !ctx.readOnly,
    companyId: company.company_id,
    linksWorkOrders: !ctx.flags['own-company-work-order-access-disable'],
  };
}
