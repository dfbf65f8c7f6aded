import { describe, expect, it } from 'vitest';
import type { TrackerListItem } from '@fleet/domain';
import {
  DEFAULT_TABLE_STATE,
  readTableState,
  selectTrackerPage,
  writeTableState,
  type TrackerTableState,
} from './tracker-table';

let nextId = 1;
function tracker(
  serial: string,
  assetName: string | null,
  createdAt = '2026-11-01T00:00:00.000Z',
): TrackerListItem {
  const id = nextId++;
  return {
    tracker_id: id,
    device_serial: serial,
    tracker_type_id: 1,
    asset: assetName === null ? null : { asset_id: 100 + id, custom_name: assetName },
    last_checkin_timestamp: null,
    created_at: createdAt,
  };
}

const state = (changes: Partial<TrackerTableState>): TrackerTableState => ({
  ...DEFAULT_TABLE_STATE,
  ...changes,
});
const serials = (rows: TrackerListItem[]) => rows.map((row) => row.device_serial);

describe('the table state in the URL', () => {
  it('reads what writing wrote', () => {
    const written: TrackerTableState = {
      search: 'pu-00',
      filter: 'not-installed',
      page: 3,
      pageSize: 30,
    };
    const params = new URLSearchParams(writeTableState(written));
    expect(readTableState(params)).toEqual(written);
  });

  it('leaves defaults out of the URL', () => {
    expect(writeTableState(DEFAULT_TABLE_STATE)).toEqual({});
  });

  it('keeps the default for anything it cannot read', () => {
    const params = new URLSearchParams({ show: 'broken', page: '-2', size: '25' });
    expect(readTableState(params)).toEqual(DEFAULT_TABLE_STATE);
    expect(readTableState(new URLSearchParams({ page: '1.5' })).page).toBe(1);
  });
});

describe('selectTrackerPage', () => {
  const trackers = [
    tracker('DEMO10', 'PU-0010'),
    tracker('DEMO2', 'PU-0002'),
    tracker('SPARE-1', null),
    tracker('MY-PHONE-1', 'Excavator 7', '2026-11-20T00:00:00.000Z'),
  ];

  it('puts the newest tracker first, then orders by identifier as people read numbers', () => {
    const { rows, matching } = selectTrackerPage(trackers, DEFAULT_TABLE_STATE);
    expect(serials(rows)).toEqual(['MY-PHONE-1', 'DEMO2', 'DEMO10', 'SPARE-1']);
    expect(matching).toBe(4);
  });

  it('searches the identifier and the asset’s name, every word, in any case', () => {
    expect(serials(selectTrackerPage(trackers, state({ search: 'pu-0002' })).rows)).toEqual([
      'DEMO2',
    ]);
    expect(serials(selectTrackerPage(trackers, state({ search: ' phone  EXCAV ' })).rows)).toEqual([
      'MY-PHONE-1',
    ]);
    expect(selectTrackerPage(trackers, state({ search: 'nothing' })).matching).toBe(0);
  });

  it('filters installed and not installed trackers', () => {
    expect(serials(selectTrackerPage(trackers, state({ filter: 'not-installed' })).rows)).toEqual([
      'SPARE-1',
    ]);
    expect(selectTrackerPage(trackers, state({ filter: 'installed' })).matching).toBe(3);
  });

  it('pages, and shows the last page when asked for one past it', () => {
    const many = Array.from({ length: 25 }, (_, i) => tracker(`T${i + 1}`, null));
    const second = selectTrackerPage(many, state({ page: 2 }));
    expect(second).toMatchObject({ page: 2, pageCount: 3, matching: 25 });
    expect(serials(second.rows)[0]).toBe('T11');
    const past = selectTrackerPage(many, state({ page: 9 }));
    expect(past.page).toBe(3);
    expect(serials(past.rows)).toEqual(['T21', 'T22', 'T23', 'T24', 'T25']);
  });

  it('has one empty page when nothing matches', () => {
    expect(selectTrackerPage([], state({ page: 4 }))).toEqual({
      rows: [],
      matching: 0,
      page: 1,
      pageCount: 1,
    });
  });
});
