import { useMemo } from 'react';
import { Text } from '@mantine/core';
import type { DriverRoster } from '@fleet/domain';
import { DataTable } from '../../../components/data-table/data-table';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';
import { AssetLink } from './asset-link';
import { IdentifyControl } from './identify-control';

type Sighting = DriverRoster['unidentified'][number];
type Driver = DriverRoster['drivers'][number];
const column = dataTableColumns<Sighting>();

function sightingColumns(timeZone: string, drivers: readonly Driver[], canName: boolean) {
  const named = column.columns([
    column.accessor((s) => s.asset_name, {
      id: 'asset',
      header: 'Seen on',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <AssetLink assetId={original.pending_operator.t3_asset_id} name={original.asset_name} />
      ),
    }),
    column.accessor((s) => s.pending_operator.event_date, {
      id: 'when',
      header: 'When',
      sortDescFirst: true,
      cell: ({ getValue }) => formatInTimeZone(getValue(), timeZone),
    }),
    column.accessor((s) => s.pending_operator.vendor_camera_id, {
      id: 'camera',
      header: 'Camera',
      cell: ({ getValue }) => getValue() ?? '',
    }),
  ]);
  if (!canName) return named;
  return [
    ...named,
    column.display({
      id: 'identify',
      header: 'Who was driving',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <IdentifyControl
          pendingOperatorId={original.pending_operator.pending_operator_id}
          assetName={original.asset_name}
          drivers={drivers}
        />
      ),
    }),
  ];
}

const getRowId = (s: Sighting) => String(s.pending_operator.pending_operator_id);
const getRowLabel = (s: Sighting) => `${s.asset_name} ${s.pending_operator.event_date}`;

/**
 * Drivers a camera saw and could not name ('Unidentified Driver' on their asset's card): the
 * person who knows who it was names them here.
 */
export function UnidentifiedDrivers(props: {
  sightings: readonly Sighting[];
  drivers: readonly Driver[];
  timeZone: string;
  /** Read-only users see who is unnamed but name nobody. */
  canName: boolean;
}) {
  const { timeZone, drivers, canName } = props;
  const columns = useMemo(
    () => sightingColumns(timeZone, drivers, canName),
    [timeZone, drivers, canName],
  );
  return (
    <DataTable
      label="Unidentified drivers"
      columns={columns}
      data={props.sightings}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      empty={<Text c="dimmed">Every driver the cameras saw has a name.</Text>}
    />
  );
}
