import type { CameraListItem } from '@fleet/domain';
import { AssignDeviceModal } from '../../../components/devices/assign-device-modal';
import { cameraOnAsset, useAssignCamera } from '../api/assign-camera';
import { CAMERA_KIND } from '../model/camera-kind';

interface AssignCameraModalProps {
  /** The camera to install or move; null keeps the dialog closed. */
  camera: CameraListItem | null;
  onClose: () => void;
  onAssigned: (camera: CameraListItem) => void;
}

/** Installs a camera on an asset without one, or moves it there: its card shows the camera. */
export function AssignCameraModal({ camera, onClose, onAssigned }: AssignCameraModalProps) {
  const assign = useAssignCamera();
  return (
    <AssignDeviceModal
      kind={CAMERA_KIND}
      words={{
        install: 'The asset’s card shows the camera and its Access Camera button.',
        move: (from) =>
          `It is on ${from} now. Its card shows the camera from now on; ${from} no longer does.`,
      }}
      device={camera}
      assign={assign}
      inputOf={cameraOnAsset}
      onClose={onClose}
      onAssigned={onAssigned}
    />
  );
}
