import type { CameraListItem } from '@fleet/domain';
import { ConfirmDialog } from '../../../components/dialogs/confirm-dialog';
import { describeServerError } from '../../../lib/forms/server-errors';
import { useLastPresent } from '../../../lib/hooks/use-last-present';
import { useAssignCamera } from '../api/assign-camera';

interface TakeOffCameraModalProps {
  /** The camera to take off its asset; null keeps the dialog closed. */
  camera: CameraListItem | null;
  onClose: () => void;
  onTakenOff: (camera: CameraListItem, assetName: string) => void;
}

// A confirmation has no field: every refusal shows above its buttons.
const noField = () => false;

/** Asks before taking a camera off its asset: the card stops offering its feed. */
export function TakeOffCameraModal({ camera, onClose, onTakenOff }: TakeOffCameraModalProps) {
  const assign = useAssignCamera();
  const shown = useLastPresent(camera);
  const assetName = shown?.asset?.custom_name ?? 'its asset';

  const close = () => {
    assign.reset();
    onClose();
  };
  const takeOff = () => {
    if (!camera) return;
    assign.mutate(
      { cameraId: camera.camera_id, assetId: null },
      {
        onSuccess: (updated) => {
          assign.reset();
          onTakenOff(updated, assetName);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      opened={camera !== null}
      title={`Take ${shown?.vendor_camera_id ?? 'the camera'} off ${assetName}?`}
      confirmLabel="Take off"
      onConfirm={takeOff}
      onCancel={close}
      isPending={assign.isPending}
      failure={assign.error ? describeServerError(assign.error, noField).message : null}
      danger
    >
      {`${assetName}'s card stops showing the camera. The camera stays registered; install it on an asset again whenever you like.`}
    </ConfirmDialog>
  );
}
