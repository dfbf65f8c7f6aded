import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { assetStatus, formatAddress } from '@fleet/domain';
import { makeCompanyWithAdmin } from '../../src/demo/factories';
import { makeTrackedAsset } from '../../src/demo/asset-factories';
import { buildGateway } from '../../src/devices/gateway';
import { createTestApp, isPostgresUnavailable, type TestApp } from '../harness';

/**
 * With GEOCODER_URL set, statuses get street addresses from a Nominatim server. The server here
 * answers as Nominatim does (format=jsonv2), on this machine: the tests have no internet.
 */
describe.skipIf(isPostgresUnavailable())('street addresses from GEOCODER_URL', () => {
  let nominatim: http.Server;
  let t: TestApp;
  let gateway: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    nominatim = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          address: {
            house_number: '1400',
            road: 'Forum Boulevard',
            city: 'Columbia',
            state: 'Missouri',
            'ISO3166-2-lvl4': 'US-MO',
            postcode: '65203',
          },
        }),
      );
    });
    await new Promise<void>((resolve) => nominatim.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(nominatim.address() as AddressInfo).port}/`;
    t = await createTestApp({ geocoder: { url, kind: 'nominatim', maxPerSecond: 20 } });
    await makeCompanyWithAdmin(t.deps.db, { admin: { email: 'streets@example.test' } });
    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
    token = await t.login('streets@example.test');
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
    await new Promise<void>((resolve) => nominatim.close(() => resolve()));
  });

  it('names the town at once and the street from the next report at that place', async () => {
    const session = await t.session(token);
    const { asset, tracker } = await makeTrackedAsset(t.deps.db, session.companyId);
    const statusNow = async (minutesAgo: number) => {
      const at = Math.floor(Date.now() / 1000) - minutesAgo * 60;
      const sent = await gateway.inject({
        method: 'GET',
        url: `/?id=${tracker.deviceSerial}&lat=38.93410&lon=-92.37120&timestamp=${at}`,
      });
      expect(sent.statusCode).toBe(200);
      const response = await t.call(token, {
        method: 'GET',
        url: `/api/assets/${asset.assetId}/status`,
      });
      return assetStatus.parse(response.json());
    };
    const first = await statusNow(10);
    expect(first.street).toBeNull();
    expect(first.city).toBe('Columbia');
    let minutesAgo = 9;
    await expect
      .poll(async () => formatAddress(await statusNow((minutesAgo -= 1))), { timeout: 5_000 })
      .toBe('1400 Forum Boulevard, Columbia, MO 65203');
  });
});
