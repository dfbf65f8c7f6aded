import { Text } from '@mantine/core';
import { cameraVendorLabel, EMPTY_VALUE, type CameraListItem } from '@fleet/domain';
import { CameraStateBadge } from '../../../components/camera-state-badge';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import {
  DimmedText,
  installedOnColumn,
  LastHeardCell,
  sortRowsBy,
} from '../../../components/devices/device-cells';
import { CAMERA_ORDER } from '../model/camera-table';

const column = dataTableColumns<CameraListItem>();
const sortBy = sortRowsBy(CAMERA_ORDER);

/** The cameras table's columns; they read the clock, so they are rebuilt as it moves. */
export function cameraColumns(timeZone: string, nowMs: number) {
  return column.columns([
    column.accessor('vendor_camera_id', {
      id: 'serial',
      header: 'Serial',
      sortFn: sortBy('serial'),
      // The row's name: hiding it would leave rows nobody can tell apart.
      enableHiding: false,
      cell: ({ row: { original } }) => (
        <Text span ff="monospace" fw={500} fz="sm" title={original.name ?? undefined}>
          {original.vendor_camera_id}
        </Text>
      ),
    }),
    column.accessor('camera_vendor_id', {
      id: 'vendor',
      header: 'Vendor',
      sortFn: sortBy('vendor'),
      cell: ({ row: { original } }) => (
        <Text span fz="sm">
          {cameraVendorLabel(original.camera_vendor_id)}
        </Text>
      ),
    }),
    installedOnColumn(sortBy('asset')),
    column.accessor((camera) => camera.status?.online ?? null, {
      id: 'status',
      header: 'Status',
      sortFn: sortBy('status'),
      cell: ({ row: { original } }) =>
        original.status ? (
          <CameraStateBadge vendorId={original.camera_vendor_id} status={original.status} />
        ) : (
          // spec 1 §6: without camera access the list names cameras, not what they report.
          <DimmedText>{EMPTY_VALUE}</DimmedText>
        ),
    }),
    column.accessor((camera) => camera.status?.status_at ?? null, {
      id: 'report',
      header: 'Last report',
      sortFn: sortBy('report'),
      sortDescFirst: true,
      cell: ({ row: { original } }) =>
        original.status ? (
          <LastHeardCell at={original.status.status_at} timeZone={timeZone} nowMs={nowMs} />
        ) : (
          <DimmedText>{EMPTY_VALUE}</DimmedText>
        ),
    }),
  ]);
}
