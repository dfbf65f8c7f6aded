import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { FileStoreConfig } from './platform/files/file-store';
import type { SmsConfig } from './platform/sms/sms-provider';
import type { EmailConfig } from './platform/email/email-sender';
import type { MqttConfig } from './platform/mqtt/camera-broker';

/** A map style: an http(s) URL or an absolute path on this origin; empty means unset. */
const styleUrl = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .refine(
      (v) => v.startsWith('/') || /^https?:\/\//.test(v),
      'an http(s) URL or an absolute path',
    )
    .optional(),
);

/** Every setting comes from the environment; README lists each one. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(12),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DEMO_DATA: z.enum(['on', 'off']).default('on'),
  WEB_DIST: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  DEVICE_PORT: z.coerce.number().int().min(0).max(65535).default(5055),
  SIMULATOR: z.enum(['on', 'off']).default('on'),
  MAP_STYLE_URL: styleUrl,
  MAP_SATELLITE_STYLE_URL: styleUrl,
  MAP_CONNECT_SRC: z.string().default(''),
  POSITION_RETENTION_MONTHS: z.coerce.number().int().min(1).max(1200).optional(),
  GEOCODER_URL: z.string().url().optional(),
  GEOCODER: z.enum(['nominatim', 'photon']).default('nominatim'),
  GEOCODER_RATE: z.coerce.number().positive().max(1000).default(1),
  TRUST_PROXY: z.string().default('off'),
  GRAPHQL_INTROSPECTION: z.enum(['on', 'off']).default('off'),
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  FILES_DIR: z.string().optional(),
  FILES_S3_BUCKET: z.string().optional(),
  FILES_S3_ENDPOINT: z.string().url().optional(),
  FILES_S3_REGION: z.string().default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().optional(),
  FILES_S3_FORCE_PATH_STYLE: z.enum(['on', 'off']).default('on'),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(25),
  SMS_PROVIDER: z.enum(['outbox', 'twilio']).default('outbox'),
  SMS_TWILIO_BASE_URL: z.string().url().default('https://api.twilio.com'),
  SMS_TWILIO_ACCOUNT_SID: z.string().optional(),
  SMS_TWILIO_AUTH_TOKEN: z.string().optional(),
  SMS_FROM: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SHARE_LINK_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  FLEET_SMTP_URL: z.string().url().optional(),
  EMAIL_FROM: z.string().default('Fleet <no-reply@fleet.invalid>'),
  INVITATION_DAYS: z.coerce.number().positive().max(90).default(7),
  DEVICE_GATEWAY_URL: z.string().url().optional(),
  // docs/CAMERAS.md "Broker": the embedded MQTT broker's TCP port (1883 is left to a Mosquitto).
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1884),
  MQTT_URL: z
    .string()
    .url()
    .refine((v) => /^(mqtts?|wss?):\/\//.test(v), 'an mqtt://, mqtts://, ws:// or wss:// URL')
    .optional(),
  MQTT_WS_URL: z
    .string()
    .url()
    .refine((v) => /^wss?:\/\/[^/]+\/mqtt$/.test(v), 'a ws:// or wss:// URL ending in /mqtt')
    .optional(),
  MQTT_ADMIN_USERNAME: z.string().optional(),
  MQTT_ADMIN_PASSWORD: z.string().optional(),
  MQTT_CREDENTIAL_SECRET: z.string().min(32, 'at least 32 characters').optional(),
  // docs/CAMERAS.md: where vendor 5's 'Access Camera' leads, {vendor_camera_id} filled in.
  CAMERA_APP_URL: z
    .string()
    .url()
    .refine((v) => v.includes('{vendor_camera_id}'), 'a URL with {vendor_camera_id} in it')
    .optional(),
});

/**
 * TRUST_PROXY: 'off' (the default: X-Forwarded-For is ignored, the peer address is the client),
 * or a comma-separated list of the proxies' addresses or CIDR ranges whose X-Forwarded-For is
 * believed. 'on' alone is refused: trusting every hop lets any client choose its own address.
 */
