import { describe, expect, it } from 'vitest';
import { INDICATOR_COLORS } from '../../../lib/map/indicator-colors';
import { statusSlices } from './status-slices';

describe('statusSlices', () => {
  it('keeps the statuses that hold assets, in priority order, with the app’s labels', () => {
    const slices = statusSlices({
      counts: [
        { status: 'off', count: 40 },
        { status: 'no_tracker', count: 5 },
        { status: 'driving', count: 12 },
        { status: 'idling', count: 0 },
        { status: 'not_communicating', count: 2 },
      ],
    });
    expect(slices.map(({ status, label, count }) => [status, label, count])).toEqual([
      ['not_communicating', 'Not Communicating', 2],
      ['driving', 'Driving', 12],
      ['off', 'Off', 40],
      ['no_tracker', 'No tracker', 5],
    ]);
  });

  it('colours each status as the map’s markers and links to the map filtered to it', () => {
    const [driving, noTracker] = statusSlices({
      counts: [
        { status: 'driving', count: 1 },
        { status: 'no_tracker', count: 1 },
      ],
    });
    expect(driving).toMatchObject({
      color: INDICATOR_COLORS.DRIVING,
      path: '/assets/all?f_asset=driving',
    });
    expect(noTracker).toMatchObject({
      color: INDICATOR_COLORS.NO_TRACKER,
      path: '/assets/all?f_trackers=no+tracker',
    });
  });

  it('adds up a status sent twice', () => {
    const slices = statusSlices({
      counts: [
        { status: 'off', count: 2 },
        { status: 'off', count: 3 },
      ],
    });
    expect(slices).toHaveLength(1);
    expect(slices[0]?.count).toBe(5);
  });
});
