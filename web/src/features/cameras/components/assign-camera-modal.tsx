import { useState, type FormEvent } from 'react';
import { Modal, Stack, Text } from '@mantine/core';
import type { CameraListItem } from '@fleet/domain';
import { DialogActions } from '../../../components/dialogs/dialog-actions';
import { describeServerError } from '../../../lib/forms/server-errors';
import { useLastPresent } from '../../../lib/hooks/use-last-present';
import { useAssignCamera } from '../api/assign-camera';
import { CameraAssetSelect } from './camera-asset-select';

interface AssignCameraModalProps {
  /** The camera to install or move; null keeps the dialog closed. */
  camera: CameraListItem | null;
  onClose: () => void;
  onAssigned: (camera: CameraListItem) => void;
}

/** Installs a camera on an asset without one, or moves it there from its current asset. */
export function AssignCameraModal({ camera, onClose, onAssigned }: AssignCameraModalProps) {
  const shown = useLastPresent(camera);
  const title = shown?.asset
    ? `Move ${shown.vendor_camera_id}`
    : `Install ${shown?.vendor_camera_id ?? 'camera'}`;
  return (
    <Modal opened={camera !== null} onClose={onClose} title={title} size="md">
      {shown && (
        <AssignCameraForm
          key={shown.camera_id}
          camera={shown}
          onClose={onClose}
          onAssigned={onAssigned}
        />
      )}
    </Modal>
  );
}

function AssignCameraForm({
  camera,
  onClose,
  onAssigned,
}: AssignCameraModalProps & { camera: CameraListItem }) {
  const assign = useAssignCamera();
  const [assetId, setAssetId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  // The one field is the asset: a refusal (taken meanwhile, archived) reads best above the buttons.
  const failure = assign.error ? describeServerError(assign.error, () => false).message : null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assetId === null) {
      setMissing(true);
      return;
    }
    assign.mutate({ cameraId: camera.camera_id, assetId }, { onSuccess: onAssigned });
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          {camera.asset
            ? `It is on ${camera.asset.custom_name} now. Its card shows the camera from now on; ${camera.asset.custom_name} no longer does.`
            : 'The asset’s card shows the camera and its Access Camera button.'}
        </Text>
        <CameraAssetSelect
          label={camera.asset ? 'Move to asset' : 'Install on asset'}
          description="Only assets without a camera are listed."
          placeholder="Search assets by name"
          required
          data-autofocus
          value={assetId}
          onChange={(next) => {
            setAssetId(next);
            setMissing(false);
            if (assign.isError) assign.reset();
          }}
          error={missing ? 'Choose an asset' : undefined}
        />
        <DialogActions
          failure={failure}
          onCancel={onClose}
          confirmLabel={camera.asset ? 'Move' : 'Install'}
          isPending={assign.isPending}
        />
      </Stack>
    </form>
  );
}
