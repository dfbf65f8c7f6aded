import { describe, expect, it } from 'vitest';
import { makeAsset, makeStatus } from './test-factories';
import { trackerChangedSince } from './tracker-change';

describe('a tracker change seen in the live statuses', () => {
  const tracked = makeAsset({ asset_id: 1, tracker_id: 10 });
  const untracked = makeAsset({ asset_id: 2, tracker_id: null });
  const statuses = (entries: Array<[number, Parameters<typeof makeStatus>[0]]>) =>
    new Map(entries.map(([id, overrides]) => [id, makeStatus({ asset_id: id, ...overrides })]));

  it('is none while indicators agree with the trackers the list knows', () => {
    const agree = statuses([
      [1, { map_visual_indicator: 'OFF' }],
      [2, { map_visual_indicator: 'MANUAL_LOCATION' }],
    ]);
    expect(trackerChangedSince([tracked, untracked], agree)).toBe(false);
  });

  it('sees a tracker taken off, and one installed', () => {
    expect(
      trackerChangedSince([tracked], statuses([[1, { map_visual_indicator: 'NO_TRACKER' }]])),
    ).toBe(true);
    expect(
      trackerChangedSince([untracked], statuses([[2, { map_visual_indicator: 'DRIVING' }]])),
    ).toBe(true);
  });
});
