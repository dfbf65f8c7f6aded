import { describe, expect, it } from 'vitest';
import { makeStatus } from '../model/test-factories';
import { dropArchivedAssets, hasUnlistedAsset } from './live-asset-list';

const listed = (...ids: number[]) => ids.map((asset_id) => ({ asset_id }));

describe('the asset list and the live stream', () => {
  it('drops the assets a batch archived, keeping the array when it archived none', () => {
    const assets = listed(1, 2, 3);
    expect(dropArchivedAssets(assets, new Map([[2, null]]))).toEqual(listed(1, 3));
    expect(dropArchivedAssets(assets, new Map([[2, makeStatus({ asset_id: 2 })]]))).toBe(assets);
    expect(dropArchivedAssets(assets, new Map([[9, null]]))).toBe(assets);
    expect(dropArchivedAssets(undefined, new Map([[2, null]]))).toBeUndefined();
  });

  it('asks for the list again when a status comes for an asset it does not have', () => {
    const assets = listed(1, 2);
    const statuses = new Map([
      [1, makeStatus({ asset_id: 1 })],
      [2, makeStatus({ asset_id: 2 })],
    ]);
    const restored = new Map([[5, makeStatus({ asset_id: 5 })]]);
    expect(hasUnlistedAsset(assets, restored, statuses)).toBe(true);
    // Known assets moving, or the list or statuses not loaded yet: nothing to read again.
    expect(hasUnlistedAsset(assets, new Map([[1, makeStatus({ asset_id: 1 })]]), statuses)).toBe(
      false,
    );
    expect(hasUnlistedAsset(undefined, restored, statuses)).toBe(false);
    expect(hasUnlistedAsset(assets, restored, undefined)).toBe(false);
    // One already listed (the list was read before its first status): nothing either.
    expect(hasUnlistedAsset(listed(1, 2, 5), restored, statuses)).toBe(false);
    expect(hasUnlistedAsset(assets, new Map([[5, null]]), statuses)).toBe(false);
  });
});
