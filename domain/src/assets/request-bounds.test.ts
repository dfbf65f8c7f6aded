import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_ID } from '../column-bounds';
import { assetListQuery, assetStatusesQuery, geofencesQuery } from './asset.schema';
import { newTracker, trackerAssignment } from './tracker.schema';

/** Numbers past an integer column's range are refused by the schema, not failed by the database. */
describe('integers in requests stay inside their column', () => {
  it('installs a tracker on any id up to the largest, and refuses one past it in the same words', () => {
    expect(trackerAssignment.parse({ asset_id: MAX_ID })).toEqual({ asset_id: MAX_ID });
    const beyond = fc
      .bigInt({ min: BigInt(MAX_ID) + 1n, max: BigInt(Number.MAX_SAFE_INTEGER) })
      .map(Number);
    fc.assert(
      fc.property(beyond, (assetId) => {
        for (const parsed of [
          trackerAssignment.safeParse({ asset_id: assetId }),
          newTracker.safeParse({ device_serial: 'IMEI-1', asset_id: assetId }),
        ]) {
          expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
            'Choose an asset by its id',
          ]);
        }
      }),
    );
  });

  it('refuses an asset id list with an id past the column', () => {
    expect(assetListQuery.parse({ ids: `1,${MAX_ID}` }).ids).toEqual([1, MAX_ID]);
    for (const ids of [`1,${MAX_ID + 1}`, '9999999999', '0', '5,0']) {
      const parsed = assetListQuery.safeParse({ ids });
      expect(parsed.error?.issues[0]?.message, ids).toBe(
        'Each id is a whole number from 1 to 2147483647',
      );
    }
  });

  it('bounds offsets and pages by what the database takes', () => {
    expect(assetStatusesQuery.parse({ offset: String(MAX_ID) }).offset).toBe(MAX_ID);
    expect(
      assetStatusesQuery.safeParse({ offset: String(MAX_ID + 1) }).error?.issues[0]?.message,
    ).toBe('offset is at most 2147483647');
    expect(assetListQuery.safeParse({ offset: '1e308' }).success).toBe(false);
    expect(geofencesQuery.safeParse({ page: String(MAX_ID + 1) }).success).toBe(false);
    expect(geofencesQuery.safeParse({ geofence_type: '32767' }).success).toBe(true);
    expect(geofencesQuery.safeParse({ geofence_type: '32768' }).success).toBe(false);
  });
});
