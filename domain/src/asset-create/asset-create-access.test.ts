import { describe, expect, it } from 'vitest';
import { canCreateAsset, isAddAssetStraightToForm } from './asset-create-access';

describe('adding assets (spec 1 §2, §6)', () => {
  it('is for those who may edit assets, never read-only users', () => {
    const levels = [1, 2, 3, 4, 5, 6, 7].filter((securityLevelId) =>
      canCreateAsset({ securityLevelId, readOnly: false, isEditOnlyCompany: false }),
    );
    expect(levels).toEqual([1, 2, 6]);
    expect(canCreateAsset({ securityLevelId: 1, readOnly: true, isEditOnlyCompany: true })).toBe(
      false,
    );
  });

  it('goes straight to the form with either catalogue flag, else offers the menu', () => {
    const flags = (product: boolean, resource: boolean) => ({
      'product-information': product,
      'resource-map': resource,
    });
    expect(isAddAssetStraightToForm(flags(true, false))).toBe(true);
    expect(isAddAssetStraightToForm(flags(false, true))).toBe(true);
    expect(isAddAssetStraightToForm(flags(false, false))).toBe(false);
  });
});
