import { z } from 'zod';

/**
 * WebRTC signalling between a viewer (the camera window) and a camera over MQTT (spec 1 §7,
 * docs/CAMERAS.md "Signalling over MQTT"). Both ends read every message with `parseSignal` and
 * ignore what it refuses, so a broken or hostile peer can only waste a message, never a session.
 */

/** The two feeds a camera may have (spec 1 §3: one is outside only, two adds inside). */
export const CAMERA_FEEDS = ['outside', 'inside'] as const;
export const cameraFeed = z.enum(CAMERA_FEEDS);
export type CameraFeed = z.infer<typeof cameraFeed>;

/**
 * A viewer's MQTT client id: one topic level (no `/`, `+`, `#`), short enough for any broker
 * (MQTT 3.1.1 promises 23 characters of letters and digits; ours are within 64 of these).
 */
export const signalClientId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a client id');

/** An SDP is a few kilobytes; the bound keeps one message from holding a peer's memory. */
export const MAX_SDP_CHARS = 60_000;
/** The largest message either end reads (before JSON parsing): an offer with room to spare. */
export const MAX_SIGNAL_BYTES = 64 * 1024;

const envelope = {
  /** The viewer's session: new at each start, so late messages of an ended one are told apart. */
  session_id: z.string().min(1).max(100),
  client_id: signalClientId,
};

const sdp = z.string().min(1).max(MAX_SDP_CHARS);

/*
 * Objects are not strict: a newer peer may add a field, and an older one keeps working (zod
 * drops what it does not know). What each type needs must be there and well formed.
 */
export const streamSignal = z.object({
  type: z.literal('stream'),
  ...envelope,
  feed: cameraFeed,
});
export const historySignal = z.object({
  type: z.literal('history'),
  ...envelope,
  feed: cameraFeed,
  /** Where recorded video starts playing. */
  start: z.iso.datetime({ offset: true }),
});
export const configureSignal = z.object({
  type: z.literal('configure'),
  ...envelope,
  feed: cameraFeed,
});
export const offerSignal = z.object({ type: z.literal('offer'), ...envelope, sdp });
export const answerSignal = z.object({ type: z.literal('answer'), ...envelope, sdp });
/** An ICE candidate, as RTCIceCandidateInit names it; an empty `candidate` ends the gathering. */
export const candidateSignal = z.object({
  type: z.literal('candidate'),
  ...envelope,
  candidate: z.string().max(2_000),
  sdp_mid: z.string().max(64).nullable(),
  sdp_m_line_index: z.number().int().min(0).max(1_000).nullable(),
});
export const byeSignal = z.object({ type: z.literal('bye'), ...envelope });
/** The camera's refusal; `message` is one of spec 1 §8's sentences (CAMERA_WINDOW_MESSAGES). */
export const errorSignal = z.object({
  type: z.literal('error'),
  ...envelope,
  code: z.union([z.string().min(1).max(64), z.number().int()]),
  message: z.string().max(500),
});

export const cameraSignal = z.discriminatedUnion('type', [
  streamSignal,
  historySignal,
  configureSignal,
  offerSignal,
  answerSignal,
  candidateSignal,
  byeSignal,
  errorSignal,
]);
export type CameraSignal = z.infer<typeof cameraSignal>;
export type CameraSignalType = CameraSignal['type'];

/** What a viewer sends on the camera's `in` topic; the rest come back on its `out` topic. */
export const VIEWER_SIGNAL_TYPES: readonly CameraSignalType[] = [
  'stream',
  'history',
  'configure',
  'answer',
  'candidate',
  'bye',
];
export const CAMERA_SIGNAL_TYPES: readonly CameraSignalType[] = [
  'offer',
  'candidate',
  'bye',
  'error',
];

export type ParsedSignal = { ok: true; message: CameraSignal } | { ok: false; reason: string };

/** In every runtime domain runs in (Node, browsers); domain's own lib names neither's globals. */
declare const TextDecoder: new () => { decode(input: Uint8Array): string };

