import type { TrackerListItem } from '@fleet/domain';
import type { DeviceTableConfig } from '../../../components/devices/device-table';
import { TRACKER_KIND } from '../model/tracker-kind';
import { selectTrackers, TRACKER_COLUMNS, type TrackerColumn } from '../model/tracker-table';
import { CopyIdentifiersButton } from './copy-identifiers-button';
import { trackerColumns } from './tracker-columns';

/** The company's trackers: searched, filtered, sorted and paged; newest first at first. */
export const TRACKERS_TABLE: DeviceTableConfig<TrackerListItem, TrackerColumn> = {
  kind: TRACKER_KIND,
  label: 'Trackers',
  searchPlaceholder: 'Search identifier or asset',
  emptyHint: {
    canManage:
      'Add a tracker by its identifier: the dialog tells you whether the device has reported yet.',
    readOnly: 'An admin or manager adds the company’s trackers here.',
  },
  columnIds: TRACKER_COLUMNS,
  columns: trackerColumns,
  select: selectTrackers,
  selection: { actions: (selected) => <CopyIdentifiersButton trackers={selected} /> },
};
