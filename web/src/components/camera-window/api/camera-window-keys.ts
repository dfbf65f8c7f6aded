/** Query keys of the camera window's calls (the status is lib/camera-status.ts's, shared). */
export const cameraWindowKeys = {
  snapshots: (cameraId: number) => ['camera-snapshots', cameraId] as const,
};
