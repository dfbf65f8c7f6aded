import { describe, expect, it } from 'vitest';
import { BULK_EDIT_MESSAGES } from '@fleet/domain';
import {
  classErrorOf,
  countAssetIds,
  fieldsBodyOf,
  outcomeOf,
  parseAssetIds,
} from './bulk-edit-model';

describe('the selection from ?assetIds=', () => {
  it('keeps whole positive ids once, in order', () => {
    expect(parseAssetIds('3,1,3, 2')).toEqual([3, 1, 2]);
    expect(parseAssetIds('1,x,0,-4,1.5,,99999999999,7')).toEqual([1, 7]);
    expect(parseAssetIds(null)).toEqual([]);
    expect(parseAssetIds('')).toEqual([]);
  });

  it('keeps at most 1,000, and counts what the URL asked for', () => {
    const many = Array.from({ length: 1200 }, (_, i) => i + 1).join(',');
    expect(parseAssetIds(many)).toHaveLength(1000);
    expect(countAssetIds(many)).toBe(1200);
    expect(countAssetIds('1,1,2')).toBe(2);
  });
});

describe('spec 2 §4 bulk asset update result', () => {
  it('is done when nothing failed', () => {
    expect(
      outcomeOf({ successful_assets: [{ id: 1, custom_name: 'A' }], failed_assets: [] }),
    ).toEqual({ kind: 'done', updated: 1 });
  });

  it('keeps only the failed assets, with why, when some failed', () => {
    const failed = [{ id: 2, custom_name: null, reason: 'Asset not found.' }];
    expect(
      outcomeOf({ successful_assets: [{ id: 1, custom_name: 'A' }], failed_assets: failed }),
    ).toEqual({ kind: 'partial', failed, remainingIds: [2], updated: 1 });
  });
});

describe('spec 2 §5 bulk edit assets', () => {
  const none = { branchId: null, categoryId: null, classId: null };

  it('sends nothing when nothing is chosen or no asset is selected', () => {
    expect(fieldsBodyOf([1], none)).toBeNull();
    expect(fieldsBodyOf([], { ...none, branchId: 4 })).toBeNull();
  });

  it('needs a class once a category is chosen', () => {
    const choices = { ...none, categoryId: 3 };
    expect(classErrorOf(choices)).toBe(BULK_EDIT_MESSAGES.classRequired);
    expect(fieldsBodyOf([1], choices)).toBeNull();
    expect(classErrorOf({ ...choices, classId: 8 })).toBeNull();
  });

  it('sends only what is chosen', () => {
    expect(fieldsBodyOf([1, 2], { ...none, branchId: 4 })).toEqual({
      asset_ids: [1, 2],
      branch_id: 4,
    });
    expect(fieldsBodyOf([1], { branchId: null, categoryId: 3, classId: 8 })).toEqual({
      asset_ids: [1],
      category_id: 3,
      class_id: 8,
    });
  });
});
