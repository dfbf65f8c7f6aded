/** The cameras' refusals, the same words on the server and in the web's dialogs. */
export const CAMERA_MESSAGES = {
  /** The same words whoever holds it, so a refusal never tells which company has a camera. */
  serialTaken: (serial: string) =>
    `A camera with serial ${serial} is already registered for that vendor. Check the serial on the camera's label.`,
  unknownVendor: 'Choose the camera’s vendor: 3 (Fleet camera), 4 or 5 (camera app).',
  assetHasCamera: (assetName: string, serial: string) =>
    `${assetName} already has camera ${serial}. Take it off first.`,
  assetGotCamera: 'That asset got another camera meanwhile.',
  assetNotFound: 'That asset does not exist.',
  installedCannotRemove: (serial: string, assetName: string) =>
    `Camera ${serial} is installed on ${assetName}. Take it off before removing it.`,
  noFleetCam: 'Your company has no camera service. Ask Fleet support to turn it on.',
  /** spec 1 §8: the card's refusal when the status cannot be read. */
  statusFailed: (cameraId: number) =>
    `There was an error retrieving camera ${cameraId}'s status. Please contact customer support if the issue persists.`,
} as const;
