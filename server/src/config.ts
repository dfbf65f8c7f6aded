import path from 'node:path';
import { z } from 'zod';

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
  };
}
