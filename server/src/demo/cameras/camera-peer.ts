import {
  CAMERA_WINDOW_MESSAGES,
  cameraInTopic,
  cameraOutTopic,
  encodeSignal,
  parseSignal,
  type CameraFeed,
  type CameraSignal,
} from '@fleet/domain';
import { type MqttClient } from 'mqtt';
import { startViewerSession, type Playback, type ViewerSession } from './viewer-session';
import { type IceServer } from './wrtc';

/**
 * What the camera can do now (see camera-status.ts): `ready` streams; `asleep` (engine off, for
 * the vendor with a sleep mode) and `offline` (tracker silent, so the vehicle has no power or
 * no signal) start nothing. A real offline camera cannot answer, so the simulated one keeps
 * quiet and the window gives up on its own (spec 1 §8 'Camera is offline or has a poor
 * connection.'); an asleep one still says `bye` to a viewer it drops.
 */
export type CameraAvailability = 'ready' | 'asleep' | 'offline';

export interface CameraPeerOptions {
  client: MqttClient;
  companyId: number;
  cameraId: number;
  assetName: string;
  /** spec 1 §3 number_of_feeds: 1 outside only, 2 outside and inside. */
  feeds: 1 | 2;
  clock?: () => number;
  log?: (message: string) => void;
  /** STUN/TURN for viewers outside this machine's network; none needed on one host. */
  iceServers?: IceServer[];
  availability?: CameraAvailability;
}

export interface CameraPeer {
  /** Who is watching now, if anyone. */
  readonly viewer: { clientId: string; sessionId: string; feed: CameraFeed } | null;
  readonly availability: CameraAvailability;
  setAvailability(availability: CameraAvailability): void;
  /** Ends the session (telling the viewer) and leaves the topic; the client stays the caller's. */
  stop(): Promise<void>;
}

type StartMessage = Extract<CameraSignal, { type: 'stream' | 'history' }>;

/**
 * A simulated camera on the signalling broker (docs/CAMERAS.md): it listens on its `in` topic
 * and answers each viewer on that viewer's `out` topic. One viewer at a time (spec 1 §8); the
 * same viewer starting again replaces its own session (the window's Retry). Malformed
 * messages are logged and ignored.
 */
export async function startCameraPeer(options: CameraPeerOptions): Promise<CameraPeer> {
  const { client, companyId, cameraId, feeds } = options;
  const clock = options.clock ?? Date.now;
  const log = (message: string): void => options.log?.(`camera ${cameraId}: ${message}`);
  const inTopic = cameraInTopic(companyId, cameraId);
  let availability: CameraAvailability = options.availability ?? 'ready';
  let session: ViewerSession | null = null;
  let stopped = false;

  const send = (message: CameraSignal): void => {
    if (stopped && message.type !== 'bye') return;
    client.publish(
      cameraOutTopic(companyId, cameraId, message.client_id),
      encodeSignal(message),
      { qos: 1 },
      (error) => {
        if (error) log(`could not send ${message.type} to ${message.client_id}: ${error.message}`);
      },
    );
  };

  const refuse = (to: CameraSignal, code: string, message: string): void => {
    send({ type: 'error', client_id: to.client_id, session_id: to.session_id, code, message });
  };

  /** The inside feed of a one-feed camera does not exist (spec 1 §8). */
  const refusesFeed = (message: CameraSignal & { feed: CameraFeed }): boolean => {
    if (message.feed === 'inside' && feeds < 2) {
      refuse(message, 'inside_off', CAMERA_WINDOW_MESSAGES.insideOff);
      return true;
    }
    return false;
  };

  const isCurrent = (message: CameraSignal): boolean =>
    session !== null &&
    session.clientId === message.client_id &&
    session.sessionId === message.session_id;

  const start = (message: StartMessage): void => {
    if (availability !== 'ready') {
      log(`${availability}: ignored ${message.type} from ${message.client_id}`);
      return;
    }
    // QoS 1 may deliver a message twice: the session it started is already running.
    if (isCurrent(message)) return;
    if (refusesFeed(message)) return;
    if (session && session.clientId !== message.client_id) {
      refuse(message, 'busy', CAMERA_WINDOW_MESSAGES.busy);
      return;
    }
    session?.end('the viewer started again', false);
    const playback: Playback =
      message.type === 'stream'
        ? { mode: 'live' }
        : { mode: 'history', startMs: Date.parse(message.start) };
    const started = startViewerSession({
      clientId: message.client_id,
      sessionId: message.session_id,
      feed: message.feed,
      playback,
      assetName: options.assetName,
      clock,
      iceServers: options.iceServers ?? [],
      send,
      log,
      onEnded: () => {
        if (session === started) session = null;
      },
    });
    session = started;
    log(`${playback.mode} ${message.feed} for viewer ${message.client_id}`);
  };

  const receive = (message: CameraSignal): void => {
    switch (message.type) {
      case 'stream':
      case 'history':
        start(message);
        return;
      case 'configure':
        if (refusesFeed(message)) return;
        if (isCurrent(message)) session?.handle(message);
        return;
      case 'answer':
      case 'candidate':
        if (isCurrent(message)) session?.handle(message);
        else log(`ignored ${message.type} for a session that is not running`);
        return;
      case 'bye':
        if (isCurrent(message)) session?.end('the viewer said bye', false);
        return;
      case 'offer':
      case 'error':
        log(`ignored ${message.type}: only a camera sends it`);
        return;
    }
  };

  const onMessage = (topic: string, payload: Buffer): void => {
    if (topic !== inTopic || stopped) return;
    if (availability === 'offline') return;
    const parsed = parseSignal(payload);
    if (!parsed.ok) {
      log(`ignored a message: ${parsed.reason}`);
      return;
    }
    try {
      receive(parsed.message);
    } catch (error) {
      // One viewer's bad moment must not take the camera (or the server) down.
      log(
        `could not handle ${parsed.message.type}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  };

  client.on('message', onMessage);
  // Listening is said once for all cameras (camera-simulator.ts), not once per camera.
  await client.subscribeAsync(inTopic, { qos: 1 });

  return {
    get viewer() {
      return session
        ? { clientId: session.clientId, sessionId: session.sessionId, feed: session.feed }
        : null;
    },
    get availability() {
      return availability;
    },
    setAvailability(next) {
      if (next === availability) return;
      availability = next;
      log(`now ${next}`);
      if (next !== 'ready') session?.end(`the camera is ${next}`, next === 'asleep');
    },
    async stop() {
      if (stopped) return;
      session?.end('the camera stopped', true);
      stopped = true;
      client.removeListener('message', onMessage);
      if (client.connected) {
        await client.unsubscribeAsync(inTopic).catch((error: unknown) => {
          log(`could not leave ${inTopic}: ${String(error)}`);
        });
      }
    },
  };
}
