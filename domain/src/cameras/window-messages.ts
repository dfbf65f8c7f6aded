/**
 * spec 1 §8: what the camera window says, each shown with Retry. Quoted ones are the spec's,
 * verbatim; where the spec elides the end of a sentence ('…') we finish it in its own words.
 * The camera's `error` messages are shown as it sends them; these are the sentences it sends
 * (the simulator uses them too) and the window's own.
 */
export const CAMERA_WINDOW_MESSAGES = {
  invalidConfig: 'Invalid camera configuration. If the problem persists, contact support.',
  generic: 'An error has occurred. If the problem persists, contact support.',
  subscription: (detail: string) => `Subscription error: ${detail}`,
  mqtt: (detail: string) => `MQTT error: ${detail}`,
  webrtcFailed: 'WebRTC connection failed',
  offer: (detail: string) => `Error handling the offer: ${detail}`,
  answer: (detail: string) => `Error sending the answer: ${detail}`,
  candidate: (detail: string) => `Error adding a candidate: ${detail}`,
  signalling: (detail: string) => `Signalling error: ${detail}`,
  busy: 'Camera is being viewed by another user at this time.',
  insideOff: 'Inside camera mode is off.',
  engaged: 'Camera is currently engaged in an event and should be available in a few minutes',
  unknown: (code: string | number) => `Unknown error. (error code=${code})`,
  historyConfigTimeout:
    'Unable to retrieve history configuration. If the problem persists, contact support.',
  historySessionTimeout:
    'Unable to establish a history session. If the problem persists, contact support.',
  historyStreamTimeout:
    'Unable to connect to the history stream. If the problem persists, contact support.',
  liveStartTimeout: 'Camera is offline or has a poor connection.',
  /** Ours: a safety event's clip asked for, and no recording of the camera holds its moment. */
  clipGone: 'The camera no longer has this clip. Choose another recording from its history.',
} as const;

/** The camera's `error` as the window shows it: its message, or the code when it sent none. */
export function describeCameraError(code: string | number, message: string | undefined): string {
  const text = message?.trim() ?? '';
  return text === '' ? CAMERA_WINDOW_MESSAGES.unknown(code) : text;
}
