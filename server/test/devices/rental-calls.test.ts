import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ASSET_TYPE, RENTAL_STATUS, timecard, tripDay } from '@fleet/domain';
import { makeCompanyWithAdmin } from '../../src/demo/factories';
import { makeRental, makeTrackedAsset } from '../../src/demo/asset-factories';
import { buildGateway } from '../../src/devices/gateway';
import { insertRentals } from '../../src/modules/rentals/rentals.repo';
import { createTestApp, isPostgresUnavailable, type TestApp } from '../harness';
import { drive, sendFix } from './drive';

const HOUR = 3_600_000;

describe.skipIf(isPostgresUnavailable())('rental variants of the live-fleet calls', () => {
  let t: TestApp;
  let gateway: FastifyInstance;
  let token: string;
  let adminId: number;
  let excavator: Awaited<ReturnType<typeof makeTrackedAsset>>;
  let loader: Awaited<ReturnType<typeof makeTrackedAsset>>;
  const rentalIds = { onRent: 0, returned: 0, reserved: 0, unassigned: 0 };
  const dayStart = Date.UTC(2026, 10, 20, 6);
  const day = `iso_start=${new Date(dayStart).toISOString()}&iso_end=${new Date(dayStart + 24 * HOUR).toISOString()}`;
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.call(token, { method: 'GET', url, headers });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { company, admin } = await makeCompanyWithAdmin(t.deps.db, {
      admin: { email: 'rentals@example.test' },
    });
    adminId = admin.userId;
    const equipment = { assetTypeId: ASSET_TYPE.equipment, assetKind: 'equipment' };
    excavator = await makeTrackedAsset(t.deps.db, company.companyId, equipment);
    loader = await makeTrackedAsset(t.deps.db, company.companyId, equipment);
    // Returned in the morning, out again on a new rental from noon.
    rentalIds.returned = (
      await makeRental(t.deps.db, company.companyId, excavator.asset.assetId, {
        rentalStatusId: RENTAL_STATUS.completed,
        startDate: new Date(dayStart - 48 * HOUR),
        endDate: new Date(dayStart + 4 * HOUR),
      })
    ).rentalId;
    rentalIds.onRent = (
      await makeRental(t.deps.db, company.companyId, excavator.asset.assetId, {
        startDate: new Date(dayStart + 6 * HOUR),
        endDate: new Date(dayStart + 30 * 24 * HOUR),
      })
    ).rentalId;
    rentalIds.reserved = (
      await makeRental(t.deps.db, company.companyId, loader.asset.assetId, {
        rentalStatusId: RENTAL_STATUS.scheduled,
        startDate: new Date(dayStart - 2 * HOUR),
      })
    ).rentalId;
    // A bulk rental waiting for an asset to be assigned.
    const [bulk] = await insertRentals(t.deps.db, [
      {
        companyId: company.companyId,
        rentalStatusId: RENTAL_STATUS.pending,
        startDate: new Date(dayStart),
      },
    ]);
    rentalIds.unassigned = bulk?.rentalId ?? 0;

    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
    // 08:00 on the returned rental's last morning, 20:00 on the new rental.
    for (const start of [dayStart + 2 * HOUR, dayStart + 14 * HOUR]) {
      for (const fix of drive(start, -92.3, 20, 30))
        await sendFix(gateway, excavator.tracker.deviceSerial, fix);
    }
    for (const fix of drive(dayStart + 3 * HOUR, -92.3, 10, 30))
      await sendFix(gateway, loader.tracker.deviceSerial, fix);
    token = await t.login('rentals@example.test');
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  it('shows a rental with its status name, and only the fields named in X-Fields', async () => {
    const whole = await get(`/api/rentals/${rentalIds.onRent}`);
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({
      rental_id: rentalIds.onRent,
      equipment_id: excavator.asset.assetId,
      rental_status: { rental_status_id: 5, name: 'On-rent' },
      start_date: new Date(dayStart + 6 * HOUR).toISOString(),
    });
    const masked = await get(`/api/rentals/${rentalIds.onRent}`, {
      'x-fields': 'rental_id,rental_status{name}',
    });
    expect(masked.body).toEqual({
      rental_id: rentalIds.onRent,
      rental_status: { name: 'On-rent' },
    });
  });

  it('gives the asset its on-rent rental, which the map routes to', async () => {
    const asset = await get(`/api/assets/${excavator.asset.assetId}`);
    expect(asset.body.rental_id).toBe(rentalIds.onRent);
    const reservedOnly = await get(`/api/assets/${loader.asset.assetId}`);
    expect(reservedOnly.body.rental_id).toBeNull();
  });

  it('filters statuses by the status of the asset’s rentals', async () => {
    const ids = async (query: string) =>
      (await get(`/api/users/${adminId}/assets/statuses?${query}`)).body.map(
        (s: { asset_id: number }) => s.asset_id,
      );
    expect(await ids('rental_status_id=5')).toEqual([excavator.asset.assetId]);
    expect(await ids('rental_status_id=4')).toEqual([loader.asset.assetId]);
    expect(await ids('rental_status_id=5,4')).toEqual([
      excavator.asset.assetId,
      loader.asset.assetId,
    ]);
    expect(await ids('rental_status_id=8')).toEqual([]);
    expect(await ids('')).toHaveLength(2);
  });

  it('counts trips and engine time of the rental’s own period only', async () => {
    const assetDay = tripDay.parse(
      (await get(`/api/assets/${excavator.asset.assetId}/trips?${day}`)).body,
    );
    expect(assetDay.trips).toHaveLength(2);
    const onRent = tripDay.parse((await get(`/api/rentals/${rentalIds.onRent}/trips?${day}`)).body);
    expect(onRent.trips.map((trip) => trip.start_timestamp)).toEqual([
      new Date(dayStart + 14 * HOUR).toISOString(),
    ]);
    const returned = tripDay.parse(
      (await get(`/api/rentals/${rentalIds.returned}/trips?${day}`)).body,
    );
    expect(returned.trips.map((trip) => trip.start_timestamp)).toEqual([
      new Date(dayStart + 2 * HOUR).toISOString(),
    ]);
    const card = timecard.parse(
      (await get(`/api/rentals/${rentalIds.onRent}/timecard?${day}`)).body,
    );
    expect(card.on_time).toBe(28 * 60);
    const whole = timecard.parse(
      (await get(`/api/assets/${excavator.asset.assetId}/timecard?${day}`)).body,
    );
    expect(whole.on_time).toBe(2 * 28 * 60);
    // A reservation never went out: nothing of the loader's morning belongs to it.
    const reserved = await get(`/api/rentals/${rentalIds.reserved}/timecard?${day}`);
    expect(reserved.body).toEqual({ on_time: 0, distance: 0 });
  });

  it('answers status and tracker health of the rented asset', async () => {
    const status = await get(`/api/rentals/${rentalIds.onRent}/status`);
    expect(status.body.asset_id).toBe(excavator.asset.assetId);
    expect(status.body.last_location_timestamp).toBe(
      new Date(dayStart + 14 * HOUR + 28 * 60_000).toISOString(),
    );
    const health = await get(`/api/rentals/${rentalIds.onRent}/tracker-health`);
    expect(health.body.stale_gps.gps_timestamp).toBe(status.body.last_location_timestamp);
  });

  it('answers 404 for a rental with no asset yet, or none at all, and 400 for a bad id', async () => {
    expect((await get(`/api/rentals/${rentalIds.unassigned}/status`)).status).toBe(404);
    expect((await get(`/api/rentals/${rentalIds.unassigned}`)).status).toBe(200);
    expect((await get('/api/rentals/999999/trips?' + day)).status).toBe(404);
    const bad = await get('/api/rentals/abc/status');
    expect(bad.status).toBe(400);
  });
});
