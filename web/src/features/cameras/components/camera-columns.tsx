import { Anchor, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { cameraVendorLabel, EMPTY_VALUE, type CameraListItem } from '@fleet/domain';
import { CameraStateBadge } from '../../../components/camera-state-badge';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';
import { formatTimeAgo } from '../../../lib/time-ago';
import { CAMERA_ORDER, type CameraColumn } from '../model/camera-table';

const column = dataTableColumns<CameraListItem>();

const sortBy =
  (id: CameraColumn) =>
  (a: { original: CameraListItem }, b: { original: CameraListItem }): number =>
    CAMERA_ORDER[id](a.original, b.original);

const dimmed = (text: string) => (
  <Text span c="dimmed" fz="sm">
    {text}
  </Text>
);

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
    column.accessor((camera) => camera.asset?.custom_name ?? null, {
      id: 'asset',
      header: 'Installed on',
      sortFn: sortBy('asset'),
      cell: ({ row: { original } }) =>
        original.asset ? (
          <Anchor component={Link} to={`/assets/all/asset/${original.asset.asset_id}`} fz="sm">
            {original.asset.custom_name}
          </Anchor>
        ) : (
          dimmed('Not installed')
        ),
    }),
    column.accessor((camera) => camera.status?.online ?? null, {
      id: 'status',
      header: 'Status',
      sortFn: sortBy('status'),
      cell: ({ row: { original } }) =>
        original.status ? (
          <CameraStateBadge vendorId={original.camera_vendor_id} status={original.status} />
        ) : (
          // spec 1 §6: without camera access the list names cameras, not what they report.
          dimmed(EMPTY_VALUE)
        ),
    }),
    column.accessor((camera) => camera.status?.status_at ?? null, {
      id: 'report',
      header: 'Last report',
      sortFn: sortBy('report'),
      sortDescFirst: true,
      cell: ({ row: { original } }) => {
        const at = original.status?.status_at;
        if (!original.status) return dimmed(EMPTY_VALUE);
        if (!at) return dimmed('Never');
        return (
          <Tooltip label={formatInTimeZone(at, timeZone) ?? at} withArrow>
            <Text span fz="sm">
              {formatTimeAgo(at, nowMs, timeZone)}
            </Text>
          </Tooltip>
        );
      },
    }),
  ]);
}
