import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeTile } from '@maplibre/mlt';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signIn } from './support/browser';
import { useFleetAndBrowser } from './support/journey';

/** The fill the style's MLT layer paints: nothing else on the map is this colour. */
const MLT_FILL = '#ff00ff';
const EXTENT = 4096;

/** One MLT tile whose `land` layer covers the whole tile (a little past its edges). */
const coveringTile = Buffer.from(
  encodeTile([
    {
      name: 'land',
      extent: EXTENT,
      features: [
        {
          id: 1,
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-64, -64],
                [EXTENT + 64, -64],
                [EXTENT + 64, EXTENT + 64],
                [-64, EXTENT + 64],
              ],
            ],
          },
          properties: { kind: 'land' },
        },
      ],
    },
  ]),
);

/**
 * A map host on an origin of its own, as MAP_STYLE_URL may name one: a style whose vector tiles
 * are MapLibre Tiles (MLT), and those tiles.
 */
function startMltHost(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://x');
    const origin = `http://${request.headers.host ?? ''}`;
    const headers = { 'access-control-allow-origin': '*' };
    if (pathname === '/style.json') {
      const style = {
        version: 8,
        name: 'MLT test style',
        sources: {
          land: {
            type: 'vector',
            encoding: 'mlt',
            tiles: [`${origin}/tiles/{z}/{x}/{y}.mlt`],
            maxzoom: 14,
          },
        },
        layers: [
          { id: 'background', type: 'background', paint: { 'background-color': '#ffffff' } },
          {
            id: 'land',
            type: 'fill',
            source: 'land',
            'source-layer': 'land',
            paint: { 'fill-color': MLT_FILL },
          },
        ],
      };
      response.writeHead(200, { ...headers, 'content-type': 'application/json' });
      response.end(JSON.stringify(style));
    } else if (pathname.startsWith('/tiles/')) {
      response.writeHead(200, { ...headers, 'content-type': 'application/vnd.maplibre-tile' });
      response.end(coveringTile);
    } else {
      response.writeHead(404, headers).end();
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The share of an image's pixels painted the MLT layer's colour. */
async function shareOfMltFill(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let painted = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
    if (r > 220 && g < 60 && b > 220) painted += 1;
  }
  return painted / (info.width * info.height);
}

/**
 * issue 9: MapLibre's MLT decoder is not part of the map's first load (web/build/map-library-mlt.ts);
 * a style with MLT tiles loads it, in the page and in its worker, and draws as before.
 */
describe('a base map whose tiles are MLT', () => {
  let host: http.Server | undefined;
  // Read by the server's start, which runs after the host's (hooks run in order).
  const env: Record<string, string> = { SIMULATOR: 'off' };
  beforeAll(async () => {
    host = await startMltHost();
    env.MAP_STYLE_URL = `http://127.0.0.1:${(host.address() as AddressInfo).port}/style.json`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => (host ? host.close(() => resolve()) : resolve()));
  });
  const journey = useFleetAndBrowser(env);

  it('loads the MLT decoder for it and draws its tiles', async () => {
    const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const decoderLoads: string[] = [];
    page.on('requestfinished', (request) => {
      if (/\/assets\/maplibre-mlt-[\w-]+\.js$/.test(request.url()))
        decoderLoads.push(request.url());
    });
    await signIn(page, journey.url, 'admin@demo.test');
    await page.goto(`${journey.url}/#/assets/all`);
    const map = page.locator('[data-map-view]');
    await page.locator('[data-map-view][aria-busy="false"]').waitFor({ timeout: 60_000 });
    expect(decoderLoads.length).toBeGreaterThan(0);
    // Markers and controls sit on parts of it; the rest is the MLT layer's fill.
    await expect.poll(async () => shareOfMltFill(await map.screenshot())).toBeGreaterThan(0.5);
    await screenshot(page, 'map-mlt-style');
    await page.close();
  });
});
