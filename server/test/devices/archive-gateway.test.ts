import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { RENTAL_STATUS } from '@fleet/domain';
import { buildGateway } from '../../src/devices/gateway';
import { makeRental, makeTrackedAsset } from '../../src/demo/asset-factories';
import { positions } from '../../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from '../harness';
import { ARCHIVE, RESTORE, seedArchiveFixture, type ArchiveFixture } from '../archive-fixture';
import { portOf, subscribeToStatuses } from './live-stream';

/**
 * What archiving does to the device side (docs/ARCHIVE.md): a tracker taken off is refused from
 * its next report, though the gateway had its serial cached; a stolen asset's tracker goes on
 * reporting, yet the asset stays off the live stream. Positions and rentals are kept. Other
 * browsers' maps are told at once: an archived asset leaves them, a restored one comes back.
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
  /** Resolves once the stream shows a report of this tracker (so its subscription is live). */
  const reportUntilSeen = async (
    stream: ReturnType<typeof subscribeToStatuses>,
    serial: string,
    assetId: number,
  ) => {
    await stream.started;
    const lat = 38.8 + Math.random() / 10;
    await expect
      .poll(
        async () =>
          (await report(serial, lat)).statusCode === 200 &&
          stream.received.some(
            (c) => c.assetId === assetId && c.status?.location?.latitude === lat,
          ),
        { timeout: 5000, interval: 100 },
      )
      .toBe(true);
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
      stream.received.some((c) => c.assetId === assetId && c.status?.location?.latitude === lat);
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

  it('drops an archived asset from the other maps of its company at once, and brings it back', async () => {
    const leaving = await makeTrackedAsset(t.deps.db, f.companyId, { deviceSerial: 'ARC-MAP-gw' });
    const staying = await makeTrackedAsset(t.deps.db, f.companyId, { deviceSerial: 'ARC-STAY-gw' });
    const colleague = subscribeToStatuses(portOf(t.app), await t.login(f.emails.user));
    const outsider = subscribeToStatuses(portOf(t.app), await t.login(f.emails.other));
    await reportUntilSeen(colleague, 'ARC-STAY-gw', staying.asset.assetId);
    await reportUntilSeen(outsider, 'ARC-LOT-gw', f.otherAssetId);
    const changesOf = (stream: typeof colleague) =>
      stream.received.filter((c) => c.assetId === leaving.asset.assetId);

    await archive(leaving.asset.assetId, 'SOLD');
    await expect
      .poll(() => changesOf(colleague), { timeout: 5000 })
      .toEqual([{ assetId: leaving.asset.assetId, status: null }]);

    const restored = await t.call(manager, {
      method: 'POST',
      url: '/api/fleet/graphql',
      payload: { query: RESTORE, variables: { assetId: leaving.asset.assetId } },
    });
    expect(restored.json()).toEqual({ data: { restoreAsset: true } });
    await expect
      .poll(() => changesOf(colleague).at(-1)?.status?.asset_id, { timeout: 5000 })
      .toBe(leaving.asset.assetId);
    // Archiving took its tracker off: it comes back without one.
    expect(changesOf(colleague).at(-1)?.status?.map_visual_indicator).toBe('NO_TRACKER');

    // Another company's map heard nothing of it: a later report of its own is through first.
    await reportUntilSeen(outsider, 'ARC-LOT-gw', f.otherAssetId);
    expect(changesOf(outsider)).toEqual([]);
    expect(colleague.errors).toEqual([]);
    await colleague.close();
    await outsider.close();
  });
});
