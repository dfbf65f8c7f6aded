import { useMemo } from 'react';
import { Box, Text } from '@mantine/core';
import type { DriverScore } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { urlSortChange } from '../../../components/data-table/url-paging';
import { formatMiles, formatRate } from '../model/driver-trend';
import { ANALYTICS_COLUMNS, type AnalyticsState } from '../model/analytics-state';
import classes from './highlight.module.css';
import { TrendCell } from './trend-cell';

const column = dataTableColumns<DriverScore>();
const TREND_ORDER = { better: 0, same: 1, new: 2, worse: 3 } as const;
const right = { align: 'right' } as const;

function scoreColumns(days: number) {
  const count = (id: string, header: string, value: (s: DriverScore) => number) =>
    column.accessor(value, { id, header, sortDescFirst: true, meta: right });
  return column.columns([
    column.accessor('name', {
      id: 'name',
      header: 'Driver',
      enableHiding: false,
      cell: ({ getValue }) => (
        <Text span fw={500} fz="sm">
          {getValue()}
        </Text>
      ),
    }),
    column.accessor('miles', {
      id: 'miles',
      header: 'Miles',
      sortDescFirst: true,
      meta: right,
      cell: ({ getValue }) => formatMiles(getValue()),
    }),
    count('events', 'Events', (s) => s.events),
    count('hard-braking', 'Hard braking', (s) => s.events_by_type.hard_braking),
    count('impact', 'Impact', (s) => s.events_by_type.impact),
    count('over-speed', 'Over speed', (s) => s.events_by_type.over_speed),
    column.accessor((s) => s.events_per_1000_miles ?? -1, {
      id: 'rate',
      header: 'Per 1,000 mi',
      sortDescFirst: true,
      meta: right,
      cell: ({ row: { original } }) => formatRate(original.events_per_1000_miles),
    }),
    column.accessor((s) => TREND_ORDER[s.trend], {
      id: 'trend',
      header: 'Trend',
      sortDescFirst: true,
      cell: ({ row: { original } }) => <TrendCell score={original} days={days} />,
    }),
    count('uncoached', 'Uncoached', (s) => s.uncoached),
  ]);
}

const getRowId = (s: DriverScore) => String(s.operator_id);

/** Each driver over the window: miles, events by type, the rate, its trend and what is left to coach. */
export function DriverAnalyticsTable(props: {
  scores: readonly DriverScore[] | undefined;
  days: number;
  state: AnalyticsState;
  onStateChange: (changes: Partial<AnalyticsState>) => void;
  /** The driver a link named: their row is highlighted. */
  highlightedId: number | null;
  isLoading: boolean;
  failure: { message: string; onRetry: () => void } | null;
}) {
  const { days, highlightedId } = props;
  const columns = useMemo(() => scoreColumns(days), [days]);
  const rowAttributes = useMemo(
    () => (s: DriverScore) => ({
      'data-operator-id': String(s.operator_id),
      'data-highlighted': String(s.operator_id === highlightedId),
    }),
    [highlightedId],
  );
  return (
    <Box className={classes.table}>
      <DataTable
        label="Driver analytics"
        columns={columns}
        data={props.scores ?? []}
        getRowId={getRowId}
        getRowLabel={(s) => s.name}
        rowAttributes={rowAttributes}
        sort={props.state.sort}
        onSortChange={urlSortChange(ANALYTICS_COLUMNS, props.onStateChange)}
        isLoading={props.isLoading}
        failure={props.failure}
        empty={
          <Text c="dimmed" size="sm">
            No driver drove an asset with a camera in these {days} days.
          </Text>
        }
        minWidth={900}
      />
    </Box>
  );
}
