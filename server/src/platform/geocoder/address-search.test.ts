import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAddressSearch, searchGazetteer } from './address-search';

describe('address search', () => {
  let server: Server;
  let url: string;
  const asked: string[] = [];
  let answer: unknown = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('finds ZIP codes and towns offline, keeping a leading street', () => {
    expect(searchGazetteer('65201')[0]).toMatchObject({ city: 'Columbia', state: 'MO' });
    expect(searchGazetteer('Columbia, Missouri')[0]).toMatchObject({
      city: 'Columbia',
      state: 'MO',
      street_1: null,
    });
    expect(searchGazetteer('9 Oak St, Columbia, MO')[0]?.street_1).toBe('9 Oak St');
    expect(searchGazetteer('')).toEqual([]);
  });

  it('asks Nominatim when configured, caches the answer, and falls back offline', async () => {
    answer = [
      {
        display_name: '500 Quarry Rd, Columbia, Missouri',
        lat: '38.95',
        lon: '-92.33',
        address: {
          house_number: '500',
          road: 'Quarry Rd',
          city: 'Columbia',
          'ISO3166-2-lvl4': 'US-MO',
          postcode: '65201',
        },
      },
    ];
    const search = createAddressSearch({ url, kind: 'nominatim', maxPerSecond: 100 });
    const [found] = await search.search('500 Quarry Rd Columbia');
    expect(found).toEqual({
      label: '500 Quarry Rd, Columbia, Missouri',
      street_1: '500 Quarry Rd',
      city: 'Columbia',
      state: 'MO',
      zip_code: '65201',
      latitude: 38.95,
      longitude: -92.33,
    });
    await search.search('500 quarry rd columbia');
    expect(asked.filter((u) => u.startsWith('/search?'))).toHaveLength(1);
    answer = [];
    expect((await search.search('65201'))[0]).toMatchObject({
      city: 'Columbia',
      zip_code: '65201',
    });
  });
});
