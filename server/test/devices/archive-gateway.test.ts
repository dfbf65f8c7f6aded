import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { RENTAL_STATUS } from '@fleet/domain';
import { buildGateway } from '../../src/devices/gateway';
import { makeRental, makeTrackedAsset } from '../../src/demo/asset-factories';
import { positions } from '../../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from '../harness';
import { ARCHIVE, seedArchiveFixture, type ArchiveFixture } from '../archive-fixture';
import { portOf, subscribeToStatuses } from './live-stream';

/**
 * What archiving does to the device side (docs/ARCHIVE.md): a tracker taken off is refused from
 * its next report, though the gateway had its serial cached; a stolen asset's tracker goes on
 * reporting, yet the asset stays off the live stream. Positions and rentals are kept.
 */
describe.skipIf(isPostgresUnavailable())('asset archive and the gateway', () => {
  let t: TestApp;
  let f: ArchiveFixture;
  let gateway: FastifyInstance;
  let manager: string;
  let fixSeconds = Math.floor(Date.now() / 1000) - 600;

  /** A real OsmAnd report, each one a second newer than the last. */
  const report = (serial: string, lat = 38.9517) => {
    fixSeconds += 1;
    return gateway.inject({
      method: 'GET',
      url: `/?id=${serial}&lat=${lat}&lon=-92.3341&timestamp=${fixSeconds}`,
    });
  };
  const positionsOf = async (assetId: number) => {
    await t.deps.devices.ingest.idle();
    const [row] = await t.deps.db
      .select({ n: count() })
      .from(positions)
      .where(eq(positions.assetId, assetId));
    return row?.n ?? 0;
  };
  const archive = async (assetId: number, status: string) => {
    const response = await t.call(manager, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query: ARCHIVE, variables: { assetId, status } },
    });
    expect(response.json()).toEqual({ data: { archiveAsset: true } });
  };

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedArchiveFixture(t, 'gw');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
    manager = await t.login(f.emails.manager);
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  it('refuses the next report of a tracker taken off by archiving, keeping the positions', async () => {
    const { asset } = f.excavator;
    const rental = await makeRental(t.deps.db, f.companyId, asset.assetId, {
      rentalStatusId: RENTAL_STATUS.completed,
      startDate: new Date(Date.now() - 7 * 86_400_000),
      endDate: new Date(Date.now() - 5 * 86_400_000),
    });
    // Two reports: the second is answered from the gateway's cached serial.
    expect((await report('ARC-EX-gw')).statusCode).toBe(200);
    expect((await report('ARC-EX-gw')).statusCode).toBe(200);
    expect(await positionsOf(asset.assetId)).toBe(2);

    await archive(asset.assetId, 'RETIRED');
    const refused = await report('ARC-EX-gw');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toBe("Tracker 'ARC-EX-gw' is not installed on an asset yet.");
    expect(await positionsOf(asset.assetId)).toBe(2);
    const kept = await t.call(manager, { method: 'GET', url: `/api/rentals/${rental.rentalId}` });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('keeps a stolen asset reporting, but never on the live stream', async () => {
    const watched = await makeTrackedAsset(t.deps.db, f.companyId, { deviceSerial: 'ARC-ON-gw' });
    await archive(f.truck.asset.assetId, 'STOLEN');
    const stream = subscribeToStatuses(portOf(t.app), manager);
    await stream.started;
    const seen = (assetId: number, lat: number) =>
      stream.received.some((c) => c.assetId === assetId && c.status.location?.latitude === lat);
    // Ready when a report of an asset in service comes through (the subscribe message landed).
    await expect
      .poll(
        async () =>
          (await report('ARC-ON-gw', 38.9)).statusCode === 200 && seen(watched.asset.assetId, 38.9),
        {
          timeout: 5000,
          interval: 100,
        },
      )
      .toBe(true);

    expect((await report('ARC-TR-gw', 38.95)).statusCode).toBe(200);
    // A later report of the asset in service: once it is through, so is anything before it.
    expect((await report('ARC-ON-gw', 38.91)).statusCode).toBe(200);
    await expect.poll(() => seen(watched.asset.assetId, 38.91), { timeout: 5000 }).toBe(true);
    expect(stream.received.map((c) => c.assetId)).not.toContain(f.truck.asset.assetId);
    await stream.close();

    // Its card still shows where it is: the history a stolen asset is archived with.
    const status = await t.call(manager, {
      method: 'GET',
      url: `/api/assets/${f.truck.asset.assetId}/status`,
    });
    expect(status.json().location).toEqual({ latitude: 38.95, longitude: -92.3341 });
    expect(await positionsOf(f.truck.asset.assetId)).toBe(1);
  });
});
