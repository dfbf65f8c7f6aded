import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { describeAssignmentSource, operatorName, type DriverRoster } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';
import { AssetLink } from './asset-link';

type Driver = DriverRoster['drivers'][number];
const column = dataTableColumns<Driver>();

const dimmed = (text: string) => (
  <Text span c="dimmed" fz="sm">
    {text}
  </Text>
);

function driverColumns(timeZone: string) {
  return column.columns([
    column.accessor((d) => operatorName(d.operator), {
      id: 'name',
      header: 'Driver',
      enableHiding: false,
      cell: ({ getValue }) => (
        <Text span fw={500} fz="sm">
          {getValue()}
        </Text>
      ),
    }),
    column.accessor((d) => d.operator.fts_driver_id, {
      id: 'camera-id',
      header: 'Camera driver id',
      cell: ({ getValue }) => getValue() ?? dimmed('None'),
    }),
    column.accessor((d) => d.asset_name, {
      id: 'asset',
      header: 'Driving now',
      cell: ({ row: { original } }) => {
        const assignment = original.operator.active_operator?.active_assignment;
        return assignment && original.asset_name !== null ? (
          <AssetLink assetId={assignment.asset_id} name={original.asset_name} />
        ) : (
          dimmed('Nothing')
        );
      },
    }),
    column.accessor((d) => d.operator.active_operator?.active_assignment.date_assigned ?? null, {
      id: 'since',
      header: 'Since',
      sortDescFirst: true,
      cell: ({ getValue }) => {
        const since = getValue();
        return since ? formatInTimeZone(since, timeZone) : '';
      },
    }),
    column.accessor(
      (d) => {
        const assignment = d.operator.active_operator?.active_assignment;
        return assignment
          ? describeAssignmentSource(assignment.source, assignment.assigned_by_name)
          : null;
      },
      { id: 'how', header: 'Assigned by', cell: ({ getValue }) => getValue() ?? '' },
    ),
  ]);
}

const getRowId = (d: Driver) => String(d.operator.operator_id);
const getRowLabel = (d: Driver) => operatorName(d.operator);

/** The company's drivers and what each drives now (the camera page's Drivers tab). */
export function DriversTable(props: {
  drivers: readonly Driver[] | undefined;
  isLoading: boolean;
  onRetry: (() => void) | null;
  timeZone: string;
}) {
  const columns = useMemo(() => driverColumns(props.timeZone), [props.timeZone]);
  return (
    <DataTable
      label="Drivers"
      columns={columns}
      data={props.drivers ?? []}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      isLoading={props.isLoading}
      failure={
        props.onRetry
          ? { message: 'The drivers could not be loaded.', onRetry: props.onRetry }
          : null
      }
      empty={<Text c="dimmed">No drivers yet. Create one to name who runs your machines.</Text>}
    />
  );
}
