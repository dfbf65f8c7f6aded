import { Text } from '@mantine/core';
import type { TrackerListItem } from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import {
  installedOnColumn,
  LastHeardCell,
  sortRowsBy,
} from '../../../components/devices/device-cells';
import { formatDay } from '../model/format';
import { TRACKER_ORDER } from '../model/tracker-table';

const column = dataTableColumns<TrackerListItem>();
/** A column's order, as TanStack calls it: on the rows' trackers. */
const sortBy = sortRowsBy(TRACKER_ORDER);

/** The trackers table's columns; they read the clock, so they are rebuilt as it moves. */
export function trackerColumns(timeZone: string, nowMs: number) {
  return column.columns([
    column.accessor('device_serial', {
      id: 'identifier',
      header: 'Identifier',
      sortFn: sortBy('identifier'),
      // The row's name: hiding it would leave rows nobody can tell apart.
      enableHiding: false,
      cell: ({ row }) => (
        <Text span ff="monospace" fw={500} fz="sm">
          {row.original.device_serial}
        </Text>
      ),
    }),
    installedOnColumn(sortBy('asset')),
    column.accessor('last_checkin_timestamp', {
      id: 'checkin',
      header: 'Last check-in',
      sortFn: sortBy('checkin'),
      sortDescFirst: true,
      cell: ({ row }) => (
        <LastHeardCell at={row.original.last_checkin_timestamp} timeZone={timeZone} nowMs={nowMs} />
      ),
    }),
    column.accessor('created_at', {
      id: 'registered',
      header: 'Registered',
      sortFn: sortBy('registered'),
      sortDescFirst: true,
      cell: ({ row }) => (
        <Text span fz="sm">
          {formatDay(row.original.created_at, timeZone)}
        </Text>
      ),
    }),
  ]);
}
