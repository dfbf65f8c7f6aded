import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ASSET_TYPE, INCIDENT_TYPE, TRIP_TYPE, timecard, tripDay } from '@fleet/domain';
import { makeCompanyWithAdmin } from '../../src/demo/factories';
import { makeGeofence, makeTrackedAsset } from '../../src/demo/asset-factories';
import { buildGateway } from '../../src/devices/gateway';
import { createTestApp, isPostgresUnavailable, type TestApp } from '../harness';
import { drive, LON_PER_MILE, sendFix, type Fix } from './drive';

describe.skipIf(isPostgresUnavailable())('trips, incidents and the timecard', () => {
  let t: TestApp;
  let gateway: FastifyInstance;
  let token: string;
  let companyId: number;
  const day = { start: Date.UTC(2026, 10, 20, 6), end: Date.UTC(2026, 10, 21, 6) };
  const dayQuery = `iso_start=${new Date(day.start).toISOString()}&iso_end=${new Date(day.end).toISOString()}`;

  const send = (serial: string, fix: Fix) => sendFix(gateway, serial, fix);
  const tripsOf = async (assetId: number) => {
    const response = await t.call(token, {
      method: 'GET',
      url: `/api/assets/${assetId}/trips?${dayQuery}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return tripDay.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { company } = await makeCompanyWithAdmin(t.deps.db, {
      admin: { email: 'trips@example.test' },
    });
    companyId = company.companyId;
    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
    token = await t.login('trips@example.test');
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  it('derives a regular trip with its ignition incidents, the same whatever order fixes arrive', async () => {
    const inOrder = await makeTrackedAsset(t.deps.db, companyId);
    const shuffled = await makeTrackedAsset(t.deps.db, companyId);
    const fixes = drive(Date.UTC(2026, 10, 20, 14), -92.4, 20, 40);
    for (const fix of fixes) await send(inOrder.tracker.deviceSerial, fix);
    // Late and repeated: the last half first, then everything again.
    const late = [...fixes.slice(fixes.length / 2), ...fixes, ...fixes.slice(0, 3)];
    for (const fix of late) await send(shuffled.tracker.deviceSerial, fix);

    const a = await tripsOf(inOrder.asset.assetId);
    const b = await tripsOf(shuffled.asset.assetId);
    expect(a.trips).toHaveLength(1);
    const [trip] = a.trips;
    expect(trip?.trip_type.trip_type_id).toBe(TRIP_TYPE.regular);
    expect(trip?.trip_distance_miles).toBeGreaterThan(12.5);
    expect(trip?.trip_distance_miles).toBeLessThan(14.5);
    // Outside any geofence: the offline gazetteer names the town, which has no streets.
    expect(trip?.start).toMatchObject({
      city: 'Columbia',
      state: 'MO',
      label: 'Unavailable Street Address, Columbia, MO',
    });
    const types = a.incidents.map((i) => i.tracking_incident_type_id);
    expect(types).toContain(INCIDENT_TYPE.ignitionOff);
    const strip = (d: typeof a) =>
      JSON.stringify(d)
        .replaceAll(`${inOrder.asset.assetId}:`, 'A:')
        .replaceAll(`${shuffled.asset.assetId}:`, 'A:');
    expect(strip(b)).toBe(strip(a));
  });

  it('reports over speed above the company threshold, critical, starting at report minus duration', async () => {
    const { asset, tracker } = await makeTrackedAsset(t.deps.db, companyId);
    for (const fix of drive(Date.UTC(2026, 10, 20, 16), -92.4, 10, 82))
      await send(tracker.deviceSerial, fix);
    const { incidents } = await tripsOf(asset.assetId);
    const overSpeed = incidents.find(
      (i) => i.tracking_incident_type_id === INCIDENT_TYPE.overSpeed,
    );
    expect(overSpeed?.severity).toBe('critical');
    expect(overSpeed?.optional_fields.maxSpeed).toBeCloseTo(82, 0);
    expect(overSpeed?.duration).toBeGreaterThan(0);
  });

  it('enters and leaves a geofence, alternating', async () => {
    const { asset, tracker } = await makeTrackedAsset(t.deps.db, companyId);
    await makeGeofence(t.deps.db, companyId, {
      name: 'Route K Bridge',
      shape: { kind: 'circle', center: [-92.4 + 5 * LON_PER_MILE, 38.95], radiusMeters: 800 },
    });
    await t.deps.devices.geofences.reload();
    for (const fix of drive(Date.UTC(2026, 10, 20, 18), -92.4, 12, 50))
      await send(tracker.deviceSerial, fix);
    const { incidents } = await tripsOf(asset.assetId);
    const area = incidents
      .filter((i) => i.geofence)
      .map((i) => [i.tracking_incident_type_id, i.geofence?.name]);
    expect(area).toEqual([
      [INCIDENT_TYPE.enteringArea, 'Route K Bridge'],
      [INCIDENT_TYPE.leavingArea, 'Route K Bridge'],
    ]);
  });

  it('matches a lowboy and the excavator it hauled', async () => {
    const truck = await makeTrackedAsset(t.deps.db, companyId);
    const excavator = await makeTrackedAsset(t.deps.db, companyId, {
      assetTypeId: ASSET_TYPE.equipment,
      assetKind: 'equipment',
    });
    const fixes = drive(Date.UTC(2026, 10, 20, 20), -92.2, 15, 45);
    for (const fix of fixes) {
      await send(truck.tracker.deviceSerial, fix);
      await send(excavator.tracker.deviceSerial, { ...fix, ignition: false });
    }
    const hauled = (await tripsOf(excavator.asset.assetId)).trips;
    expect(hauled.map((trip) => trip.trip_type.trip_type_id)).toEqual([TRIP_TYPE.hauled]);
    expect(hauled[0]?.hauling_asset).toBe(truck.asset.assetId);
    const hauling = (await tripsOf(truck.asset.assetId)).trips;
    expect(hauling.map((trip) => trip.trip_type.trip_type_id)).toEqual([TRIP_TYPE.hauling]);
    expect(hauling[0]?.hauling_trip_hauled_assets).toEqual([excavator.asset.assetId]);
  });

  it('counts engine-on time and miles in the timecard', async () => {
    const { asset, tracker } = await makeTrackedAsset(t.deps.db, companyId);
    for (const fix of drive(Date.UTC(2026, 10, 20, 22), -92.0, 30, 30))
      await send(tracker.deviceSerial, fix);
    const response = await t.call(token, {
      method: 'GET',
      url: `/api/assets/${asset.assetId}/timecard?${dayQuery}`,
    });
    const card = timecard.parse(response.json());
    expect(card.on_time).toBe(38 * 60);
    expect(card.distance).toBeGreaterThan(14);
    expect(card.distance).toBeLessThan(16);
  });

  it('refuses a window that ends before it starts, and other companies’ assets', async () => {
    const { asset } = await makeTrackedAsset(t.deps.db, companyId);
    const backwards = await t.call(token, {
      method: 'GET',
      url: `/api/assets/${asset.assetId}/trips?iso_start=${new Date(day.end).toISOString()}&iso_end=${new Date(day.start).toISOString()}`,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.message).toContain('iso_end must be after iso_start');
    const { company: other } = await makeCompanyWithAdmin(t.deps.db);
    const foreign = await makeTrackedAsset(t.deps.db, other.companyId);
    const response = await t.call(token, {
      method: 'GET',
      url: `/api/assets/${foreign.asset.assetId}/trips?${dayQuery}`,
    });
    expect(response.statusCode).toBe(404);
  });
});