function parseTrustProxy(raw: string): false | string[] {
  const text = raw.trim();
  if (text === '' || text.toLowerCase() === 'off') return false;
  if (['on', 'true', '1', 'yes'].includes(text.toLowerCase())) {
    throw new Error(
      'Invalid environment: TRUST_PROXY: list the proxy addresses (for example 127.0.0.1,10.0.0.0/8) instead of turning it on for every hop',
    );
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * MAP_CONNECT_SRC: more origins the browser may fetch map data from (a style's tiles, glyphs or
 * sprites on other hosts than the style's own), separated by commas or spaces. Origins only
 * (scheme, host, port; `*.` for subdomains): the page's content security policy lists them.
 */
function parseMapOrigins(raw: string): string[] {
  const origins = raw
    .split(/[\s,]+/)
    .map((part) => part.replace(/\/$/, ''))
    .filter((part) => part !== '');
  const invalid = origins.filter((o) => !/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i.test(o));
  if (invalid.length > 0) {
    throw new Error(
      `Invalid environment: MAP_CONNECT_SRC: ${invalid.join(', ')}: give origins such as https://tiles.example.com`,
    );
  }
  return origins;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionTtlMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  loadDemoData: boolean;
  webDist: string;
  /** Failed sign-ins allowed per minute per address and per email. */
  loginRateLimit: number;
  /** The device gateway's port (OsmAnd protocol). */
  devicePort: number;
  /** Drive the demo trackers through the gateway (only with demo data). */
  runSimulator: boolean;
  /** Street map style; unset means the offline style this server builds. */
  mapStyleUrl: string | undefined;
  /** Satellite map style; unset hides the satellite choice. */
  mapSatelliteStyleUrl: string | undefined;
  /** More origins the map may fetch from, besides this one and the styles' own (MAP_CONNECT_SRC). */
  mapConnectSrc: string[];
  /** Whole months of positions kept before the current one; unset keeps them all. */
  positionRetentionMonths: number | undefined;
  /** A Nominatim or Photon server for street addresses; unset: the offline gazetteer only. */
  geocoder: { url: string; kind: 'nominatim' | 'photon'; maxPerSecond: number } | undefined;
  /** Proxies whose X-Forwarded-For is believed; false: none (the peer address is the client). */
  trustProxy: false | string[];
  /** Answer GraphQL introspection queries (off by default). */
  graphqlIntrospection: boolean;
  /** Event-loop delay above which the API answers 503 with Retry-After instead of queueing. */
  overloadEventLoopDelayMs: number;
  /** Where uploaded files are kept: DATA_DIR/files, FILES_DIR, or an S3 bucket (FILES_S3_*). */
  files: FileStoreConfig;
  /** The largest file one upload may carry, in bytes (UPLOAD_MAX_MB). */
  uploadMaxBytes: number;
  /** Where text messages go: the in-app outbox, or a Twilio-compatible API (SMS_*). */
  sms: SmsConfig;
  /** The origin of links Fleet sends (PUBLIC_URL); unset: the origin the request came to. */
  publicUrl: string | undefined;
  /** How long a shared location's link works (SHARE_LINK_HOURS). */
  shareLinkMs: number;
  /** Where email goes: the in-app outbox, or an SMTP server (FLEET_SMTP_URL, EMAIL_FROM). */
  email: EmailConfig;
  /** How long an invitation's link works (INVITATION_DAYS). */
  invitationMs: number;
  /** The device gateway's address as trackers reach it (DEVICE_GATEWAY_URL); unset: this host. */
  deviceGatewayUrl: string | undefined;
  /** Camera signalling's MQTT broker: embedded on MQTT_PORT, or Mosquitto at MQTT_URL (MQTT_*). */
  mqtt: MqttConfig;
  /** The camera app's link for a vendor 5 camera (CAMERA_APP_URL); unset: no link. */
  cameraAppUrl: string | undefined;
}

/**
 * MQTT_URL chooses an external Mosquitto (with its admin and the address browsers reach it at);
 * otherwise the embedded broker. Without MQTT_CREDENTIAL_SECRET each start signs with a new
 * random one: credentials are short-lived, so only a second instance or process needs it set.
 */
function mqttConfig(e: z.infer<typeof envSchema>): MqttConfig {
  const credentialSecret = e.MQTT_CREDENTIAL_SECRET ?? randomBytes(32).toString('base64url');
  if (!e.MQTT_URL) return { kind: 'embedded', port: e.MQTT_PORT, credentialSecret };
  if (!e.MQTT_WS_URL || !e.MQTT_ADMIN_USERNAME || !e.MQTT_ADMIN_PASSWORD) {
    throw new Error(
      'Invalid environment: MQTT_URL needs MQTT_WS_URL, MQTT_ADMIN_USERNAME and MQTT_ADMIN_PASSWORD',
    );
  }
  return {
    kind: 'mosquitto',
    url: e.MQTT_URL,
    browserUrl: e.MQTT_WS_URL,
    adminUsername: e.MQTT_ADMIN_USERNAME,
    adminPassword: e.MQTT_ADMIN_PASSWORD,
    credentialSecret,
  };
}

/** FILES_S3_BUCKET chooses S3 (its keys are then required); otherwise a local folder. */
function filesConfig(e: z.infer<typeof envSchema>, dataDir: string): FileStoreConfig {
  if (!e.FILES_S3_BUCKET) {
    return { kind: 'local', dir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')) };
  }
  if (!e.FILES_S3_ACCESS_KEY_ID || !e.FILES_S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid environment: FILES_S3_BUCKET needs FILES_S3_ACCESS_KEY_ID and FILES_S3_SECRET_ACCESS_KEY',
    );
  }
  return {
    kind: 's3',
    bucket: e.FILES_S3_BUCKET,
    endpoint: e.FILES_S3_ENDPOINT,
    region: e.FILES_S3_REGION,
    accessKeyId: e.FILES_S3_ACCESS_KEY_ID,
    secretAccessKey: e.FILES_S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.FILES_S3_FORCE_PATH_STYLE === 'on',
  };
}

/** SMS_PROVIDER=twilio needs its account, token and sending number; outbox needs nothing. */
function smsConfig(e: z.infer<typeof envSchema>): SmsConfig {
  if (e.SMS_PROVIDER === 'outbox') return { kind: 'outbox' };
  if (!e.SMS_TWILIO_ACCOUNT_SID || !e.SMS_TWILIO_AUTH_TOKEN || !e.SMS_FROM) {
    throw new Error(
      'Invalid environment: SMS_PROVIDER=twilio needs SMS_TWILIO_ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN and SMS_FROM',
    );
  }
  return {
    kind: 'twilio',
    baseUrl: e.SMS_TWILIO_BASE_URL,
    accountSid: e.SMS_TWILIO_ACCOUNT_SID,
    authToken: e.SMS_TWILIO_AUTH_TOKEN,
    from: e.SMS_FROM,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    files: filesConfig(e, path.resolve(e.DATA_DIR)),
    uploadMaxBytes: Math.round(e.UPLOAD_MAX_MB * 1024 * 1024),
    databaseUrl: e.DATABASE_URL,
    sessionTtlMs: e.SESSION_TTL_HOURS * 3_600_000,
    logLevel: e.LOG_LEVEL,
    loadDemoData: e.DEMO_DATA === 'on',
    webDist: path.resolve(e.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    devicePort: e.DEVICE_PORT,
    runSimulator: e.SIMULATOR === 'on',
    mapStyleUrl: e.MAP_STYLE_URL,
    mapSatelliteStyleUrl: e.MAP_SATELLITE_STYLE_URL,
    mapConnectSrc: parseMapOrigins(e.MAP_CONNECT_SRC),
    positionRetentionMonths: e.POSITION_RETENTION_MONTHS,
    geocoder: e.GEOCODER_URL
      ? { url: e.GEOCODER_URL, kind: e.GEOCODER, maxPerSecond: e.GEOCODER_RATE }
      : undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    graphqlIntrospection: e.GRAPHQL_INTROSPECTION === 'on',
    overloadEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
    sms: smsConfig(e),
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    shareLinkMs: e.SHARE_LINK_HOURS * 3_600_000,
    email: e.FLEET_SMTP_URL
      ? { kind: 'smtp', url: e.FLEET_SMTP_URL, from: e.EMAIL_FROM }
      : { kind: 'outbox', from: e.EMAIL_FROM },
    invitationMs: e.INVITATION_DAYS * 86_400_000,
    deviceGatewayUrl: e.DEVICE_GATEWAY_URL?.replace(/\/+$/, ''),
    mqtt: mqttConfig(e),
    cameraAppUrl: e.CAMERA_APP_URL,
  };
}
