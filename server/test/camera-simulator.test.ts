import net from 'node:net';
import { type AddressInfo } from 'node:net';
import { Aedes } from 'aedes';
import { connect as mqttConnect, connectAsync, type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMERA_WINDOW_MESSAGES,
  cameraInTopic,
  cameraOutTopic,
  encodeSignal,
  parseSignal,
  type CameraSignal,
} from '@fleet/domain';
import { startCameraPeer, type CameraPeer } from '../src/demo/cameras/camera-peer';
import {
  startCameraSimulator,
  type CameraSimulator,
  type SimulatedCamera,
} from '../src/demo/cameras/camera-simulator';
import {
  wrtc,
  type PeerConnection,
  type VideoFrame,
  type VideoSink,
} from '../src/demo/cameras/wrtc';

/*
 * The camera simulator end to end, without a database: an embedded broker, a simulated camera,
 * and viewers played by a second WebRTC stack over MQTT, as the camera window does. Video is
 * checked by what arrives: frames, and the header colour that tells the feeds apart.
 */

const COMPANY = 1;
const CAMERA = 7;
const ONE_FEED_CAMERA = 8;
const WAIT_MS = 15_000;

/** A promise that settles when `check` first passes on an item, or fails after `ms`. */
class Waiters<T> {
  readonly seen: T[] = [];
  /** Called with every item as it arrives. */
  onEach: ((item: T) => void) | null = null;
  private readonly pending = new Set<{ check: (item: T) => boolean; resolve: (item: T) => void }>();

  push(item: T): void {
    this.seen.push(item);
    this.onEach?.(item);
    for (const waiter of this.pending) {
      if (waiter.check(item)) {
        this.pending.delete(waiter);
        waiter.resolve(item);
      }
    }
  }

  /** The first item from now on (or already seen, with `includeSeen`) that passes `check`. */
  next(what: string, check: (item: T) => boolean, includeSeen = false, ms = WAIT_MS): Promise<T> {
    const already = includeSeen ? this.seen.find(check) : undefined;
    if (already !== undefined) return Promise.resolve(already);
    return new Promise((resolve, reject) => {
      const waiter = {
        check,
        resolve: (item: T) => {
          clearTimeout(timer);
          resolve(item);
        },
      };
      const timer = setTimeout(() => {
        this.pending.delete(waiter);
        reject(new Error(`timed out waiting for ${what}`));
      }, ms);
      this.pending.add(waiter);
    });
  }
}

type Rgb = [number, number, number];

/** The colour of a received frame in its header, between the feed's name and the LIVE tag. */
function headerColour(frame: VideoFrame): Rgb {
  const { width, height } = frame;
  const rgba = { width, height, data: new Uint8Array(width * height * 4) };
  wrtc().nonstandard.i420ToRgba(frame, rgba);
  const at = (Math.floor(height * 0.05) * width + Math.floor(width / 2)) * 4;
  return [rgba.data[at] ?? 0, rgba.data[at + 1] ?? 0, rgba.data[at + 2] ?? 0];
}
const isBluish = ([r, , b]: Rgb) => b > r + 40; // outside live: navy
const isReddish = ([r, , b]: Rgb) => r > b + 20; // inside live: maroon
const isBrownish = ([r, g, b]: Rgb) => r > b + 30 && g > b; // outside history: olive brown

interface Viewer {
  clientId: string;
  client: MqttClient;
  messages: Waiters<CameraSignal>;
  frames: Waiters<VideoFrame>;
  peer: PeerConnection | null;
  sink: VideoSink | null;
  send(message: Record<string, unknown> & { type: CameraSignal['type'] }): Promise<void>;
  /** Answers the camera's offer of `sessionId` and trickles candidates both ways. */
  answerOffer(sessionId: string): Promise<void>;
  closePeer(): void;
}

let brokerUrl = '';
const cleanups: Array<() => Promise<void> | void> = [];

