import { describe, expect, it } from 'vitest';
import type { TrackerListItem } from '@fleet/domain';
import { readUrlState } from '../../../lib/url-state/table-url-state';
import {
  DEFAULT_TABLE_STATE,
  TRACKER_ORDER,
  selectTrackers,
  trackerTableSchema,
  type TrackerColumn,
} from './tracker-table';

let nextId = 1;
function tracker(
  serial: string,
  assetName: string | null,
  createdAt = '2026-11-01T00:00:00.000Z',
  checkin: string | null = null,
): TrackerListItem {
  const id = nextId++;
  return {
    tracker_id: id,
    device_serial: serial,
    tracker_type_id: 1,
    asset: assetName === null ? null : { asset_id: 100 + id, custom_name: assetName },
    last_checkin_timestamp: checkin,
    created_at: createdAt,
  };
}

const serials = (rows: TrackerListItem[]) => rows.map((row) => row.device_serial);
const select = (trackers: TrackerListItem[], q = '', show = DEFAULT_TABLE_STATE.show) =>
  serials(selectTrackers(trackers, { q, show }));

describe('the trackers table in the URL', () => {
  it('reads the parameters links used before, and the sort', () => {
    const params = new URLSearchParams('q=pu&show=not-installed&page=3&size=30&sort=checkin.desc');
    expect(readUrlState(params, trackerTableSchema, DEFAULT_TABLE_STATE)).toEqual({
      q: 'pu',
      show: 'not-installed',
      sort: { id: 'checkin', desc: true },
      page: 3,
      size: 30,
    });
  });

  it('keeps the default for anything it cannot read', () => {
    const params = new URLSearchParams('show=broken&page=-2&size=25&sort=serial.asc');
    expect(readUrlState(params, trackerTableSchema, DEFAULT_TABLE_STATE)).toEqual(
      DEFAULT_TABLE_STATE,
    );
  });
});

describe('selectTrackers', () => {
  const trackers = [
    tracker('DEMO10', 'PU-0010'),
    tracker('DEMO2', 'PU-0002'),
    tracker('SPARE-1', null),
    tracker('MY-PHONE-1', 'Excavator 7', '2026-11-20T00:00:00.000Z'),
  ];

  it('puts the newest tracker first, then orders by identifier as people read numbers', () => {
    expect(select(trackers)).toEqual(['MY-PHONE-1', 'DEMO2', 'DEMO10', 'SPARE-1']);
  });

  it('searches the identifier and the asset’s name, every word, in any case', () => {
    expect(select(trackers, 'pu-0002')).toEqual(['DEMO2']);
    expect(select(trackers, ' phone  EXCAV ')).toEqual(['MY-PHONE-1']);
    expect(select(trackers, 'nothing')).toEqual([]);
  });

  it('filters installed and not installed trackers', () => {
    expect(select(trackers, '', 'not-installed')).toEqual(['SPARE-1']);
    expect(select(trackers, '', 'installed')).toHaveLength(3);
  });
});

describe('the columns’ orders', () => {
  const old = tracker('B-2', 'Loader', '2026-10-01T00:00:00.000Z', '2026-11-20T10:00:00.000Z');
  const recent = tracker('B-10', null, '2026-11-01T00:00:00.000Z', null);
  const other = tracker('A-1', 'excavator', '2026-10-15T00:00:00.000Z', '2026-11-21T10:00:00.000Z');
  const sorted = (column: TrackerColumn) =>
    serials([recent, old, other].sort(TRACKER_ORDER[column]));

  it('orders identifiers and asset names as people read them, no asset first', () => {
    expect(sorted('identifier')).toEqual(['A-1', 'B-2', 'B-10']);
    expect(sorted('asset')).toEqual(['B-10', 'A-1', 'B-2']);
  });

  it('orders check-ins and registrations by time, never checked in first', () => {
    expect(sorted('checkin')).toEqual(['B-10', 'B-2', 'A-1']);
    expect(sorted('registered')).toEqual(['B-2', 'A-1', 'B-10']);
  });
});
