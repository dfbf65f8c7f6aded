/**
 * The camera window's connection to one camera over the broker (docs/CAMERAS.md): requests on
 * the config's publish topic, the camera's answers on its subscription topic, one session at a
 * time. Messages that do not parse, or belong to another session, are logged and ignored.
 */
import {
  CAMERA_WINDOW_MESSAGES,
  encodeSignal,
  parseSignal,
  type CameraLiveConfig,
  type CameraSignal,
} from '@fleet/domain';
import type { SessionRequest } from '../model/window-state';
import type { BrokerClient } from './broker-client';
import type { CameraConnection, ConnectionListener, SessionListener } from './camera-connection';
import { PeerSession, type SignalBody } from './peer-session';
import { newSessionId } from './session-id';

export function createSignallingConnection(
  liveConfig: CameraLiveConfig,
  broker: BrokerClient,
  listener: ConnectionListener,
  createPeer: () => RTCPeerConnection = () => new RTCPeerConnection(),
): CameraConnection {
  const { publish_topic: publishTopic, client_id: clientId } = liveConfig.config;
  /** The id the next session will carry: a `configure` before it is sent under it. */
  let nextSessionId = newSessionId();
  let current: PeerSession | null = null;

  const send = (sessionId: string, message: SignalBody) => {
    const signal: CameraSignal = { ...message, session_id: sessionId, client_id: clientId };
    broker.publish(publishTopic, encodeSignal(signal));
  };

  broker.onMessage((_topic, payload) => {
    const parsed = parseSignal(payload);
    if (!parsed.ok) {
      console.warn(`Camera message ignored: ${parsed.reason}`);
      return;
    }
    // A late message of an ended session, or one meant for another viewer.
    if (current === null || parsed.message.session_id !== current.id) return;
    current.receive(parsed.message);
    // The camera ended it: nothing is left to say `bye` to.
    if (parsed.message.type === 'bye') current = null;
  });
  broker.onError((message) => listener.onError(message));

  function endSession() {
    if (current === null) return;
    send(current.id, { type: 'bye' });
    current.close();
    current = null;
  }

  return {
    startSession(request: SessionRequest, sessionListener: SessionListener) {
      endSession();
      const id = nextSessionId;
      nextSessionId = newSessionId();
      let peer: RTCPeerConnection;
      try {
        peer = createPeer();
      } catch {
        sessionListener.onError(CAMERA_WINDOW_MESSAGES.webrtcFailed);
        return;
      }
      current = new PeerSession(id, peer, sessionListener, (message) => send(id, message));
      send(
        id,
        request.kind === 'live'
          ? { type: 'stream', feed: request.feed }
          : { type: 'history', feed: request.feed, start: new Date(request.startMs).toISOString() },
      );
    },
    configure(feed) {
      send(nextSessionId, { type: 'configure', feed });
    },
    endSession,
    close() {
      endSession();
      broker.end();
    },
  };
}