async function connectViewer(clientId: string): Promise<Viewer> {
  const client = await connectAsync(brokerUrl, { clientId, reconnectPeriod: 0 });
  cleanups.push(() => client.endAsync());
  const messages = new Waiters<CameraSignal>();
  client.on('message', (_topic, payload) => {
    const parsed = parseSignal(payload);
    if (parsed.ok) messages.push(parsed.message);
  });
  await client.subscribeAsync(cameraOutTopic(COMPANY, CAMERA, clientId), { qos: 1 });
  await client.subscribeAsync(cameraOutTopic(COMPANY, ONE_FEED_CAMERA, clientId), { qos: 1 });

  const viewer: Viewer = {
    clientId,
    client,
    messages,
    frames: new Waiters<VideoFrame>(),
    peer: null,
    sink: null,
    async send(message) {
      const camera = typeof message.camera === 'number' ? message.camera : CAMERA;
      const { camera: _camera, ...body } = message;
      await client.publishAsync(
        cameraInTopic(COMPANY, camera),
        JSON.stringify({ client_id: clientId, ...body }),
        { qos: 1 },
      );
    },
    async answerOffer(sessionId) {
      const offer = await messages.next(
        'the offer',
        (m) => m.type === 'offer' && m.session_id === sessionId,
        true,
      );
      if (offer.type !== 'offer') throw new Error('not an offer');
      const peer = new (wrtc().RTCPeerConnection)();
      viewer.peer = peer;
      peer.ontrack = ({ track }) => {
        const sink = new (wrtc().nonstandard.RTCVideoSink)(track);
        viewer.sink = sink;
        sink.onframe = ({ frame }) => viewer.frames.push(frame);
      };
      peer.onicecandidate = ({ candidate }) => {
        if (!candidate) return;
        void viewer.send({
          type: 'candidate',
          session_id: sessionId,
          candidate: candidate.candidate,
          sdp_mid: candidate.sdpMid,
          sdp_m_line_index: candidate.sdpMLineIndex,
        });
      };
      await peer.setRemoteDescription({ type: 'offer', sdp: offer.sdp });
      const answer = await peer.createAnswer();
      await peer.setLocalDescription(answer);
      await viewer.send({ type: 'answer', session_id: sessionId, sdp: answer.sdp });
      // The camera's candidates, those already here and those still to come.
      const addCandidate = (m: CameraSignal): void => {
        if (m.type !== 'candidate' || m.session_id !== sessionId || viewer.peer !== peer) return;
        const init = {
          candidate: m.candidate,
          sdpMid: m.sdp_mid,
          sdpMLineIndex: m.sdp_m_line_index,
        };
        void peer.addIceCandidate(init).catch(() => undefined);
      };
      messages.seen.forEach(addCandidate);
      messages.onEach = addCandidate;
    },
    closePeer() {
      const { peer, sink } = viewer;
      viewer.peer = null;
      viewer.sink = null;
      viewer.messages.onEach = null;
      sink?.stop();
      if (peer) setImmediate(() => peer.close());
    },
  };
  cleanups.push(() => viewer.closePeer());
  return viewer;
}

