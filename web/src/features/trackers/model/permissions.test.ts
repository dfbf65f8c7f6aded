import { describe, expect, it } from 'vitest';
import { SECURITY_LEVEL_IDS } from '@fleet/domain';
import { trackerPermissions } from './permissions';

describe('trackerPermissions', () => {
  it('lets admins and managers manage trackers', () => {
    expect(trackerPermissions({ securityLevelId: 1, readOnly: false })).toEqual({
      canManage: true,
    });
    expect(trackerPermissions({ securityLevelId: 2, readOnly: false })).toEqual({
      canManage: true,
    });
  });

  it('gives read-only users and the other levels no buttons that write', () => {
    expect(trackerPermissions({ securityLevelId: 1, readOnly: true }).canManage).toBe(false);
    expect(trackerPermissions({ securityLevelId: 2, readOnly: true }).canManage).toBe(false);
    for (const level of SECURITY_LEVEL_IDS.filter((id) => id > 2)) {
      expect(trackerPermissions({ securityLevelId: level, readOnly: false })).toEqual({
        canManage: false,
      });
    }
  });
});
