/**
 * What the camera window asks of its connection to a camera (docs/CAMERAS.md "Signalling over
 * MQTT"): the controller sees only this, so its state machine is tested without a broker or a
 * browser's WebRTC (model/window-controller.test.ts), and `mqtt-connection.ts` is the one
 * implementation the window loads.
 */
import type { CameraFeed, CameraLiveConfig } from '@fleet/domain';
import type { SessionRequest } from '../model/window-state';

/** How a session goes, told by the connection as the camera answers. */
export interface SessionListener {
  /** The camera made its offer: it has accepted the session. */
  onOffer(): void;
  /** Video arrived over a connected peer connection. */
  onStream(stream: MediaStream): void;
  /** The session cannot go on; `message` is the sentence the window shows (spec 1 §8). */
  onError(message: string): void;
  /** The camera ended the session (`bye`). */
  onBye(): void;
}

export interface CameraConnection {
  /** Starts a new session (new session id): `stream` for live, `history` for recorded video. */
  startSession(request: SessionRequest, listener: SessionListener): void;
  /** Tells the camera which feed the next session shows (spec 1 §4: a camera toggle). */
  configure(feed: CameraFeed): void;
  /** Says `bye` for the session in progress, if any, and closes its peer connection. */
  endSession(): void;
  /** Ends the session and disconnects from the broker. */
  close(): void;
}

/** Failures of the connection itself (the broker), after it was made. */
export interface ConnectionListener {
  onError(message: string): void;
}

/**
 * Connects with a live config (subscribed to its subscription topic when it resolves). Rejects
 * with a `CameraWindowError` whose message is the sentence to show.
 */
export type ConnectCamera = (
  liveConfig: CameraLiveConfig,
  listener: ConnectionListener,
) => Promise<CameraConnection>;

/** A failure whose message is already one of spec 1 §8's sentences, shown as it is. */
export class CameraWindowError extends Error {
  override readonly name = 'CameraWindowError';
}