// No database here: the API suite's PostgreSQL run would only repeat it.
describe.skipIf(process.env.FLEET_TEST_DB === 'postgres')('camera simulator over MQTT', () => {
  beforeAll(async () => {
    const broker = await Aedes.createBroker();
    const server = net.createServer(broker.handle);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    brokerUrl = `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`;
    cleanups.push(
      () => new Promise<void>((resolve) => broker.close(() => resolve())),
      () => new Promise<void>((resolve) => server.close(() => resolve())),
    );
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  describe('a camera peer', cameraPeerTests);
  describe('the simulator', simulatorTests);
});

function cameraPeerTests(): void {
  const logs = new Waiters<string>();
  let camera: CameraPeer;
  let viewerA: Viewer;
  let viewerB: Viewer;

  beforeAll(async () => {
    const cameraClient = await connectAsync(brokerUrl, {
      clientId: 'camera-7',
      reconnectPeriod: 0,
    });
    cleanups.push(() => cameraClient.endAsync());
    const log = (message: string) => logs.push(message);
    camera = await startCameraPeer({
      client: cameraClient,
      companyId: COMPANY,
      cameraId: CAMERA,
      assetName: 'Truck 12',
      feeds: 2,
      log,
    });
    cleanups.push(() => camera.stop());
    const oneFeed = await startCameraPeer({
      client: cameraClient,
      companyId: COMPANY,
      cameraId: ONE_FEED_CAMERA,
      assetName: 'Loader 3',
      feeds: 1,
      log,
    });
    cleanups.push(() => oneFeed.stop());
    viewerA = await connectViewer('viewerA');
    viewerB = await connectViewer('viewerB');
  });

  it('streams live video to a viewer that answers its offer', async () => {
    await viewerA.send({ type: 'stream', session_id: 'a1', feed: 'outside' });
    await viewerA.answerOffer('a1');
    const frame = await viewerA.frames.next('a frame of the outside feed', (f) =>
      isBluish(headerColour(f)),
    );
    expect(frame.width).toBeGreaterThan(0);
    expect(camera.viewer).toEqual({ clientId: 'viewerA', sessionId: 'a1', feed: 'outside' });
  });

  it('switches to the inside feed on configure, frames still arriving', async () => {
    await viewerA.send({ type: 'configure', session_id: 'a1', feed: 'inside' });
    await viewerA.frames.next('a frame of the inside feed', (f) => isReddish(headerColour(f)));
    expect(camera.viewer?.feed).toBe('inside');
  });

  it('tells a second viewer the camera is busy', async () => {
    // A repeated start (QoS 1 may deliver twice) changes nothing: still one offer for a1.
    await viewerA.send({ type: 'stream', session_id: 'a1', feed: 'outside' });
    await viewerB.send({ type: 'stream', session_id: 'b1', feed: 'outside' });
    const refusal = await viewerB.messages.next('the refusal', (m) => m.type === 'error');
    expect(refusal).toMatchObject({ session_id: 'b1', message: CAMERA_WINDOW_MESSAGES.busy });
    const offers = viewerA.messages.seen.filter((m) => m.type === 'offer');
    expect(offers).toHaveLength(1);
    expect(camera.viewer?.feed).toBe('inside');
  });

  it('logs and ignores malformed messages, and keeps serving', async () => {
    const ignored = logs.next('the log line', (line) => line.includes('ignored a message'));
    await viewerB.client.publishAsync(cameraInTopic(COMPANY, CAMERA), 'not json at all', {
      qos: 1,
    });
    await ignored;
    await viewerB.client.publishAsync(
      cameraInTopic(COMPANY, CAMERA),
      encodeSignal({ type: 'bye', session_id: 'a1', client_id: 'viewerA' }).replace(
        '"bye"',
        '"stream"',
      ),
      { qos: 1 },
    );
    await viewerB.send({ type: 'answer', session_id: 'nope', sdp: 'garbage' });
    await viewerA.frames.next('frames after the garbage', () => true);
    expect(camera.viewer?.clientId).toBe('viewerA');
  });

  it('ends the session on bye, freeing the camera for the next viewer', async () => {
    const ended = logs.next('the end of a1', (line) =>
      line.includes('session a1 of viewer viewerA ended'),
    );
    await viewerA.send({ type: 'bye', session_id: 'a1' });
    await ended;
    viewerA.closePeer();
    expect(camera.viewer).toBeNull();
  });

  it('plays recorded video from the start asked for', async () => {
    await viewerB.send({
      type: 'history',
      session_id: 'b2',
      feed: 'outside',
      start: '2026-11-20T14:05:00Z',
    });
    await viewerB.answerOffer('b2');
    await viewerB.frames.next('a frame of recorded video', (f) => isBrownish(headerColour(f)));
    expect(camera.viewer?.clientId).toBe('viewerB');
  });

  it('refuses the inside feed of a one-feed camera', async () => {
    await viewerA.send({
      type: 'stream',
      camera: ONE_FEED_CAMERA,
      session_id: 'a2',
      feed: 'inside',
    });
    const refusal = await viewerA.messages.next(
      'the refusal',
      (m) => m.type === 'error' && m.session_id === 'a2',
    );
    expect(refusal).toMatchObject({ message: CAMERA_WINDOW_MESSAGES.insideOff });
  });

  it('says bye to its viewer when the camera stops', async () => {
    const bye = viewerB.messages.next('the bye', (m) => m.type === 'bye' && m.session_id === 'b2');
    await camera.stop();
    await bye;
    viewerB.closePeer();
    expect(camera.viewer).toBeNull();
  });
}

function simulatorTests(): void {
  const SIM_COMPANY = 2;
  const cameras: SimulatedCamera[] = [
    { companyId: SIM_COMPANY, cameraId: 21, assetName: 'Dump Truck 4', feeds: 2, vendorId: 3 },
    { companyId: SIM_COMPANY, cameraId: 22, assetName: 'Pickup 9', feeds: 1, vendorId: 5 },
  ];
  const clients: MqttClient[] = [];
  let simulator: CameraSimulator;
  let viewer: MqttClient;
  const messages = new Waiters<CameraSignal>();

  beforeAll(async () => {
    simulator = startCameraSimulator({
      cameras,
      // Not yet connected when handed over: the camera waits for its connection.
      connect: (camera) => {
        const client = mqttConnect(brokerUrl, { clientId: `camera-${camera.cameraId}` });
        clients.push(client);
        return client;
      },
    });
    cleanups.push(() => simulator.stop());
    await simulator.ready;
    viewer = await connectAsync(brokerUrl, { clientId: 'viewerC', reconnectPeriod: 0 });
    cleanups.push(() => viewer.endAsync());
    viewer.on('message', (_topic, payload) => {
      const parsed = parseSignal(payload);
      if (parsed.ok) messages.push(parsed.message);
    });
    await viewer.subscribeAsync(cameraOutTopic(SIM_COMPANY, 21, 'viewerC'), { qos: 1 });
  });

  const stream = (sessionId: string) =>
    viewer.publishAsync(
      cameraInTopic(SIM_COMPANY, 21),
      encodeSignal({
        type: 'stream',
        client_id: 'viewerC',
        session_id: sessionId,
        feed: 'outside',
      }),
      { qos: 1 },
    );

  it('starts a peer for the built-in window’s cameras only', async () => {
    expect(clients).toHaveLength(1);
    await stream('c1');
    await messages.next('the offer', (m) => m.type === 'offer' && m.session_id === 'c1');
    expect(simulator.journal(21)?.rows.length).toBeGreaterThan(0);
    expect(simulator.journal(22)).toBeNull();
    expect(simulator.snapshot(21, 'inside')).not.toBeNull();
  });

  it('drops its viewer when it falls asleep and starts nothing until it wakes', async () => {
    const bye = messages.next('the bye', (m) => m.type === 'bye' && m.session_id === 'c1');
    simulator.setStatus(21, { online: true, ready_to_stream: false });
    await bye;
    simulator.setStatus(21, { online: true, ready_to_stream: true });
    await stream('c2');
    await messages.next('the offer of c2', (m) => m.type === 'offer' && m.session_id === 'c2');
  });

  it('ends every camera client on stop', async () => {
    await simulator.stop();
    expect(clients.every((client) => !client.connected)).toBe(true);
  });
}
