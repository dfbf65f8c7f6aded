import { describe, expect, it, vi } from 'vitest';
import { CAMERA_WINDOW_MESSAGES, type CameraLiveConfig, type CameraSignal } from '@fleet/domain';
import type { BrokerClient } from './broker-client';
import type { SessionListener } from './camera-connection';
import { createSignallingConnection } from './signalling-connection';

const liveConfig: CameraLiveConfig = {
  name: 'Truck 7',
  config: {
    publish_topic: 'fleet/1/cameras/2/in',
    subscription_topic: 'fleet/1/cameras/2/out/viewer1',
    client_id: 'viewer1',
    access_key_id: 'viewer1',
    secret_key: 'secret',
    protocol: 'ws',
    host: 'localhost:3000',
    expires_at: '2026-03-02T15:10:00Z',
  },
};

/** A broker that keeps what was published and lets the test deliver the camera's messages. */
function fakeBroker() {
  const published: CameraSignal[] = [];
  const end = vi.fn();
  let deliver: ((topic: string, payload: Uint8Array) => void) | undefined;
  let fail: ((message: string) => void) | undefined;
  const broker: BrokerClient = {
    publish: (topic, payload) => {
      expect(topic).toBe('fleet/1/cameras/2/in');
      published.push(JSON.parse(payload) as CameraSignal);
    },
    onMessage: (handler) => (deliver = handler),
    onError: (handler) => (fail = handler),
    end,
  };
  return {
    broker,
    end,
    published,
    fromCamera: (message: object) =>
      deliver?.('out', new TextEncoder().encode(JSON.stringify(message))),
    fail: (message: string) => fail?.(message),
  };
}

/** The parts of RTCPeerConnection a session uses, recording what was asked of it. */
function fakePeer() {
  const peer = {
    connectionState: 'new' as RTCPeerConnectionState,
    remoteDescription: null as RTCSessionDescriptionInit | null,
    added: [] as RTCIceCandidateInit[],
    closed: false,
    onicecandidate: null as ((event: { candidate: RTCIceCandidate | null }) => void) | null,
    ontrack: null as ((event: { streams: MediaStream[]; track: MediaStreamTrack }) => void) | null,
    onconnectionstatechange: null as (() => void) | null,
    setRemoteDescription(description: RTCSessionDescriptionInit) {
      peer.remoteDescription = description;
      return Promise.resolve();
    },
    createAnswer: () => Promise.resolve({ type: 'answer', sdp: 'v=0 answer' }),
    setLocalDescription: () => Promise.resolve(),
    addIceCandidate(candidate: RTCIceCandidateInit) {
      peer.added.push(candidate);
      return Promise.resolve();
    },
    close() {
      peer.closed = true;
    },
  };
  return peer;
}

function listener(): SessionListener & { events: string[] } {
  const events: string[] = [];
  return {
    events,
    onOffer: () => events.push('offer'),
    onStream: () => events.push('stream'),
    onError: (message) => events.push(`error: ${message}`),
    onBye: () => events.push('bye'),
  };
}

