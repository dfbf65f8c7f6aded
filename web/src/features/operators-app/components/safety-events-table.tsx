import { useMemo, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { SafetyEvent } from '@fleet/domain';
import { DataTable, type DataTablePaging } from '../../../components/data-table/data-table';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';
import { safetyEventLabel, safetyEventSpeed } from '../model/safety-event-text';
import { AssetLink } from './asset-link';
import { CoachedState } from './coached-state';
import { SafetyEventActions } from './safety-event-actions';

const column = dataTableColumns<SafetyEvent>();

const dimmed = (text: string) => (
  <Text span c="dimmed" fz="sm">
    {text}
  </Text>
);

function eventColumns(timeZone: string) {
  return column.columns([
    column.accessor('report_timestamp', {
      id: 'when',
      header: 'When',
      enableHiding: false,
      cell: ({ getValue }) => formatInTimeZone(getValue(), timeZone) ?? '',
    }),
    column.accessor((e) => safetyEventLabel(e.tracking_incident_type_id), {
      id: 'type',
      header: 'Event',
      cell: ({ getValue }) => (
        <Text span fw={500} fz="sm">
          {getValue()}
        </Text>
      ),
    }),
    column.accessor('asset_name', {
      id: 'asset',
      header: 'Asset',
      cell: ({ row: { original } }) => (
        <AssetLink assetId={original.asset_id} name={original.asset_name} />
      ),
    }),
    column.accessor((e) => e.operator?.name ?? null, {
      id: 'driver',
      header: 'Driver',
      cell: ({ getValue }) => getValue() ?? dimmed('Unassigned'),
    }),
    column.accessor((e) => safetyEventSpeed(e), {
      id: 'speed',
      header: 'Speed',
      cell: ({ getValue }) => getValue() ?? dimmed('Not known'),
    }),
    column.accessor((e) => e.coaching !== null, {
      id: 'coached',
      header: 'Coaching',
      cell: ({ row: { original } }) => (
        <CoachedState coaching={original.coaching} timeZone={timeZone} />
      ),
    }),
  ]);
}

const getRowId = (e: SafetyEvent) => String(e.safety_event_id);
const getRowLabel = (e: SafetyEvent) => `${e.asset_name} ${e.report_timestamp}`;
const rowAttributes = (e: SafetyEvent) => ({ 'data-event-id': String(e.safety_event_id) });

/**
 * Safety events, newest first, a page at a time from the server: when (where the company is),
 * what, on which asset (its card opens around the frame), who drove, how fast, coached or not,
 * and the clip.
 */
export function SafetyEventsTable(props: {
  label: string;
  events: readonly SafetyEvent[] | undefined;
  paging?: DataTablePaging;
  isLoading: boolean;
  failure: { message: string; onRetry: () => void } | null;
  timeZone: string;
  onCoach: ((event: SafetyEvent) => void) | null;
  toolbar?: ReactNode;
  summary?: ReactNode;
  empty: ReactNode;
  /** Columns that say nothing where the table stands (one driver's, all uncoached). */
  hiddenColumns?: readonly string[];
  /** The rows scroll inside this height. */
  maxHeight?: number | string;
}) {
  const { timeZone, onCoach } = props;
  const columns = useMemo(() => eventColumns(timeZone), [timeZone]);
  return (
    <DataTable
      label={props.label}
      columns={columns}
      data={props.events ?? []}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      rowAttributes={rowAttributes}
      paging={props.paging}
      rowActions={(event) => (
        <SafetyEventActions event={event} timeZone={timeZone} onCoach={onCoach} />
      )}
      isLoading={props.isLoading}
      failure={props.failure}
      toolbar={props.toolbar}
      summary={props.summary}
      empty={props.empty}
      initialHiddenColumns={props.hiddenColumns}
      maxHeight={props.maxHeight}
      minWidth={960}
    />
  );
}
