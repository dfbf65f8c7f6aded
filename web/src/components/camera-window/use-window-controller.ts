import { useEffect, useState } from 'react';
import type { EventClip } from '@fleet/domain';
import { connectCamera } from './session/connect-camera';
import { getCameraClips } from './api/camera-clips';
import { getCameraLiveConfig } from './api/live-config';
import {
  createCameraWindowController,
  type CameraWindowController,
} from './model/window-controller';

/**
 * The window's controller, disposed when the window closes (the camera is told `bye`, the
 * broker connection closed). A window is one camera (the provider keys it by camera id), and
 * one clip when it was opened at one: it goes there once mounted (again after strict mode's
 * dispose, which leaves the controller as new).
 */
export function useWindowController(
  cameraId: number,
  timeZone: string,
  clip: EventClip | undefined,
): CameraWindowController {
  const [controller] = useState(() =>
    createCameraWindowController({
      timeZone,
      fetchLiveConfig: (signal) => getCameraLiveConfig(cameraId, signal),
      fetchClips: (signal) => getCameraClips(cameraId, signal),
      connect: connectCamera,
    }),
  );
  useEffect(() => {
    if (clip) controller.openClip(clip);
    return () => controller.dispose();
  }, [controller, clip]);
  return controller;
}
