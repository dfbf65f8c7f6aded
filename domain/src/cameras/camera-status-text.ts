import { CAMERA_VENDOR } from './camera-vendors';
import type { CameraStatus } from './camera.schema';

type StatusFacts = Pick<CameraStatus, 'online' | 'ready_to_stream'>;

/**
 * Vendor 3's cameras are the ones Fleet streams itself (spec 1 §4): `ready_to_stream` is the
 * window's own signal, so only their cameras can be online and yet not ready, which is their
 * power-saving sleep (spec 1 §4 "Sleep mode for one vendor's camera online but not ready").
 * The other vendors' viewers are theirs; for Fleet such a camera is simply not live.
 */
function isAsleep(vendorId: number, status: StatusFacts): boolean {
  return vendorId === CAMERA_VENDOR.fleetWindow && status.online && !status.ready_to_stream;
}

export const CAMERA_PANEL_STATES = ['connected', 'sleep', 'offline'] as const;
export type CameraPanelState = (typeof CAMERA_PANEL_STATES)[number];

/** spec 1 §2 card panel "Camera (Connected, Sleep mode or Offline …)". */
export const CAMERA_PANEL_WORDS: Record<CameraPanelState, string> = {
  connected: 'Connected',
  sleep: 'Sleep mode',
  offline: 'Offline',
};

/** The camera's state: live when online and ready to stream, else asleep or offline. */
export function cameraPanelState(vendorId: number, status: StatusFacts): CameraPanelState {
  if (status.online && status.ready_to_stream) return 'connected';
  return isAsleep(vendorId, status) ? 'sleep' : 'offline';
}

const STATUS_TEXT: Record<CameraPanelState, string> = {
  connected: 'Live',
  sleep: 'Sleep mode',
  offline: 'Camera Offline',
};

/** spec 1 §4 camera status message: 'Live', 'Sleep mode' or 'Camera Offline'. */
export function cameraStatusText(vendorId: number, status: StatusFacts): string {
  return STATUS_TEXT[cameraPanelState(vendorId, status)];
}
