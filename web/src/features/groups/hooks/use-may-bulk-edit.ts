import { canEditAsset } from '@fleet/domain';
import { useAccess } from '../../../lib/access-provider';

/** spec 1 §6: bulk edits change assets, so they need what editing one asset needs. */
export function useMayBulkEdit(): boolean {
  const { ctx } = useAccess();
  return canEditAsset({
    securityLevelId: ctx.securityLevelId,
    readOnly: ctx.readOnly,
    isEditOnlyCompany: ctx.flags['asset-edit-company'],
  });
}
