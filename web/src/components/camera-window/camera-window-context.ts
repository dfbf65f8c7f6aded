import { createContext, useContext } from 'react';
import type { EventClip } from '@fleet/domain';

/** The camera a window is opened for (spec 1 §2 "Camera feed floating window"). */
export interface CameraWindowTarget {
  cameraId: number;
  /** The header's title. */
  assetName: string;
  /** The camera's company: company 1854's windows hide Outside/Inside and play muted. */
  companyId: number;
  /** Only vendor 3's cameras play in this window (spec 1 §4); kept for what the window says. */
  vendorId: number;
  /**
   * A safety event's clip: the window opens in History on its date and plays the recording
   * holding its moment from the clip's start. Without it the window opens live.
   */
  clip?: EventClip;
}

export interface CameraWindowControls {
  /** Opens the window for a camera, in place of any window already open. */
  open: (target: CameraWindowTarget) => void;
  close: () => void;
}

export const CameraWindowContext = createContext<CameraWindowControls | null>(null);

/** The asset card's 'Access Camera' and the camera page open the window with this. */
export function useCameraWindow(): CameraWindowControls {
  const controls = useContext(CameraWindowContext);
  if (!controls) throw new Error('useCameraWindow() must be used inside CameraWindowProvider');
  return controls;
}
