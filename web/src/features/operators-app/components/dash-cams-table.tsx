import { useMemo } from 'react';
import { Button, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { CAMERA_VENDOR, cameraVendorLabel, type CameraListItem } from '@fleet/domain';
import { CameraStateBadge } from '../../../components/camera-state-badge';
import { DataTable } from '../../../components/data-table/data-table';
import { dataTableColumns } from '../../../components/data-table/data-table-features';
import { formatInTimeZone } from '../../../lib/company-days';
import { usePostToCameraPage } from '../pages/operators-app-layout';
import { AssetLink } from './asset-link';

const column = dataTableColumns<CameraListItem>();

/** Live video is Fleet's own window for vendor 3; the others' viewers are their apps. */
function ViewButton({ camera }: { camera: CameraListItem }) {
  const post = usePostToCameraPage();
  if (camera.camera_vendor_id !== CAMERA_VENDOR.fleetWindow || camera.asset === null) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconVideo size={14} />}
      onClick={() => post({ type: 'open-camera', cameraId: camera.camera_id })}
    >
      View
    </Button>
  );
}

function dashCamColumns(timeZone: string) {
  return column.columns([
    column.accessor((c) => c.asset?.custom_name ?? null, {
      id: 'asset',
      header: 'Asset',
      enableHiding: false,
      cell: ({ row: { original } }) =>
        original.asset ? (
          <AssetLink assetId={original.asset.asset_id} name={original.asset.custom_name} />
        ) : (
          <Text span c="dimmed" fz="sm">
            Not installed
          </Text>
        ),
    }),
    column.accessor('vendor_camera_id', {
      id: 'camera',
      header: 'Camera',
      cell: ({ row: { original } }) => (
        <Text span ff="monospace" fz="sm">
          {original.vendor_camera_id}
        </Text>
      ),
    }),
    column.accessor((c) => cameraVendorLabel(c.camera_vendor_id), {
      id: 'vendor',
      header: 'Vendor',
    }),
    column.display({
      id: 'state',
      header: 'State',
      cell: ({ row: { original } }) =>
        original.status && (
          <CameraStateBadge vendorId={original.camera_vendor_id} status={original.status} />
        ),
    }),
    column.accessor((c) => c.status?.status_at ?? null, {
      id: 'reported',
      header: 'Last report',
      sortDescFirst: true,
      cell: ({ getValue }) => {
        const at = getValue();
        return at ? formatInTimeZone(at, timeZone) : '';
      },
    }),
    column.display({
      id: 'view',
      header: 'Live video',
      enableHiding: false,
      cell: ({ row: { original } }) => <ViewButton camera={original} />,
    }),
  ]);
}

const getRowId = (c: CameraListItem) => String(c.camera_id);
const getRowLabel = (c: CameraListItem) => c.asset?.custom_name ?? c.vendor_camera_id;

/** The company's dash cams, their state, and 'View' to open one's live video. */
export function DashCamsTable(props: {
  cameras: readonly CameraListItem[] | undefined;
  isLoading: boolean;
  onRetry: (() => void) | null;
  timeZone: string;
}) {
  const columns = useMemo(() => dashCamColumns(props.timeZone), [props.timeZone]);
  return (
    <DataTable
      label="Dash cams"
      columns={columns}
      data={props.cameras ?? []}
      getRowId={getRowId}
      getRowLabel={getRowLabel}
      isLoading={props.isLoading}
      failure={
        props.onRetry
          ? { message: 'The cameras could not be loaded.', onRetry: props.onRetry }
          : null
      }
      empty={
        <Text c="dimmed">No cameras yet. An admin registers them in Company &gt; Cameras.</Text>
      }
    />
  );
}
