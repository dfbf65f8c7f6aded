import { Anchor, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { TrackerListItem } from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatCheckin, formatDay, formatDayTime } from '../model/format';
import { TRACKER_ORDER, type TrackerColumn } from '../model/tracker-table';

const column = dataTableColumns<TrackerListItem>();

/** A column's order, as TanStack calls it: on the rows' trackers. */
const sortBy =
  (id: TrackerColumn) =>
  (a: { original: TrackerListItem }, b: { original: TrackerListItem }): number =>
    TRACKER_ORDER[id](a.original, b.original);

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
    column.accessor((tracker) => tracker.asset?.custom_name ?? null, {
      id: 'asset',
      header: 'Installed on',
      sortFn: sortBy('asset'),
      cell: ({ row: { original } }) =>
        original.asset ? (
          <Anchor component={Link} to={`/assets/all/asset/${original.asset.asset_id}`} fz="sm">
            {original.asset.custom_name}
          </Anchor>
        ) : (
          <Text span c="dimmed" fz="sm">
            Not installed
          </Text>
        ),
    }),
    column.accessor('last_checkin_timestamp', {
      id: 'checkin',
      header: 'Last check-in',
      sortFn: sortBy('checkin'),
      sortDescFirst: true,
      cell: ({ row: { original } }) => {
        const checkin = original.last_checkin_timestamp;
        if (!checkin) {
          return (
            <Text span c="dimmed" fz="sm">
              Never
            </Text>
          );
        }
        return (
          <Tooltip label={formatDayTime(checkin, timeZone)} withArrow>
            <Text span fz="sm">
              {formatCheckin(checkin, nowMs, timeZone)}
            </Text>
          </Tooltip>
        );
      },
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
