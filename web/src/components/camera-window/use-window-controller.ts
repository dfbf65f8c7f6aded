import { useEffect, useState } from 'react';
import { connectCamera } from './session/connect-camera';
import { getCameraClips } from './api/camera-clips';
import { getCameraLiveConfig } from './api/live-config';
import {
  createCameraWindowController,
  type CameraWindowController,
} from './model/window-controller';

/**
 * The window's controller, disposed when the window closes (the camera is told `bye`, the
 * broker connection closed). A window is one camera (the provider keys it by camera id).
 */
export function useWindowController(cameraId: number, timeZone: string): CameraWindowController {
  const [controller] = useState(() =>
    createCameraWindowController({
      timeZone,
      fetchLiveConfig: (signal) => getCameraLiveConfig(cameraId, signal),
      fetchClips: (signal) => getCameraClips(cameraId, signal),
      connect: connectCamera,
    }),
  );
  useEffect(() => () => controller.dispose(), [controller]);
  return controller;
}
