import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { makeCompanyWithAdmin } from '../../src/demo/factories';
import { makeTrackedAsset } from '../../src/demo/asset-factories';
import { createDevices, type Devices } from '../../src/devices/devices';
import { deviceLookups } from '../../src/device-lookups';
import { buildGateway } from '../../src/devices/gateway';
import { createPostgresBus, type ClosableBus } from '../../src/platform/events-postgres';
import { createTestApp, isPostgresUnavailable, testDatabaseKind, type TestApp } from '../harness';
import { subscribeToStatuses } from './live-stream';

const portOf = (app: FastifyInstance): number => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return address.port;
};

describe.skipIf(isPostgresUnavailable())('live asset statuses over WebSocket', () => {
  let t: TestApp;
  let gateway: FastifyInstance;
  let token: string;
  let serial: string;
  let assetId: number;
  let otherSerial: string;
  let trackerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const { company } = await makeCompanyWithAdmin(t.deps.db, {
      admin: { email: 'live@example.test' },
    });
    const mine = await makeTrackedAsset(t.deps.db, company.companyId);
    serial = mine.tracker.deviceSerial;
    assetId = mine.asset.assetId;
    trackerId = mine.tracker.trackerId;
    const { company: other } = await makeCompanyWithAdmin(t.deps.db);
    otherSerial = (await makeTrackedAsset(t.deps.db, other.companyId)).tracker.deviceSerial;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
    token = await t.login('live@example.test');
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  it("pushes a position's new status to the company's subscribers, and only theirs", async () => {
    const stream = subscribeToStatuses(portOf(t.app), token);
    await stream.started;
    await new Promise((resolve) => setTimeout(resolve, 100)); // the subscribe message lands
    const now = Math.floor(Date.now() / 1000);
    await gateway.inject({ url: `/?id=${otherSerial}&lat=39.7&lon=-104.9&timestamp=${now}` });
    const sent = await gateway.inject({
      url: `/?id=${serial}&lat=38.91&lon=-92.31&timestamp=${now}`,
    });
    expect(sent.statusCode).toBe(200);
    await expect.poll(() => stream.received.length, { timeout: 3000 }).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stream.received.map((c) => c.assetId)).toEqual([assetId]);
    expect(stream.received[0]?.status?.location).toEqual({ latitude: 38.91, longitude: -92.31 });
    expect(stream.errors).toEqual([]);
    await stream.close();
  });

  it('pushes the new indicator of an asset whose tracker is taken off', async () => {
    const stream = subscribeToStatuses(portOf(t.app), token);
    await stream.started;
    await new Promise((resolve) => setTimeout(resolve, 100)); // the subscribe message lands
    const off = await t.call(token, {
      method: 'PUT',
      url: `/api/trackers/${trackerId}/asset`,
      payload: { asset_id: null },
    });
    expect(off.statusCode, off.body).toBe(200);
    await expect
      .poll(
        () => stream.received.find((c) => c.assetId === assetId)?.status?.map_visual_indicator,
        {
          timeout: 3000,
        },
      )
      .toBe('NO_TRACKER');
    await t.call(token, {
      method: 'PUT',
      url: `/api/trackers/${trackerId}/asset`,
      payload: { asset_id: assetId },
    });
    await stream.close();
  });

  it('ends the stream when its session is signed out', async () => {
    const second = await t.login('live@example.test');
    const stream = subscribeToStatuses(portOf(t.app), second);
    await stream.started;
    await new Promise((resolve) => setTimeout(resolve, 100)); // the subscribe message lands
    const logout = await t.call(second, { method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(204);
    await expect.poll(() => stream.errors.length, { timeout: 3000 }).toBeGreaterThan(0);
    await stream.close();
  });

  it('refuses a connection without a valid token', async () => {
    const stream = subscribeToStatuses(portOf(t.app), 'not-a-token');
    await expect.poll(() => stream.errors.length, { timeout: 3000 }).toBeGreaterThan(0);
    await stream.close();
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres' || !process.env.TEST_DATABASE_URL)(
  'live statuses across two instances on one PostgreSQL',
  () => {
    let t: TestApp;
    const buses: ClosableBus[] = [];
    const devices: Devices[] = [];
    let gatewayOnFirst: FastifyInstance;
    let second: FastifyInstance;

    beforeAll(async () => {
      t = await createTestApp();
      const url = t.databaseUrl;
      if (!url) throw new Error('no database url');
      for (let i = 0; i < 2; i += 1) {
        const bus = await createPostgresBus(url);
        buses.push(bus);
        devices.push(await createDevices(t.database, bus, deviceLookups(t.database.db)));
      }
      const [firstDevices, secondDevices] = devices;
      const [, secondBus] = buses;
      if (!firstDevices || !secondDevices || !secondBus) throw new Error('setup');
      gatewayOnFirst = await buildGateway({ ingest: firstDevices.ingest });
      second = await buildApp({ ...t.deps, bus: secondBus, devices: secondDevices });
      await second.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await gatewayOnFirst?.close();
      await second?.close();
      for (const d of devices) await d.close();
      for (const b of buses) await b.close();
      await t?.close();
    });

    it('a position received by one instance reaches a browser connected to the other', async () => {
      const { company } = await makeCompanyWithAdmin(t.deps.db, {
        admin: { email: 'two-instances@example.test' },
      });
      const { tracker, asset } = await makeTrackedAsset(t.deps.db, company.companyId);
      const token = await t.login('two-instances@example.test');
      const stream = subscribeToStatuses(portOf(second), token);
      await stream.started;
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = Math.floor(Date.now() / 1000);
      const sent = await gatewayOnFirst.inject({
        url: `/?id=${tracker.deviceSerial}&lat=38.93&lon=-92.35&timestamp=${now}`,
      });
      expect(sent.statusCode).toBe(200);
      await expect
        .poll(() => stream.received.map((c) => c.assetId), { timeout: 3000 })
        .toEqual([asset.assetId]);
      await stream.close();
    });
  },
);