function setUp() {
  const broker = fakeBroker();
  const peers: ReturnType<typeof fakePeer>[] = [];
  const connectionErrors: string[] = [];
  const connection = createSignallingConnection(
    liveConfig,
    broker.broker,
    { onError: (message) => connectionErrors.push(message) },
    () => {
      const peer = fakePeer();
      peers.push(peer);
      return peer as unknown as RTCPeerConnection;
    },
  );
  return { ...broker, connection, peers, connectionErrors };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('signalling over the broker', () => {
  it('asks for live video, answers the offer, trickles candidates and reports the video', async () => {
    const { connection, published, fromCamera, peers } = setUp();
    const session = listener();
    connection.startSession({ kind: 'live', feed: 'inside' }, session);
    const [stream] = published;
    expect(stream).toMatchObject({ type: 'stream', feed: 'inside', client_id: 'viewer1' });
    const sessionId = stream?.session_id ?? '';

    // A candidate before the offer waits until the offer is applied.
    fromCamera({
      type: 'candidate',
      session_id: sessionId,
      client_id: 'viewer1',
      candidate: 'c1',
      sdp_mid: '0',
      sdp_m_line_index: 0,
    });
    fromCamera({ type: 'offer', session_id: sessionId, client_id: 'viewer1', sdp: 'v=0 offer' });
    await flush();
    const [peer] = peers;
    expect(peer?.remoteDescription).toEqual({ type: 'offer', sdp: 'v=0 offer' });
    expect(peer?.added).toEqual([{ candidate: 'c1', sdpMid: '0', sdpMLineIndex: 0 }]);
    expect(published[1]).toMatchObject({
      type: 'answer',
      session_id: sessionId,
      sdp: 'v=0 answer',
    });

    peer?.onicecandidate?.({
      candidate: { candidate: 'mine', sdpMid: '0', sdpMLineIndex: 0 } as RTCIceCandidate,
    });
    expect(published[2]).toMatchObject({
      type: 'candidate',
      candidate: 'mine',
      sdp_m_line_index: 0,
    });

    peer?.ontrack?.({ streams: [{} as MediaStream], track: {} as MediaStreamTrack });
    expect(session.events).toEqual(['offer']);
    if (peer) peer.connectionState = 'connected';
    peer?.onconnectionstatechange?.();
    expect(session.events).toEqual(['offer', 'stream']);
  });

  it('asks for history from an ISO time, and configure carries the next session id', () => {
    const { connection, published } = setUp();
    connection.configure('inside');
    connection.startSession(
      { kind: 'history', feed: 'inside', startMs: Date.parse('2026-03-02T15:00:00Z') },
      listener(),
    );
    const [configure, history] = published;
    expect(configure).toMatchObject({ type: 'configure', feed: 'inside' });
    expect(history).toMatchObject({ type: 'history', start: '2026-03-02T15:00:00.000Z' });
    expect(history?.session_id).toBe(configure?.session_id);
  });

  it("shows the camera's error as given, or its code", () => {
    const { connection, published, fromCamera } = setUp();
    const session = listener();
    connection.startSession({ kind: 'live', feed: 'outside' }, session);
    const id = published[0]?.session_id;
    fromCamera({
      type: 'error',
      session_id: id,
      client_id: 'viewer1',
      code: 'busy',
      message: CAMERA_WINDOW_MESSAGES.busy,
    });
    fromCamera({ type: 'error', session_id: id, client_id: 'viewer1', code: 42, message: '' });
    expect(session.events).toEqual([
      `error: ${CAMERA_WINDOW_MESSAGES.busy}`,
      'error: Unknown error. (error code=42)',
    ]);
  });

  it("ignores another session's messages and ones that do not parse", () => {
    const { connection, fromCamera } = setUp();
    const session = listener();
    connection.startSession({ kind: 'live', feed: 'outside' }, session);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fromCamera({ type: 'bye', session_id: 'another', client_id: 'viewer1' });
    fromCamera({ type: 'offer' });
    expect(session.events).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('a failed peer connection says so', () => {
    const { connection, peers } = setUp();
    const session = listener();
    connection.startSession({ kind: 'live', feed: 'outside' }, session);
    const [peer] = peers;
    if (peer) peer.connectionState = 'failed';
    peer?.onconnectionstatechange?.();
    expect(session.events).toEqual([`error: ${CAMERA_WINDOW_MESSAGES.webrtcFailed}`]);
  });

  it("the camera's bye ends the session; ending sends bye; closing ends the broker", () => {
    const { connection, published, fromCamera, peers, end } = setUp();
    const session = listener();
    connection.startSession({ kind: 'live', feed: 'outside' }, session);
    fromCamera({ type: 'bye', session_id: published[0]?.session_id, client_id: 'viewer1' });
    expect(session.events).toEqual(['bye']);
    expect(peers[0]?.closed).toBe(true);

    connection.startSession({ kind: 'live', feed: 'outside' }, listener());
    connection.close();
    expect(published.at(-1)).toMatchObject({
      type: 'bye',
      session_id: published.at(-2)?.session_id,
    });
    expect(peers[1]?.closed).toBe(true);
    expect(end).toHaveBeenCalledOnce();
  });

  it('passes broker failures on', () => {
    const { fail, connectionErrors } = setUp();
    fail('MQTT error: gone');
    expect(connectionErrors).toEqual(['MQTT error: gone']);
  });
});
