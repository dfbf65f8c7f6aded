import mqtt, { type MqttClient } from 'mqtt';
import { cameraInTopic, cameraOutTopic } from '@fleet/domain';
import type { BrokerReady } from './broker-process';

/**
 * The load of the viewers benchmark, the same against either broker: viewers on WebSocket, each
 * sending a signalling-sized message (about 1 KB, an ICE candidate burst) to its camera's `in`
 * topic every second, and one echo camera per camera, on TCP, answering each on that viewer's
 * `out` topic, as the camera peer answers (QoS 1). Latency is viewer send → viewer receive.
 */

/** Where and as whom one viewer connects. */
export interface ViewerLogin {
  url: string;
  clientId: string;
  username?: string;
  password?: string;
  publishTopic: string;
  subscriptionTopic: string;
}

export interface HoldResult {
  /** Round trips of the messages sent in the measured window (ms); a lost one is Infinity. */
  latencies: number[];
  lost: number;
  /** Viewers whose connection closed during the hold. */
  dropped: number;
}

/** An ICE candidate line padded to make the whole message about 1 KB. */
const CANDIDATE = `candidate:842163049 1 udp 1677729535 192.0.2.10 61734 typ srflx raddr 0.0.0.0 rport 0 generation 0 ufrag sXq1 network-cost 999 ${'x'.repeat(760)}`;
/** Replies later than this after the hold are counted lost: a p95 over 200 ms fails anyway. */
const DRAIN_MS = 1_000;
/** Connections opened at once while a step grows: a crowd arriving, not a stampede. */
const CONNECTING_AT_ONCE = 50;
const CONNECT_ATTEMPTS = 5;

interface Viewer {
  client: MqttClient;
  login: ViewerLogin;
  timer?: NodeJS.Timeout;
}

export interface SignallingLoad {
  readonly viewers: number;
  /**
   * Connects echo cameras (once) and viewers until there are `count`; throws if any fails.
   * Answers how many connections had to be tried again.
   */
  grow(count: number): Promise<{ retries: number }>;
  /** Every viewer sends once a second for `warmSeconds + seconds`; the last `seconds` count. */
  hold(warmSeconds: number, seconds: number): Promise<HoldResult>;
  close(): Promise<void>;
}

