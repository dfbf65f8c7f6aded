import { useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { CameraListItem } from '@fleet/domain';
import { DeviceTable } from '../../../components/devices/device-table';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { useNow } from '../../../lib/hooks/use-now';
import { showSuccessToast } from '../../../lib/toasts';
import { useTableUrlState } from '../../../lib/url-state/use-table-url-state';
import { useCameras } from '../../../lib/cameras-api/get-cameras';
import { AssignCameraModal } from '../components/assign-camera-modal';
import { CAMERAS_TABLE } from '../components/cameras-table';
import { RegisterCameraModal } from '../components/register-camera-modal';
import { RemoveCameraModal } from '../components/remove-camera-modal';
import { TakeOffCameraModal } from '../components/take-off-camera-modal';
import { DEFAULT_TABLE_STATE, cameraTableSchema } from '../model/camera-table';
import { cameraPermissions } from '../model/permissions';

/** Company > Cameras (docs/CAMERAS.md): register cameras and install them on assets. */
export function CamerasPage() {
  const { ctx, company } = useAccess();
  const { canManage } = cameraPermissions(ctx);
  const cameras = useCameras();
  const [tableState, setTableState] = useTableUrlState(cameraTableSchema, DEFAULT_TABLE_STATE);
  const nowMs = useNow(30_000);
  const [isRegistering, setRegistering] = useState(false);
  const [assigning, setAssigning] = useState<CameraListItem | null>(null);
  const [takingOff, setTakingOff] = useState<CameraListItem | null>(null);
  const [removing, setRemoving] = useState<CameraListItem | null>(null);

  const onRegistered = (camera: CameraListItem) => {
    setRegistering(false);
    // The search cleared, so the new camera is among the rows.
    setTableState({ q: '', show: 'all' });
    showSuccessToast(
      camera.asset
        ? `${camera.vendor_camera_id} is registered and installed on ${camera.asset.custom_name}.`
        : `${camera.vendor_camera_id} is registered. Install it on an asset to see it on its card.`,
    );
  };

  return (
    <Stack gap="lg" maw={1200}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xl">
        <PageHeader
          title="Cameras"
          description="The company’s dash cameras, the asset each is on and what it last reported."
        />
        {canManage && (
          <Button
            leftSection={<IconPlus size={18} />}
            onClick={() => setRegistering(true)}
            style={{ flexShrink: 0 }}
          >
            Add camera
          </Button>
        )}
      </Group>

      <DeviceTable
        config={CAMERAS_TABLE}
        devices={cameras.data}
        isLoading={cameras.isPending}
        onRetry={cameras.isError ? () => void cameras.refetch() : null}
        state={tableState}
        onStateChange={setTableState}
        timeZone={company.timezone}
        nowMs={nowMs}
        actions={
          canManage
            ? { onInstall: setAssigning, onTakeOff: setTakingOff, onRemove: setRemoving }
            : undefined
        }
      />

      <RegisterCameraModal
        opened={isRegistering}
        onClose={() => setRegistering(false)}
        onRegistered={onRegistered}
      />
      <AssignCameraModal
        camera={assigning}
        onClose={() => setAssigning(null)}
        onAssigned={(camera) => {
          setAssigning(null);
          showSuccessToast(
            `${camera.vendor_camera_id} is now on ${camera.asset?.custom_name ?? '--'}.`,
          );
        }}
      />
      <TakeOffCameraModal
        camera={takingOff}
        onClose={() => setTakingOff(null)}
        onTakenOff={(camera, assetName) => {
          setTakingOff(null);
          showSuccessToast(`${camera.vendor_camera_id} is off ${assetName}.`);
        }}
      />
      <RemoveCameraModal
        camera={removing}
        onClose={() => setRemoving(null)}
        onRemoved={(camera) => {
          setRemoving(null);
          showSuccessToast(`${camera.vendor_camera_id} is removed.`);
        }}
      />
    </Stack>
  );
}
