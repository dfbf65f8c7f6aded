import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { GEOFENCE_MESSAGES, MESSAGES, type GeofenceDto } from '@fleet/domain';
import { buildApp } from '../src/app';
import { makeTrackedAsset } from '../src/demo/asset-factories';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { deviceLookups } from '../src/device-lookups';
import { createDevices, type Devices } from '../src/devices/devices';
import { createPostgresBus, type ClosableBus } from '../src/platform/events-postgres';
import { createTestApp, isPostgresUnavailable, testDatabaseKind, type TestApp } from './harness';

/** A square outline of `half` degrees around a point, closed, counter-clockwise. */
const square = (lon: number, lat: number, half = 0.002) => ({
  kind: 'polygon' as const,
  geojson: {
    type: 'Polygon' as const,
    coordinates: [
      [
        [lon - half, lat - half],
        [lon + half, lat - half],
        [lon + half, lat + half],
        [lon - half, lat + half],
        [lon - half, lat - half],
      ],
    ],
  },
});
const circle = (lon: number, lat: number, radius = 200) => ({
  kind: 'circle' as const,
  longitude: lon,
  latitude: lat,
  radius_meters: radius,
});

const PARKED = { longitude: -92.3301, latitude: 38.9512 };

/**
 * Geofences (docs/GEOFENCES.md; spec 2 §3, §7, §8): add, read, list with the assets inside now,
 * PATCH only what is sent, delete, a group's geofences, the shape rules, tenancy, who may write,
 * and the gateway's index following every write.
 */
