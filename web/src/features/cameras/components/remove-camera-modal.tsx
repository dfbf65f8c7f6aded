import type { CameraListItem } from '@fleet/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { describeServerError } from '../../../lib/forms/server-errors';
import { useLastPresent } from '../../../lib/hooks/use-last-present';
import { useRemoveCamera } from '../api/remove-camera';

interface RemoveCameraModalProps {
  /** The camera to remove (one on no asset); null keeps the dialog closed. */
  camera: CameraListItem | null;
  onClose: () => void;
  onRemoved: (camera: CameraListItem) => void;
}

const noField = () => false;

/** Asks before removing a camera from the company's records. */
export function RemoveCameraModal({ camera, onClose, onRemoved }: RemoveCameraModalProps) {
  const remove = useRemoveCamera();
  const shown = useLastPresent(camera);

  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!camera) return;
    remove.mutate(camera.camera_id, {
      onSuccess: () => {
        remove.reset();
        onRemoved(camera);
      },
    });
  };

  return (
    <ConfirmDialog
      opened={camera !== null}
      title={`Remove camera ${shown?.vendor_camera_id ?? ''}?`}
      confirmLabel="Remove"
      onConfirm={confirm}
      onCancel={close}
      isPending={remove.isPending}
      failure={remove.error ? describeServerError(remove.error, noField).message : null}
      danger
    >
      It leaves the company’s cameras. Register it again by its serial should it come back.
    </ConfirmDialog>
  );
}