export function signallingLoad(
  broker: BrokerReady,
  /** A new viewer's login for a camera: Fleet's own live config, or the bare broker's address. */
  loginFor: (cameraId: number) => Promise<ViewerLogin>,
): SignallingLoad {
  const viewers: Viewer[] = [];
  const cameras: MqttClient[] = [];
  /** Send times of the messages being measured, by their sequence number. */
  const pending = new Map<number, number>();
  let latencies: number[] = [];
  let sequence = 0;
  let measuring = false;
  let dropped = 0;
  /** Connections tried again (refused or timed out) since the last `grow`. */
  let retries = 0;

  const startCameras = async (): Promise<void> => {
    for (const camera of broker.cameras) {
      const inTopic = cameraInTopic(broker.companyId, camera.cameraId);
      const client = await mqtt.connectAsync(
        broker.tcpUrl,
        {
          clientId: camera.clientId,
          username: camera.username,
          password: camera.password,
          keepalive: 30,
          reconnectPeriod: 0,
          connectTimeout: 10_000,
        },
        false,
      );
      client.on('message', (topic, payload) => {
        if (topic !== inTopic) return;
        // The camera reads who sent it (as parseSignal would) and answers that viewer alone.
        const { client_id: to } = JSON.parse(payload.toString()) as { client_id: string };
        client.publish(cameraOutTopic(broker.companyId, camera.cameraId, to), payload, {
          qos: 1,
        });
      });
      await client.subscribeAsync(inTopic, { qos: 1 });
      cameras.push(client);
    }
  };

  const connectViewer = async (index: number): Promise<Viewer> => {
    const camera = broker.cameras[index % broker.cameras.length];
    if (!camera) throw new Error('the broker has no cameras');
    const login = await loginFor(camera.cameraId);
    // As the camera window connects (docs/CAMERAS.md: keepalive 30 s); a refused or timed-out
    // connection is tried again a second later, as the window's reconnect period has it, a few
    // times. Once connected, no reconnecting: a viewer that drops is counted, not replaced.
    const connect = () =>
      mqtt.connectAsync(
        login.url,
        {
          clientId: login.clientId,
          username: login.username,
          password: login.password,
          keepalive: 30,
          reconnectPeriod: 0,
          connectTimeout: 10_000,
        },
        // A connection closed before CONNACK fails the promise (else it could wait forever).
        false,
      );
    let client: MqttClient | undefined;
    for (let attempt = 1; !client; attempt++) {
      try {
        client = await connect();
      } catch (error) {
        if (attempt >= CONNECT_ATTEMPTS) throw error;
        retries += 1;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
    const granted = await client.subscribeAsync(login.subscriptionTopic, { qos: 0 });
    if (granted.some((grant) => grant.qos === 128)) {
      throw new Error(`the broker refused ${login.subscriptionTopic}`);
    }
    client.on('message', (_topic, payload) => {
      const { session_id: id } = JSON.parse(payload.toString()) as { session_id: string };
      const sentAt = pending.get(Number(id));
      if (sentAt === undefined) return;
      pending.delete(Number(id));
      latencies.push(performance.now() - sentAt);
    });
    client.on('close', () => {
      if (measuring) dropped += 1;
    });
    client.on('error', () => {});
    return { client, login };
  };

  const send = (viewer: Viewer): void => {
    sequence += 1;
    if (measuring) pending.set(sequence, performance.now());
    const message = {
      type: 'candidate',
      session_id: String(sequence),
      client_id: viewer.login.clientId,
      candidate: CANDIDATE,
      sdp_mid: '0',
      sdp_m_line_index: 0,
    };
    viewer.client.publish(viewer.login.publishTopic, JSON.stringify(message));
  };

  return {
    get viewers() {
      return viewers.length;
    },
    async grow(count) {
      retries = 0;
      if (cameras.length === 0) await startCameras();
      const failures: string[] = [];
      while (viewers.length < count) {
        const batch = Math.min(CONNECTING_AT_ONCE, count - viewers.length);
        const made = await Promise.allSettled(
          Array.from({ length: batch }, (_, i) => connectViewer(viewers.length + i)),
        );
        for (const result of made) {
          if (result.status === 'fulfilled') viewers.push(result.value);
          else failures.push(String(result.reason));
        }
        if (failures.length > 0) {
          throw new Error(`${failures.length} viewer(s) could not connect: ${failures[0]}`);
        }
      }
      return { retries };
    },
    async hold(warmSeconds, seconds) {
      latencies = [];
      pending.clear();
      dropped = 0;
      // Each viewer at its own moment in the second, as independent browsers are.
      for (const viewer of viewers) {
        const first = setTimeout(() => {
          send(viewer);
          viewer.timer = setInterval(() => send(viewer), 1_000);
        }, Math.random() * 1_000);
        viewer.timer = first;
      }
      await new Promise((resolve) => setTimeout(resolve, warmSeconds * 1_000));
      measuring = true;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
      measuring = false;
      for (const viewer of viewers) {
        clearTimeout(viewer.timer);
        clearInterval(viewer.timer);
      }
      const drainUntil = performance.now() + DRAIN_MS;
      while (pending.size > 0 && performance.now() < drainUntil) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const lost = pending.size;
      pending.clear();
      return { latencies: [...latencies, ...Array<number>(lost).fill(Infinity)], lost, dropped };
    },
    async close() {
      await Promise.allSettled(
        [...viewers.map((viewer) => viewer.client), ...cameras].map((client) =>
          client.endAsync(true),
        ),
      );
      viewers.length = 0;
      cameras.length = 0;
    },
  };
}
