import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_TYPE, MESSAGES, assetStatus } from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../../src/demo/factories';
import { makeAsset, makeGeofence, makeTrackedAsset } from '../../src/demo/asset-factories';
import { createTestApp, isPostgresUnavailable, type TestApp } from '../harness';

describe.skipIf(isPostgresUnavailable())('asset, status and device calls', () => {
  let t: TestApp;
  let admin: string;
  let manager: string;
  let adminId: number;
  let companyId: number;
  let tracked: Awaited<ReturnType<typeof makeTrackedAsset>>;
  let untracked: Awaited<ReturnType<typeof makeAsset>>;

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db, { admin: { email: 'calls@example.test' } });
    companyId = made.company.companyId;
    adminId = made.admin.userId;
    await makeUser(t.deps.db, companyId, {
      email: 'calls-manager@example.test',
      securityLevelId: 2,
    });
    tracked = await makeTrackedAsset(t.deps.db, companyId, {
      customName: 'EX-0001',
      assetTypeId: ASSET_TYPE.equipment,
      assetKind: 'equipment',
    });
    untracked = await makeAsset(t.deps.db, companyId, {
      customName: 'TR-0001',
      assetKind: 'trailer',
    });
    await makeGeofence(t.deps.db, companyId, {
      name: 'Battle High Fields',
      shape: { kind: 'circle', center: [-92.2583, 38.9968], radiusMeters: 400 },
    });
    await t.deps.devices.geofences.reload();
    admin = await t.login('calls@example.test');
    manager = await t.login('calls-manager@example.test');
  });
  afterAll(async () => t?.close());

  it('returns nested fields named in X-Fields, and only those', async () => {
    const response = await t.call(admin, {
      method: 'GET',
      url: `/api/assets?ids=${tracked.asset.assetId},${untracked.assetId}`,
      headers: { 'x-fields': 'asset_id,custom_name,tracker{device_serial}' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        asset_id: tracked.asset.assetId,
        custom_name: 'EX-0001',
        tracker: { device_serial: tracked.tracker.deviceSerial },
      },
      { asset_id: untracked.assetId, custom_name: 'TR-0001', tracker: null },
    ]);
  });

  it('pages statuses by limit and offset, NO_TRACKER for assets without one', async () => {
    const url = (q: string) => `/api/users/${adminId}/assets/statuses?${q}`;
    const first = await t.call(admin, { method: 'GET', url: url('limit=1&offset=0') });
    const second = await t.call(admin, { method: 'GET', url: url('limit=1&offset=1') });
    const third = await t.call(admin, { method: 'GET', url: url('limit=1&offset=2') });
    expect(first.json().map((s: { asset_id: number }) => s.asset_id)).toEqual([
      tracked.asset.assetId,
    ]);
    expect(second.json()[0].map_visual_indicator).toBe('NO_TRACKER');
    expect(third.json()).toEqual([]);
    const tooMany = await t.call(admin, { method: 'GET', url: url('limit=1001') });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain('limit is at most 1000');
    const onRent = await t.call(admin, { method: 'GET', url: url('rental_status_id=5') });
    expect(onRent.json()).toEqual([]);
  });

  it('places an asset by hand with the spec’s message, as a manual location', async () => {
    const response = await t.call(manager, {
      method: 'POST',
      url: `/api/assets/${untracked.assetId}/locations/manual`,
      payload: {
        latitude: 38.9968,
        longitude: -92.2583,
        street: '7575 N Route Z',
        city: 'Columbia',
        state: 'mo',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.locationSaved });
    const status = assetStatus.parse(
      (
        await t.call(admin, { method: 'GET', url: `/api/assets/${untracked.assetId}/status` })
      ).json(),
    );
    expect(status.location_source).toBe(2);
    expect(status.map_visual_indicator).toBe('MANUAL_LOCATION');
    expect(status.state).toEqual({ abbreviation: 'MO' });
    expect(status.geofences.map((g) => g.name)).toEqual(['Battle High Fields']);
    // The address given is taken as given: no ZIP stated, none made up.
    expect(status.zip_code).toBeNull();
    // Without an address, the place is named by the gazetteer.
    const pallet = await makeAsset(t.deps.db, companyId, { assetKind: 'small tool' });
    const bare = await t.call(manager, {
      method: 'POST',
      url: `/api/assets/${pallet.assetId}/locations/manual`,
      payload: { latitude: 38.5767, longitude: -92.1735 },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    const moved = assetStatus.parse(
      (await t.call(admin, { method: 'GET', url: `/api/assets/${pallet.assetId}/status` })).json(),
    );
    expect(moved).toMatchObject({ street: null, city: 'Jefferson City', zip_code: '65102' });
    const bad = await t.call(manager, {
      method: 'POST',
      url: `/api/assets/${untracked.assetId}/locations/manual`,
      payload: { latitude: 91, longitude: 0 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Latitude must be between -90 and 90');
  });

  it('takes a batch of positions from an integration and says what it refused', async () => {
    const now = Date.now();
    const response = await t.call(manager, {
      method: 'POST',
      url: '/api/devices/positions',
      payload: {
        positions: [
          {
            device_id: tracked.tracker.deviceSerial,
            timestamp: now - 2000,
            latitude: 38.9968,
            longitude: -92.2583,
            speed_mph: 0,
          },
          {
            device_id: tracked.tracker.deviceSerial,
            timestamp: now - 2000,
            latitude: 38.9968,
            longitude: -92.2583,
          },
          { device_id: 'NOT-MINE', timestamp: now - 1000, latitude: 38.99, longitude: -92.26 },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      stored: 1,
      duplicates: 1,
      refused: [{ index: 2, device_id: 'NOT-MINE', reason: "Unknown device 'NOT-MINE'" }],
    });
    const tooMany = await t.call(manager, {
      method: 'POST',
      url: '/api/devices/positions',
      payload: {
        positions: Array.from({ length: 1001 }, () => ({
          device_id: 'x',
          timestamp: now,
          latitude: 0,
          longitude: 0,
        })),
      },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('lists unknown devices to nobody: each company learns only of identifiers it types', async () => {
    expect((await t.call(admin, { method: 'GET', url: '/api/devices/unknown' })).statusCode).toBe(
      404,
    );
    const mine = await t.call(manager, {
      method: 'GET',
      url: '/api/devices/lookup?device_serial=NOT-MINE',
    });
    expect(mine.json()).toMatchObject({ state: 'reporting', message_count: 1 });
  });

  it('lists geofences with the assets inside, and the company’s groups', async () => {
    await t.deps.devices.ingest.idle();
    const geofences = await t.call(admin, {
      method: 'GET',
      url: `/api/users/${adminId}/geofences?include_asset_ids=true`,
    });
    expect(geofences.statusCode, geofences.body).toBe(200);
    const [battle] = geofences.json();
    expect(battle.name).toBe('Battle High Fields');
    expect(battle.geojson.type).toBe('Polygon');
    expect(battle.geojson.coordinates[0]).toHaveLength(65);
    expect(battle.asset_ids_in_geofence.sort()).toEqual(
      [tracked.asset.assetId, untracked.assetId].sort(),
    );
    const groups = await t.call(admin, { method: 'GET', url: '/api/organizations' });
    expect(groups.json()).toEqual([]);
  });
});