describe.skipIf(isPostgresUnavailable())('geofences (spec 2 §7)', () => {
  let t: TestApp;
  let admin: string;
  let adminUserId: number;
  let operations: string;
  let user: string;
  let readOnly: string;
  let other: string;
  let companyId: number;
  let assetId: number;
  let otherGeofenceId: number;
  let otherGroupId: number;

  const call = (
    token: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.call(token, { method, url, ...(payload ? { payload } : {}) });
  const create = (token: string, body: object) => call(token, 'POST', '/api/geofences', body);
  const listMine = async (query = 'include_asset_ids=true') =>
    (await call(admin, 'GET', `/api/users/${adminUserId}/geofences?${query}`)).json<
      GeofenceDto[]
    >();
  const makeGroup = async (token: string, name: string) =>
    (await call(token, 'POST', '/api/organizations', { name })).json<{ organization_id: number }>()
      .organization_id;

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db);
    companyId = made.company.companyId;
    adminUserId = made.admin.userId;
    admin = await t.login(made.admin.email);
    operations = await t.login(
      (await makeUser(t.deps.db, companyId, { securityLevelId: 6 })).email,
    );
    user = await t.login((await makeUser(t.deps.db, companyId, { securityLevelId: 5 })).email);
    readOnly = await t.login(
      (await makeUser(t.deps.db, companyId, { securityLevelId: 1, readOnly: true })).email,
    );
    const { asset } = await makeTrackedAsset(t.deps.db, companyId, { customName: 'Parked Loader' });
    assetId = asset.assetId;
    const placed = await call(admin, 'POST', `/api/assets/${assetId}/locations/manual`, PARKED);
    expect(placed.statusCode, placed.body).toBeLessThan(300);

    const otherMade = await makeCompanyWithAdmin(t.deps.db);
    other = await t.login(otherMade.admin.email);
    otherGeofenceId = (
      await create(other, { name: 'Hidden Yard', shape: circle(-104.99, 39.74) })
    ).json<GeofenceDto>().geofence_id;
    otherGroupId = await makeGroup(other, 'Hidden Crew');
  });
  afterAll(async () => t?.close());

  it('adds an outline around a parked asset and counts it inside at once', async () => {
    let stepsUpdated = 0;
    const stop = t.deps.bus.subscribe('configuration-steps.updated', (event) => {
      if (event.companyId === companyId) stepsUpdated += 1;
    });
    const made = await create(admin, {
      name: '  North Yard ',
      geofence_type_id: 2,
      alert_enter: true,
      shape: square(PARKED.longitude, PARKED.latitude),
    });
    stop();
    expect(made.statusCode, made.body).toBe(201);
    const body = made.json<GeofenceDto>();
    expect(body).toMatchObject({
      name: 'North Yard',
      geofence_type_id: 2,
      alert_enter: true,
      alert_exit: false,
      active: true,
      circle: null,
      organization_ids: [],
      asset_ids_in_geofence: [assetId],
      asset_count: 1,
    });
    expect(body.geojson.type).toBe('Polygon');
    expect(stepsUpdated).toBe(1);
    const steps = await call(admin, 'POST', '/api/fleet/graphql', {
      query: '{ getConfigurationSteps { createGeofence } }',
    });
    expect(steps.json().data.getConfigurationSteps.createGeofence).toBe('COMPLETE');
    const one = await call(user, 'GET', `/api/geofences/${body.geofence_id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json<GeofenceDto>().asset_ids_in_geofence).toEqual([assetId]);
  });

  it('adds a circle, kept as a circle, and lists counts without ids when asked', async () => {
    const made = await create(operations, {
      name: 'Quarry',
      geofence_type_id: 3,
      shape: circle(-92.5, 38.8, 500),
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json<GeofenceDto>().circle).toEqual({
      longitude: -92.5,
      latitude: 38.8,
      radius_meters: 500,
    });
    const counts = await listMine('include_geofence_count=true');
    const quarry = counts.find((g) => g.name === 'Quarry');
    expect(quarry?.asset_count).toBe(0);
    expect(quarry?.asset_ids_in_geofence).toBeUndefined();
    const one = await listMine(`geofence_id=${made.json<GeofenceDto>().geofence_id}`);
    expect(one.map((g) => g.name)).toEqual(['Quarry']);
  });

  it('refuses a name an active geofence has (any case) with 409 and a sentence', async () => {
    const taken = await create(admin, {
      name: 'north yard',
      shape: circle(-92.1, 38.9),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(GEOFENCE_MESSAGES.nameTaken('north yard'));
    // An inactive one may share it.
    const inactive = await create(admin, {
      name: 'North Yard',
      active: false,
      shape: circle(-92.1, 38.9),
    });
    expect(inactive.statusCode, inactive.body).toBe(201);
    const revived = await call(admin, 'PATCH', `/api/geofences/${inactive.json().geofence_id}`, {
      active: true,
    });
    expect(revived.statusCode).toBe(409);
    expect((await listMine()).filter((g) => g.name === 'North Yard')).toHaveLength(1);
    const all = await listMine('exclude_inactive_geofences=false');
    expect(all.filter((g) => g.name === 'North Yard')).toHaveLength(2);
  });

  it('refuses self-crossing, open, oversized and malformed shapes with a sentence, writing nothing', async () => {
    const before = await listMine('exclude_inactive_geofences=false');
    const bowtie = {
      kind: 'polygon',
      geojson: {
        type: 'Polygon',
        coordinates: [
          [
            [-92.0, 38.0],
            [-91.99, 38.01],
            [-91.99, 38.0],
            [-92.0, 38.01],
            [-92.0, 38.0],
          ],
        ],
      },
    };
    const crossed = await create(admin, { name: 'Bowtie', shape: bowtie });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error.message).toMatch(/crosses itself near 38\.00500, -91\.99500/);

    const open = square(-92, 38);
    open.geojson.coordinates[0]?.pop();
    open.geojson.coordinates[0]?.push([-91.9, 38.1]);
    const notClosed = await create(admin, { name: 'Open', shape: open });
    expect(notClosed.statusCode).toBe(400);
    expect(notClosed.json().error.message).toContain(GEOFENCE_MESSAGES.notClosed);

    const huge = await create(admin, { name: 'Huge', shape: square(-92, 38, 0.5) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toMatch(/may cover at most 2,500 km²/);

    const wide = await create(admin, { name: 'Wide', shape: circle(-92, 38, 50_001) });
    expect(wide.statusCode).toBe(400);
    expect(wide.json().error.message).toContain(GEOFENCE_MESSAGES.radiusTooLarge);

    const ring = Array.from({ length: 1_001 }, (_, i) => {
      const angle = (i / 1_001) * 2 * Math.PI;
      return [-92 + 0.01 * Math.cos(angle), 38 + 0.01 * Math.sin(angle)];
    });
    const many = await create(admin, {
      name: 'Many',
      shape: { kind: 'polygon', geojson: { type: 'Polygon', coordinates: [[...ring, ring[0]]] } },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().error.message).toContain(GEOFENCE_MESSAGES.tooManyCorners);

    const outOfRange = await create(admin, { name: 'Far', shape: circle(-200, 38) });
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().error.message).toContain(GEOFENCE_MESSAGES.positionInvalid);

    const blank = await create(admin, { name: '  ', shape: circle(-92, 38) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain(GEOFENCE_MESSAGES.nameRequired);

    const badType = await create(admin, {
      name: 'Typed',
      geofence_type_id: 9,
      shape: circle(-92, 38),
    });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().error.message).toContain(GEOFENCE_MESSAGES.typeUnknown);

    expect(await listMine('exclude_inactive_geofences=false')).toEqual(before);
  });

  it('PATCH changes only the fields sent and refuses an empty body', async () => {
    const made = (
      await create(admin, {
        name: 'Patch me',
        alert_exit: true,
        shape: circle(-92.2, 38.7),
      })
    ).json<GeofenceDto>();
    const url = `/api/geofences/${made.geofence_id}`;
    const renamed = await call(admin, 'PATCH', url, { name: 'Patched' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<GeofenceDto>()).toMatchObject({
      name: 'Patched',
      alert_exit: true,
      geofence_type_id: 1,
      circle: made.circle,
    });
    const typed = await call(admin, 'PATCH', url, { geofence_type_id: 3, alert_enter: true });
    expect(typed.json<GeofenceDto>()).toMatchObject({
      name: 'Patched',
      geofence_type_id: 3,
      alert_enter: true,
      alert_exit: true,
    });
    const reshaped = await call(admin, 'PATCH', url, {
      shape: square(PARKED.longitude, PARKED.latitude, 0.001),
    });
    expect(reshaped.json<GeofenceDto>()).toMatchObject({
      name: 'Patched',
      circle: null,
      asset_ids_in_geofence: [assetId],
    });
    const empty = await call(admin, 'PATCH', url, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toContain(GEOFENCE_MESSAGES.nothingToChange);
    const bad = await call(admin, 'PATCH', url, { name: 'Valid', shape: circle(0, 0, 1) });
    expect(bad.statusCode).toBe(400);
    expect((await call(admin, 'GET', url)).json<GeofenceDto>().name).toBe('Patched');
  });

  it('keeps the gateway index in step with every write', async () => {
    const made = (
      await create(admin, { name: 'Indexed', shape: circle(-93.5, 39.5, 1_000) })
    ).json<GeofenceDto>();
    const at = (lon: number, lat: number) =>
      t.deps.devices.geofences.containing(companyId, lon, lat).map((hit) => hit.name);
    await expect.poll(() => at(-93.5, 39.5), { timeout: 3000 }).toContain('Indexed');
    const url = `/api/geofences/${made.geofence_id}`;
    await call(admin, 'PATCH', url, { name: 'Indexed again', shape: circle(-93.6, 39.5, 1_000) });
    await expect.poll(() => at(-93.6, 39.5), { timeout: 3000 }).toContain('Indexed again');
    expect(at(-93.5, 39.5)).not.toContain('Indexed again');
    await call(admin, 'PATCH', url, { active: false });
    await expect.poll(() => at(-93.6, 39.5), { timeout: 3000 }).toEqual([]);
    await call(admin, 'PATCH', url, { active: true });
    await expect.poll(() => at(-93.6, 39.5), { timeout: 3000 }).toEqual(['Indexed again']);
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(204);
    await expect.poll(() => at(-93.6, 39.5), { timeout: 3000 }).toEqual([]);
    expect((await call(admin, 'GET', url)).statusCode).toBe(404);
    expect((await call(admin, 'PATCH', url, { name: 'Ghost' })).statusCode).toBe(404);
    expect((await call(admin, 'DELETE', url)).statusCode).toBe(404);
    // Its name is free again.
    const again = await create(admin, { name: 'Indexed again', shape: circle(-93.6, 39.5) });
    expect(again.statusCode).toBe(201);
  });

  it("attaches geofences to groups, replaces and empties a group's geofences", async () => {
    const crew = await makeGroup(admin, 'Crew A');
    const crewB = await makeGroup(admin, 'Crew B');
    const made = (
      await create(admin, {
        name: 'Grouped',
        shape: circle(-92.4, 38.6),
        organization_ids: [crew],
      })
    ).json<GeofenceDto>();
    expect(made.organization_ids).toEqual([crew]);
    const groupUrl = `/api/organizations/${crew}/geofences`;
    expect((await call(user, 'GET', groupUrl)).json<GeofenceDto[]>().map((g) => g.name)).toEqual([
      'Grouped',
    ]);
    const yard = (await listMine()).find((g) => g.name === 'North Yard');
    const replaced = await call(admin, 'PUT', groupUrl, {
      geofences: [yard?.geofence_id, made.geofence_id],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<GeofenceDto[]>().map((g) => g.name)).toEqual(['Grouped', 'North Yard']);
    const moved = await call(admin, 'PATCH', `/api/geofences/${made.geofence_id}`, {
      organization_ids: [crewB],
    });
    expect(moved.json<GeofenceDto>().organization_ids).toEqual([crewB]);
    expect((await call(admin, 'GET', groupUrl)).json<GeofenceDto[]>().map((g) => g.name)).toEqual([
      'North Yard',
    ]);
    const foreign = await call(admin, 'PUT', groupUrl, { geofences: [otherGeofenceId] });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(GEOFENCE_MESSAGES.geofenceUnknown([otherGeofenceId]));
    const foreignGroup = await call(admin, 'PATCH', `/api/geofences/${made.geofence_id}`, {
      organization_ids: [otherGroupId],
    });
    expect(foreignGroup.statusCode).toBe(404);
    expect((await call(admin, 'DELETE', groupUrl)).statusCode).toBe(204);
    expect((await call(admin, 'GET', groupUrl)).json()).toEqual([]);
    // Deleting a group takes its geofence links, never the geofences.
    expect((await call(admin, 'DELETE', `/api/organizations/${crewB}`)).statusCode).toBe(204);
    const after = await call(admin, 'GET', `/api/geofences/${made.geofence_id}`);
    expect(after.json<GeofenceDto>().organization_ids).toEqual([]);
  });

  it("answers 404 for another company's geofences and groups, leaking nothing", async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/geofences/${otherGeofenceId}`],
      ['PATCH', `/api/geofences/${otherGeofenceId}`, { name: 'Mine now' }],
      ['DELETE', `/api/geofences/${otherGeofenceId}`],
      ['GET', `/api/organizations/${otherGroupId}/geofences`],
      ['PUT', `/api/organizations/${otherGroupId}/geofences`, { geofences: [] }],
      ['DELETE', `/api/organizations/${otherGroupId}/geofences`],
    ] as const) {
      const response = await call(admin, method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().error.message).toBe(MESSAGES.notFound);
      expect(response.body).not.toContain('Hidden');
    }
    expect((await listMine()).map((g) => g.name)).not.toContain('Hidden Yard');
    const otherSession = await t.session(other);
    const theirs = await call(admin, 'GET', `/api/users/${otherSession.userId}/geofences`);
    expect(theirs.statusCode).toBe(404);
  });

  it('lets everyone read; refuses writes of read-only users and levels without the right', async () => {
    const [first] = await listMine();
    const url = `/api/geofences/${first?.geofence_id}`;
    expect((await call(readOnly, 'GET', url)).statusCode).toBe(200);
    for (const [method, path, payload] of [
      ['POST', '/api/geofences', { name: 'Nope', shape: circle(-92, 38) }],
      ['PATCH', url, { name: 'Nope' }],
      ['DELETE', url],
    ] as const) {
      const ro = await call(readOnly, method, path, payload);
      expect(ro.statusCode).toBe(403);
      expect(ro.json().error.code).toBe('READ_ONLY');
      const plain = await call(user, method, path, payload);
      expect(plain.statusCode).toBe(403);
      expect(plain.json().error.message).toBe(GEOFENCE_MESSAGES.notAllowed);
    }
    expect((await call(admin, 'GET', url)).json<GeofenceDto>().name).toBe(first?.name);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres' || !process.env.TEST_DATABASE_URL)(
  'a geofence edit reaches the gateway index of every instance on one PostgreSQL',
  () => {
    let t: TestApp;
    const buses: ClosableBus[] = [];
    const devices: Devices[] = [];
    let first: FastifyInstance;

    beforeAll(async () => {
      t = await createTestApp();
      const url = t.databaseUrl;
      if (!url) throw new Error('no database url');
      for (let i = 0; i < 2; i += 1) {
        const bus = await createPostgresBus(url);
        buses.push(bus);
        devices.push(await createDevices(t.database, bus, deviceLookups(t.database.db)));
      }
      const [firstDevices] = devices;
      const [firstBus] = buses;
      if (!firstDevices || !firstBus) throw new Error('setup');
      first = await buildApp({ ...t.deps, bus: firstBus, devices: firstDevices });
    });
    afterAll(async () => {
      await first?.close();
      for (const d of devices) await d.close();
      for (const b of buses) await b.close();
      await t?.close();
    });

    it('draws, moves and deletes on one instance; the other answers with the new shapes', async () => {
      const { company, admin } = await makeCompanyWithAdmin(t.deps.db);
      const token = await t.login(admin.email);
      const secondIndex = devices[1]?.geofences;
      if (!secondIndex) throw new Error('setup');
      const at = (lon: number, lat: number) =>
        secondIndex.containing(company.companyId, lon, lat).map((hit) => hit.name);
      const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
        first.inject({
          method,
          url,
          headers: { authorization: `Bearer ${token}` },
          ...(payload ? { payload } : {}),
        });
      const made = await send('POST', '/api/geofences', {
        name: 'Across instances',
        shape: circle(-92.3, 38.9, 500),
      });
      expect(made.statusCode, made.body).toBe(201);
      const url = `/api/geofences/${made.json<GeofenceDto>().geofence_id}`;
      await expect.poll(() => at(-92.3, 38.9), { timeout: 5000 }).toEqual(['Across instances']);
      const moved = await send('PATCH', url, { shape: square(-92.0, 38.5) });
      expect(moved.statusCode, moved.body).toBe(200);
      await expect.poll(() => at(-92.0, 38.5), { timeout: 5000 }).toEqual(['Across instances']);
      expect(at(-92.3, 38.9)).toEqual([]);
      expect((await send('DELETE', url)).statusCode).toBe(204);
      await expect.poll(() => at(-92.0, 38.5), { timeout: 5000 }).toEqual([]);
    });
  },
);
