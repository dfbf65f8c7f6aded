import type { CameraListItem } from '@fleet/domain';
import { TakeOffDeviceModal } from '../../../components/devices/take-off-device-modal';
import { cameraOnAsset, useAssignCamera } from '../api/assign-camera';
import { CAMERA_KIND } from '../model/camera-kind';

interface TakeOffCameraModalProps {
  /** The camera to take off its asset; null keeps the dialog closed. */
  camera: CameraListItem | null;
  onClose: () => void;
  onTakenOff: (camera: CameraListItem, assetName: string) => void;
}

/** Asks before taking a camera off its asset: the card stops offering its feed. */
export function TakeOffCameraModal({ camera, onClose, onTakenOff }: TakeOffCameraModalProps) {
  const assign = useAssignCamera();
  return (
    <TakeOffDeviceModal
      kind={CAMERA_KIND}
      consequence={(assetName) =>
        `${assetName}'s card stops showing the camera. The camera stays registered; install it on an asset again whenever you like.`
      }
      device={camera}
      assign={assign}
      inputOf={cameraOnAsset}
      onClose={onClose}
      onTakenOff={onTakenOff}
    />
  );
}
