import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { isApiDocsPageRoute } from './api-docs';
import { WEB_CLIENT_HASHED_DIR } from './web-client';

export type PageSources = Pick<Config, 'mapStyleUrl' | 'mapSatelliteStyleUrl' | 'mapConnectSrc'> &
  Partial<Pick<Config, 'mqtt'>>;

/**
 * Where the page's scripts may connect (fetch, WebSocket): this origin, and the map's own hosts.
 * 'self' covers the live map's WebSocket to this host (ws: and wss: count as 'self' in CSP Level
 * 3, which current browsers implement), so no other WebSocket host is allowed. MapLibre fetches a
 * style, its tiles, glyphs and sprites (images too) with fetch, so a style on another host needs
 * its origin here: the styles' origins are added, and MAP_CONNECT_SRC adds the hosts their tiles
 * live on. The camera window's MQTT WebSocket is this origin's /mqtt, or an external broker's
 * MQTT_WS_URL, whose origin is added (docs/CAMERAS.md "Broker"). The geocoder is not here: the
 * server calls it, never the browser.
 */
export function connectSources(config: PageSources): string[] {
  const styleOrigins = [config.mapStyleUrl, config.mapSatelliteStyleUrl]
    .filter((url): url is string => url !== undefined && /^https?:\/\//.test(url))
    .map((url) => new URL(url).origin);
  const brokerOrigins =
    config.mqtt?.kind === 'mosquitto' ? [new URL(config.mqtt.browserUrl).origin] : [];
  return [...new Set(["'self'", ...styleOrigins, ...config.mapConnectSrc, ...brokerOrigins])];
}

export const FRAME_SOURCES = ["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*'];

/**
 * Security headers on every response. For pages, helmet decides the values; we ask it once at
 * start and set the result on each reply, because running its middleware per request cost a
 * third of the throughput of a cheap authenticated call (measured with `npm run bench`).
 */
function helmetHeaders(sources: PageSources): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: connectSources(sources),
        // Partner frames (docs/FRAMES.md): each company's admin sets their addresses in the app,
        // so any https page may be framed, and http only on the person's own machine (the
        // dev=true servers). Frame addresses are checked the same way when they are saved.
        frameSrc: FRAME_SOURCES,
        // Fleet is often run on plain http inside a site network; do not force https.
        upgradeInsecureRequests: null,
      },
    },
  });
  middleware({} as IncomingMessage, response, () => {});
  return headers;
}

/**
 * JSON answers are never rendered as pages, so they carry the short set recommended for REST
 * APIs (OWASP REST Security): no sniffing, no framing, no caching, no referrer, HTTPS pinned.
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
  'cache-control': 'no-store',
};

/**
 * A script or stylesheet a page loads is governed by the page's headers: its own CSP, framing,
 * opener and agent-cluster headers have no effect, so the web client's files sent as such carry
 * only what applies to them (~650 bytes less each, issue 9: the live map loads ten). What the
 * browser will do with a file is its `Sec-Fetch-Dest`; a worker's script (whose own CSP governs
 * the worker), a page, or a request that does not say gets the full set. Not `Vary` by it: the
 * chunks a worker imports are the ones the page loaded, and must come from the browser's cache
 * (the map library's shared chunk would be sent twice); they take the worker's policy, not
 * their own, and a worker's script is only ever asked for as one.
 */
const SUBRESOURCE_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
};
const SUBRESOURCE_DESTINATIONS = new Set(['script', 'style']);

function isWebClientSubresource(route: string, destination: unknown): boolean {
  return (
    route.startsWith(`/${WEB_CLIENT_HASHED_DIR}/`) &&
    typeof destination === 'string' &&
    SUBRESOURCE_DESTINATIONS.has(destination)
  );
}

export function registerSecurityHeaders(app: FastifyInstance, sources: PageSources): void {
  const pageHeaders = helmetHeaders(sources);
  app.addHook('onRequest', (request, reply, done) => {
    // The docs page is a page: it gets the full set, like the web client (its JSON document does
    // not). By the matched route where there is one: the router decodes %-escapes in the URL.
    const route = request.routeOptions.url ?? request.url;
    const isApi = route.startsWith('/api/') && !isApiDocsPageRoute(route);
    if (isApi) void reply.headers(API_HEADERS);
    else if (isWebClientSubresource(route, request.headers['sec-fetch-dest'])) {
      void reply.headers(SUBRESOURCE_HEADERS);
    } else void reply.headers(pageHeaders);
    done();
  });
}
