import { Anchor, Text } from '@mantine/core';
import { geofenceTypeLabel, type GeofenceDto } from '@fleet/domain';
import { dataTableColumns } from '../../../components/data-table/data-table-features';

const column = dataTableColumns<GeofenceDto>();
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The geofence list (docs/GEOFENCES.md): the name shows it on the map. */
export function geofenceColumns(onOpen: (geofence: GeofenceDto) => void) {
  return column.columns([
    column.accessor('name', {
      id: 'name',
      header: 'Name',
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Anchor component="button" type="button" fz="sm" fw={600} onClick={() => onOpen(original)}>
          {original.name}
        </Anchor>
      ),
    }),
    column.accessor((g) => geofenceTypeLabel(g.geofence_type_id), {
      id: 'type',
      header: 'Type',
      meta: { width: 80 },
      cell: ({ getValue }) => <Text fz="sm">{getValue()}</Text>,
    }),
    column.accessor((g) => g.asset_ids_in_geofence?.length ?? 0, {
      id: 'inside',
      header: 'Assets inside',
      meta: { align: 'right', width: 100 },
      cell: ({ getValue }) => <Text fz="sm">{getValue().toLocaleString()}</Text>,
    }),
    column.accessor('alert_enter', {
      id: 'alert_enter',
      header: 'Alert on enter',
      meta: { width: 100 },
      cell: ({ getValue }) => yesNo(getValue()),
    }),
    column.accessor('alert_exit', {
      id: 'alert_exit',
      header: 'Alert on exit',
      meta: { width: 90 },
      cell: ({ getValue }) => yesNo(getValue()),
    }),
  ]);
}
