import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseReverseAnswer } from './online-formats';
import { createOnlineGeocoder } from './online-geocoder';
import { createZipGazetteer } from './zip-gazetteer';

/** What a Nominatim server answers to /reverse?format=jsonv2&addressdetails=1 (trimmed). */
const NOMINATIM_COLUMBIA = {
  place_id: 297_744_455,
  lat: '38.9516',
  lon: '-92.3338',
  display_name: '701, East Broadway, Columbia, Boone County, Missouri, 65201, United States',
  address: {
    house_number: '701',
    road: 'East Broadway',
    city: 'Columbia',
    county: 'Boone County',
    state: 'Missouri',
    'ISO3166-2-lvl4': 'US-MO',
    postcode: '65201',
    country: 'United States',
    country_code: 'us',
  },
};

/** What a Photon server answers to /reverse?lat=&lon= (trimmed). */
const PHOTON_JEFFERSON_CITY = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-92.1735, 38.5767] },
      properties: {
        housenumber: '201',
        street: 'West Capitol Avenue',
        city: 'Jefferson City',
        state: 'Missouri',
        postcode: '65101',
        country: 'United States',
      },
    },
  ],
};

describe('street addresses from an online geocoder', () => {
  let server: http.Server;
  let base: string;
  const asked: string[] = [];
  let failing = false;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      asked.push(request.url ?? '');
      if (failing) {
        response.writeHead(503).end();
        return;
      }
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body =
        url.searchParams.get('format') === 'jsonv2' ? NOMINATIM_COLUMBIA : PHOTON_JEFFERSON_CITY;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads Nominatim’s and Photon’s answers, and nothing from an empty one', () => {
    expect(parseReverseAnswer('nominatim', NOMINATIM_COLUMBIA)).toEqual({
      street: '701 East Broadway',
      city: 'Columbia',
      state: { abbreviation: 'MO' },
      zip_code: '65201',
    });
    expect(parseReverseAnswer('photon', PHOTON_JEFFERSON_CITY)).toEqual({
      street: '201 West Capitol Avenue',
      city: 'Jefferson City',
      state: { abbreviation: 'MO' },
      zip_code: '65101',
    });
    expect(parseReverseAnswer('nominatim', { error: 'Unable to geocode' })).toBeNull();
    expect(parseReverseAnswer('photon', { features: [] })).toBeNull();
  });

  it('answers at once with the town, and with the street once the service has said it', async () => {
    const geocoder = createOnlineGeocoder({
      kind: 'nominatim',
      url: base,
      maxPerSecond: 50,
      fallback: createZipGazetteer(),
    });
    const first = geocoder.reverse(38.95161, -92.33381);
    expect(first).toMatchObject({ street: null, city: 'Columbia' });
    // The same place (within about 11 m) asked again while waiting: one request only.
    geocoder.reverse(38.95162, -92.33382);
    await geocoder.idle();
    expect(asked.filter((url) => url.includes('format=jsonv2'))).toHaveLength(1);
    expect(geocoder.reverse(38.95161, -92.33381)).toEqual({
      street: '701 East Broadway',
      city: 'Columbia',
      state: { abbreviation: 'MO' },
      zip_code: '65201',
    });
    geocoder.close();
  });

  it('keeps to the rate limit', async () => {
    const geocoder = createOnlineGeocoder({
      kind: 'photon',
      url: base,
      maxPerSecond: 10,
      fallback: createZipGazetteer(),
    });
    const before = asked.length;
    const started = performance.now();
    for (let i = 0; i < 4; i += 1) geocoder.reverse(38.57 + i / 100, -92.17);
    await geocoder.idle();
    expect(asked.length - before).toBe(4);
    // Four requests at ten a second: at least three gaps of 100 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(geocoder.reverse(38.57, -92.17)?.street).toBe('201 West Capitol Avenue');
    geocoder.close();
  });

  it('falls back to the town when the service fails, and does not ask again at once', async () => {
    failing = true;
    const geocoder = createOnlineGeocoder({
      kind: 'nominatim',
      url: base,
      maxPerSecond: 50,
      fallback: createZipGazetteer(),
    });
    geocoder.reverse(39.0997, -94.5786);
    await geocoder.idle();
    const before = asked.length;
    expect(geocoder.reverse(39.0997, -94.5786)).toMatchObject({
      street: null,
      city: 'Kansas City',
    });
    await geocoder.idle();
    expect(asked.length).toBe(before);
    failing = false;
    geocoder.close();
  });
});
