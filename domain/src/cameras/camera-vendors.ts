/**
 * spec 1 §4: what each camera vendor's 'Access Camera' does. Vendor 3's feed plays in Fleet's
 * own floating window, vendor 5's cameras open the vendor's camera app in a new tab, and
 * vendor 4's are checked elsewhere (Fleet only records them).
 */
export const CAMERA_VENDOR = {
  fleetWindow: 3,
  checkedElsewhere: 4,
  externalApp: 5,
} as const;
export type CameraVendorId = (typeof CAMERA_VENDOR)[keyof typeof CAMERA_VENDOR];

export const CAMERA_VENDOR_IDS: readonly CameraVendorId[] = Object.values(CAMERA_VENDOR);

/** How Company > Cameras names each vendor. */
export const CAMERA_VENDOR_LABELS: Record<CameraVendorId, string> = {
  3: 'Fleet camera (live window)',
  4: 'Checked elsewhere',
  5: 'Camera app (external)',
};

export function isCameraVendorId(value: number): value is CameraVendorId {
  return (CAMERA_VENDOR_IDS as readonly number[]).includes(value);
}

/** The vendor's name, or its number for a vendor Fleet does not know. */
export function cameraVendorLabel(vendorId: number): string {
  return isCameraVendorId(vendorId) ? CAMERA_VENDOR_LABELS[vendorId] : `Vendor ${vendorId}`;
}
