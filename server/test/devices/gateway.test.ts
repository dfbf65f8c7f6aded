import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ASSET_TYPE, assetStatus } from '@fleet/domain';
import { makeCompanyWithAdmin } from '../../src/demo/factories';
import { makeGeofence, makeTrackedAsset } from '../../src/demo/asset-factories';
import { buildGateway } from '../../src/devices/gateway';
import { createWriteBehindStatusStore } from '../../src/devices/status-store';
import { createDevices } from '../../src/devices/devices';
import { deviceLookups } from '../../src/device-lookups';
import { createInProcessBus } from '../../src/platform/events';
import { createTestApp, isPostgresUnavailable, testDatabaseKind, type TestApp } from '../harness';

const KNOTS_PER_MPH = 1 / 1.150779;

describe.skipIf(isPostgresUnavailable())('device gateway (OsmAnd)', () => {
  let t: TestApp;
  let gateway: FastifyInstance;
  let token: string;
  let truck: { assetId: number; serial: string };
  let excavator: { assetId: number; serial: string };
  let yardId: number;

  const positionsOf = async (assetId: number): Promise<number> => {
    const result = await t.deps.db.execute(
      sql`select count(*)::int as n from positions where asset_id = ${assetId}`,
    );
    return (result as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1;
  };
  const statusOf = async (assetId: number) => {
    const response = await t.call(token, { method: 'GET', url: `/api/assets/${assetId}/status` });
    expect(response.statusCode).toBe(200);
    return assetStatus.parse(response.json());
  };
  const send = (url: string) => gateway.inject({ method: 'GET', url });

  beforeAll(async () => {
    t = await createTestApp();
    const { company } = await makeCompanyWithAdmin(t.deps.db, {
      admin: { email: 'gw-admin@example.test' },
    });
    const a = await makeTrackedAsset(t.deps.db, company.companyId, {
      deviceSerial: '353451044508750',
    });
    const b = await makeTrackedAsset(t.deps.db, company.companyId, {
      deviceSerial: 'EX-320-0001',
      assetTypeId: ASSET_TYPE.equipment,
      assetKind: 'equipment',
    });
    truck = { assetId: a.asset.assetId, serial: a.tracker.deviceSerial };
    excavator = { assetId: b.asset.assetId, serial: b.tracker.deviceSerial };
    const yard = await makeGeofence(t.deps.db, company.companyId, {
      name: 'Columbia Yard',
      shape: { kind: 'circle', center: [-92.2867, 38.9811], radiusMeters: 300 },
    });
    yardId = yard.geofenceId;
    await t.deps.devices.geofences.reload();
    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
    token = await t.login('gw-admin@example.test');
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  it('stores a Traccar Client request and derives the status from it', async () => {
    const now = Math.floor(Date.now() / 1000) - 60;
    const knots = (45 * KNOTS_PER_MPH).toFixed(4);
    const response = await send(
      `/?id=${truck.serial}&timestamp=${now}&lat=38.9498&lon=-92.3273&speed=${knots}&bearing=93.0&altitude=220.0&accuracy=8.0&batt=87.0&ignition=true&odometer=16093.44`,
    );
    expect(response.statusCode).toBe(200);
    const status = await statusOf(truck.assetId);
    expect(status.location).toEqual({ latitude: 38.9498, longitude: -92.3273 });
    expect(status.speed).toBeCloseTo(45, 0);
    expect(status.direction).toBe(90);
    expect(status.engine_active).toBe(true);
    expect(status.odometer).toBeCloseTo(10, 1);
    expect(status.battery_percent).toBe(87);
    expect(status.location_source).toBe(1);
    expect(status.map_visual_indicator).toBe('DRIVING');
    expect(status.last_location_timestamp).toBe(new Date(now * 1000).toISOString());
    // The offline gazetteer's address: town, state and ZIP (no streets offline).
    expect(status.city).toBe('Columbia');
    expect(status.state).toEqual({ abbreviation: 'MO' });
    expect(status.zip_code).toMatch(/^652\d\d$/);
  });

  it('stores a resent fix once and answers 200 both times', async () => {
    const url = `/?deviceid=${truck.serial}&location=38.95,-92.33&timestamp=2026-11-20%2010:00:00`;
    const before = await positionsOf(truck.assetId);
    expect((await send(url)).statusCode).toBe(200);
    expect((await send(url)).statusCode).toBe(200);
    expect(await positionsOf(truck.assetId)).toBe(before + 1);
  });

  it('keeps a late fix in the history without moving the asset back', async () => {
    const latest = await statusOf(truck.assetId);
    const before = await positionsOf(truck.assetId);
    const old = Math.floor(Date.now() / 1000) - 3 * 3600;
    expect(
      (await send(`/?id=${truck.serial}&timestamp=${old}&lat=39.5&lon=-93.1`)).statusCode,
    ).toBe(200);
    expect(await positionsOf(truck.assetId)).toBe(before + 1);
    const after = await statusOf(truck.assetId);
    expect(after.location).toEqual(latest.location);
    expect(after.last_location_timestamp).toBe(latest.last_location_timestamp);
  });

  it('answers an unknown device with 400 (query) or 404 (JSON) and lists it', async () => {
    const query = await send('/?id=NOT-REGISTERED-1&lat=38.9&lon=-92.3');
    expect(query.statusCode).toBe(400);
    expect(query.body).toContain("Unknown device 'NOT-REGISTERED-1'");
    const json = await gateway.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: {
        device_id: 'NOT-REGISTERED-2',
        location: {
          timestamp: new Date().toISOString(),
          coords: { latitude: 38.9, longitude: -92.3, speed: 0, heading: 0, accuracy: 5 },
          is_moving: false,
          battery: { level: 0.5, is_charging: false },
        },
      },
    });
    expect(json.statusCode).toBe(404);
    const listed = await t.deps.db.execute(
      sql`select device_serial from unknown_devices order by device_serial`,
    );
    expect((listed as { rows: Array<{ device_serial: string }> }).rows).toEqual([
      { device_serial: 'NOT-REGISTERED-1' },
      { device_serial: 'NOT-REGISTERED-2' },
    ]);
  });

  it('refuses bad coordinates with the reason and writes nothing', async () => {
    const before = await positionsOf(truck.assetId);
    for (const query of ['lat=91.5&lon=-92.3', 'lat=NaN&lon=-92.3', 'lat=38.9', 'location=38.9']) {
      const response = await send(`/?id=${truck.serial}&${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.body.length, query).toBeGreaterThan(10);
    }
    expect(await positionsOf(truck.assetId)).toBe(before);
  });

  it('takes the JSON form Traccar Client sends', async () => {
    const response = await gateway.inject({
      method: 'POST',
      url: '/',
      headers: { 'content-type': 'application/json' },
      payload: {
        device_id: excavator.serial,
        location: {
          timestamp: new Date(Date.now() - 30_000).toISOString(),
          coords: { latitude: 38.9811, longitude: -92.2867, speed: 0, heading: -1, accuracy: 4 },
          is_moving: false,
          odometer: 0,
          battery: { level: 0.62, is_charging: true },
          extras: { rpm: 900 },
        },
      },
    });
    expect(response.statusCode).toBe(200);
    const status = await statusOf(excavator.assetId);
    expect(status.battery_percent).toBeCloseTo(62, 0);
    expect(status.geofences).toEqual([{ geofence_id: yardId, name: 'Columbia Yard' }]);
    expect(status.telemetry.engine_rpm).toBe(900);
  });

  it('marks an excavator at road speed with the engine on as hauled', async () => {
    const now = Math.floor(Date.now() / 1000);
    const knots = (52 * KNOTS_PER_MPH).toFixed(3);
    await send(
      `/?id=${excavator.serial}&timestamp=${now}&lat=38.97&lon=-92.30&speed=${knots}&ignition=true`,
    );
    const status = await statusOf(excavator.assetId);
    expect(status.is_being_hauled).toBe(true);
    expect(status.geofences).toEqual([]);
    expect(status.map_visual_indicator).toBe('IS_BEING_HAULED');
  });

  it('keeps the last location while the GPS has no lock and says so', async () => {
    const before = await statusOf(truck.assetId);
    const now = Math.floor(Date.now() / 1000) + 1;
    await send(`/?id=${truck.serial}&timestamp=${now}&lat=0&lon=0&valid=false`);
    const status = await statusOf(truck.assetId);
    expect(status.location).toEqual(before.location);
    expect(status.out_of_lock_timestamp).toBe(new Date(now * 1000).toISOString());
    expect(status.map_visual_indicator).toBe('UNKNOWN');
  });
});

describe.skipIf(testDatabaseKind() !== 'pglite')(
  'status write-behind on the embedded database',
  () => {
    it('replays positions past the watermark after a crash', async () => {
      const t = await createTestApp();
      try {
        const { company } = await makeCompanyWithAdmin(t.deps.db);
        const { asset, tracker } = await makeTrackedAsset(t.deps.db, company.companyId);
        const fixTime = Date.now() - 5000;
        const [outcome] = await t.deps.devices.ingest.submit([
          {
            deviceSerial: tracker.deviceSerial,
            fixTime,
            latitude: 38.9,
            longitude: -92.3,
            valid: true,
            speedMph: 0,
            attributes: {},
          },
        ]);
        expect(outcome?.kind).toBe('stored');
        // A second process opening the same data (the first died before its status write).
        const restarted = await createDevices(
          t.database,
          createInProcessBus(),
          deviceLookups(t.database.db),
        );
        const rows = await t.deps.db.execute(
          sql`select status->'location' as location from asset_statuses where asset_id = ${asset.assetId}`,
        );
        expect((rows as { rows: Array<{ location: unknown }> }).rows).toEqual([
          { location: { latitude: 38.9, longitude: -92.3 } },
        ]);
        await restarted.close();
      } finally {
        await t.close();
      }
    });

    it('replays a backlog a step at a time, a late fix never moving the asset back', async () => {
      const t = await createTestApp();
      try {
        const { company } = await makeCompanyWithAdmin(t.deps.db);
        const { asset, tracker } = await makeTrackedAsset(t.deps.db, company.companyId);
        const base = Date.now() - 60_000;
        const fix = (seconds: number, longitude: number) => ({
          deviceSerial: tracker.deviceSerial,
          fixTime: base + seconds * 1000,
          latitude: 38.9,
          longitude,
          valid: true,
          speedMph: 0,
          attributes: {},
        });
        // Stored in this order: the fix of 20 s arrives after the one of 30 s.
        for (const each of [fix(10, -92.1), fix(30, -92.3), fix(20, -92.2)]) {
          const [outcome] = await t.deps.devices.ingest.submit([each]);
          expect(outcome?.kind).toBe('stored');
        }
        // A process starting on what a crash left: the statuses were never written.
        await t.deps.db.execute(sql`delete from asset_statuses where asset_id = ${asset.assetId}`);
        const { geofences, geocoder } = t.deps.devices;
        await createWriteBehindStatusStore(t.database, { geofences, geocoder }, 1);
        const rows = await t.deps.db.execute(sql`
          select status->'location' as location,
            (select status_position_id::float8 from ingest_state where id = 1) as watermark,
            (select max(position_id)::float8 from positions) as newest
          from asset_statuses where asset_id = ${asset.assetId}`);
        const [row] = (rows as { rows: Array<Record<string, unknown>> }).rows;
        expect(row?.location).toEqual({ latitude: 38.9, longitude: -92.3 });
        expect(row?.watermark).toBe(row?.newest);
      } finally {
        await t.close();
      }
    });
  },
);