/**
 * One MQTT payload (a Buffer in Node, a Uint8Array in the browser) as a signalling message, or
 * why it is not one (for the log line). Never throws: a peer's bytes are not to be trusted with
 * the session's control flow.
 */
export function parseSignal(raw: Uint8Array | string): ParsedSignal {
  const size = typeof raw === 'string' ? raw.length : raw.byteLength;
  if (size > MAX_SIGNAL_BYTES) return { ok: false, reason: `too large (${size} bytes)` };
  const text = typeof raw === 'string' ? raw : new TextDecoder().decode(raw);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const parsed = cameraSignal.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  return { ok: false, reason: `not a signalling message (${where}${issue?.message ?? 'invalid'})` };
}

/** The JSON a peer sends: the one place messages are written, so they parse at the other end. */
export function encodeSignal(message: CameraSignal): string {
  return JSON.stringify(message);
}

/** The topics of camera `cameraId` of company `companyId` (docs/CAMERAS.md "Topics"). */
const cameraTopicRoot = (companyId: number, cameraId: number): string =>
  `fleet/${companyId}/cameras/${cameraId}`;

/** Everything sent to the camera: viewers publish here, the camera subscribes. */
export function cameraInTopic(companyId: number, cameraId: number): string {
  return `${cameraTopicRoot(companyId, cameraId)}/in`;
}

/** The camera's answers to one viewer: only that viewer subscribes here. */
export function cameraOutTopic(companyId: number, cameraId: number, clientId: string): string {
  return `${cameraTopicRoot(companyId, cameraId)}/out/${clientId}`;
}

export type CameraTopic =
  | { direction: 'in'; companyId: number; cameraId: number }
  | { direction: 'out'; companyId: number; cameraId: number; clientId: string };

const TOPIC_PATTERN = /^fleet\/([1-9]\d{0,9})\/cameras\/([1-9]\d{0,9})\/(?:(in)|out\/([^/+#]+))$/;

/** A topic of the two above, read back; anything else (wildcards included) is null. */
export function parseCameraTopic(topic: string): CameraTopic | null {
  const match = TOPIC_PATTERN.exec(topic);
  if (!match) return null;
  const companyId = Number(match[1]);
  const cameraId = Number(match[2]);
  if (match[3] === 'in') return { direction: 'in', companyId, cameraId };
  const clientId = match[4] ?? '';
  return signalClientId.safeParse(clientId).success
    ? { direction: 'out', companyId, cameraId, clientId }
    : null;
}

/**
 * GET /api/cameras/{cameraId}/live-config (spec 1 §3 "Live config"): where and as whom the
 * viewer connects. `access_key_id` and `secret_key` are its MQTT user name and password; the
 * WebSocket address is `<protocol>://<host>/mqtt`.
 */
export const cameraLiveConfig = z.object({
  name: z.string(),
  config: z.object({
    publish_topic: z.string(),
    subscription_topic: z.string(),
    client_id: signalClientId,
    access_key_id: z.string(),
    secret_key: z.string(),
    protocol: z.enum(['wss', 'ws']),
    /** Host name and port if not the protocol's own, e.g. `fleet.example.com` or `localhost:3000`. */
    host: z.string(),
    /** When the credential stops being accepted for a new connection (ISO time). */
    expires_at: z.string(),
  }),
});
export type CameraLiveConfig = z.infer<typeof cameraLiveConfig>;

/** The path of the broker's WebSocket on its host (spec 1 §7). */
export const MQTT_WEBSOCKET_PATH = '/mqtt';

/**
 * spec 1 §9: a config without a publish or a subscription topic is invalid (the window shows
 * CAMERA_WINDOW_MESSAGES.invalidConfig instead of connecting).
 */
export function isUsableLiveConfig(value: unknown): value is CameraLiveConfig {
  const parsed = cameraLiveConfig.safeParse(value);
  return (
    parsed.success &&
    parsed.data.config.publish_topic !== '' &&
    parsed.data.config.subscription_topic !== ''
  );
}
