import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ASSET_TYPE, MESSAGES, deviceLookup, trackerListItem } from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../../src/demo/factories';
import { makeAsset, makeTrackedAsset } from '../../src/demo/asset-factories';
import { buildGateway } from '../../src/devices/gateway';
import { releaseTracker } from '../../src/modules/trackers/trackers.service';
import { createTestApp, isPostgresUnavailable, type TestApp } from '../harness';

describe.skipIf(isPostgresUnavailable())('registering trackers and installing them', () => {
  let t: TestApp;
  let gateway: FastifyInstance;
  let admin: string;
  let driver: string;
  let companyId: number;
  const serial = `PHONE-${Date.now().toString(36)}`;
  const report = (id: string, minutesAgo = 1) =>
    gateway.inject({
      method: 'GET',
      url: `/?id=${id}&lat=38.9517&lon=-92.3341&timestamp=${Math.floor(Date.now() / 1000) - minutesAgo * 60}`,
    });
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.call(token, { method, url, ...(payload ? { payload } : {}) });
  const lookup = async (token: string, id: string) =>
    deviceLookup.parse(
      (
        await call(token, 'GET', `/api/devices/lookup?device_serial=${encodeURIComponent(id)}`)
      ).json(),
    );
  const trackersOf = async (token: string) =>
    (await call(token, 'GET', '/api/trackers'))
      .json<unknown[]>()
      .map((row) => trackerListItem.parse(row));

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db, { admin: { email: 'trk@example.test' } });
    companyId = made.company.companyId;
    await makeUser(t.deps.db, companyId, { email: 'trk-driver@example.test', securityLevelId: 7 });
    gateway = await buildGateway({ ingest: t.deps.devices.ingest });
    admin = await t.login('trk@example.test');
    driver = await t.login('trk-driver@example.test');
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.close();
  });

  it('turns an unknown device into the tracker of an asset, which then reports', async () => {
    const excavator = await makeAsset(t.deps.db, companyId, {
      customName: 'EX-0042',
      assetTypeId: ASSET_TYPE.equipment,
      assetKind: 'equipment',
    });
    expect(await lookup(admin, serial)).toMatchObject({ state: 'not_seen', last_seen_at: null });
    expect((await report(serial)).statusCode).toBe(400);
    expect(await lookup(admin, serial)).toMatchObject({ state: 'reporting', message_count: 1 });

    const created = await call(admin, 'POST', '/api/trackers', {
      device_serial: serial,
      asset_id: excavator.assetId,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(trackerListItem.parse(created.json())).toMatchObject({
      device_serial: serial,
      asset: { asset_id: excavator.assetId, custom_name: 'EX-0042' },
    });
    const registered = await lookup(admin, serial);
    expect(registered).toMatchObject({ state: 'registered', last_seen_at: null });
    expect(registered.tracker_id).toBe(trackerListItem.parse(created.json()).tracker_id);

    expect((await report(serial)).statusCode).toBe(200);
    await t.deps.devices.ingest.idle();
    const status = (await call(admin, 'GET', `/api/assets/${excavator.assetId}/status`)).json<{
      location: unknown;
    }>();
    expect(status.location).toEqual({ latitude: 38.9517, longitude: -92.3341 });
    const [listed] = (await trackersOf(admin)).filter((row) => row.device_serial === serial);
    expect(listed?.last_checkin_timestamp).not.toBeNull();
  });

  it('refuses a serial that is already registered, here or in another company', async () => {
    const again = await call(admin, 'POST', '/api/trackers', { device_serial: serial });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.trackerSerialTaken(serial));
    const { company: other } = await makeCompanyWithAdmin(t.deps.db);
    const foreign = await makeTrackedAsset(t.deps.db, other.companyId);
    const theirs = await call(admin, 'POST', '/api/trackers', {
      device_serial: foreign.tracker.deviceSerial,
    });
    expect(theirs.statusCode).toBe(409);
    // The same words as for one's own: whose it is stays unsaid.
    expect(theirs.json().error.message).toBe(
      MESSAGES.trackerSerialTaken(foreign.tracker.deviceSerial),
    );
    // A lookup says as much and no more: no company, no tracker id, no times.
    expect(await lookup(admin, foreign.tracker.deviceSerial)).toEqual({
      device_serial: foreign.tracker.deviceSerial,
      state: 'registered',
      tracker_id: null,
      last_seen_at: null,
      message_count: null,
    });
    expect((await trackersOf(admin)).map((row) => row.device_serial)).not.toContain(
      foreign.tracker.deviceSerial,
    );
  });

  it('lets the operator release an identifier another company squats, so its owner registers it', async () => {
    const { company: squatter } = await makeCompanyWithAdmin(t.deps.db);
    const squatted = await makeTrackedAsset(t.deps.db, squatter.companyId, {
      customName: 'Not theirs',
    });
    const serialOfOwner = squatted.tracker.deviceSerial;
    const refused = await call(admin, 'POST', '/api/trackers', { device_serial: serialOfOwner });
    expect(refused.json().error.message).toBe(MESSAGES.trackerSerialTaken(serialOfOwner));

    const released = await releaseTracker(t.deps, serialOfOwner);
    expect(released).toEqual({ companyName: squatter.name, assetName: 'Not theirs' });
    expect(await releaseTracker(t.deps, serialOfOwner)).toBeUndefined();

    const mine = await makeAsset(t.deps.db, companyId, { customName: 'Really mine' });
    const registered = await call(admin, 'POST', '/api/trackers', {
      device_serial: serialOfOwner,
      asset_id: mine.assetId,
    });
    expect(registered.statusCode, registered.body).toBe(201);
    expect((await report(serialOfOwner)).statusCode).toBe(200);
    await t.deps.devices.ingest.idle();
    const status = (await call(admin, 'GET', `/api/assets/${mine.assetId}/status`)).json<{
      location: unknown;
    }>();
    expect(status.location).toEqual({ latitude: 38.9517, longitude: -92.3341 });
  });

  it('moves a tracker between assets, never onto one that has a tracker, and takes it off', async () => {
    const truck = await makeTrackedAsset(t.deps.db, companyId, { customName: 'PU-0007' });
    const spare = await call(admin, 'POST', '/api/trackers', { device_serial: `${serial}-B` });
    const spareId = trackerListItem.parse(spare.json()).tracker_id;
    const busy = await call(admin, 'PUT', `/api/trackers/${spareId}/asset`, {
      asset_id: truck.asset.assetId,
    });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe(
      `PU-0007 already has tracker ${truck.tracker.deviceSerial}. Take it off first.`,
    );

    const trailer = await makeAsset(t.deps.db, companyId, { customName: 'TR-0009' });
    const moved = await call(admin, 'PUT', `/api/trackers/${truck.tracker.trackerId}/asset`, {
      asset_id: trailer.assetId,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(trackerListItem.parse(moved.json()).asset?.custom_name).toBe('TR-0009');
    const truckNow = (await call(admin, 'GET', `/api/assets/${truck.asset.assetId}`)).json<{
      tracker: unknown;
    }>();
    expect(truckNow.tracker).toBeNull();
    // The gateway learns of the move at once: the tracker's next fix is the trailer's.
    expect((await report(truck.tracker.deviceSerial)).statusCode).toBe(200);
    await t.deps.devices.ingest.idle();
    const trailerStatus = (await call(admin, 'GET', `/api/assets/${trailer.assetId}/status`)).json<{
      location: unknown;
    }>();
    expect(trailerStatus.location).not.toBeNull();

    const off = await call(admin, 'PUT', `/api/trackers/${truck.tracker.trackerId}/asset`, {
      asset_id: null,
    });
    expect(trackerListItem.parse(off.json()).asset).toBeNull();
    const notInstalled = await report(truck.tracker.deviceSerial, 0);
    expect(notInstalled.statusCode).toBe(400);
  });

  it('explains a bad identifier, and lets only admins and managers register', async () => {
    const spaced = await call(admin, 'POST', '/api/trackers', { device_serial: 'my phone' });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().error.message).toContain('Use letters, digits and - _ . : only');
    const empty = await call(admin, 'POST', '/api/trackers', { device_serial: '  ' });
    expect(empty.json().error.message).toContain('Enter the tracker’s identifier');
    const byDriver = await call(driver, 'POST', '/api/trackers', { device_serial: 'DRV-1' });
    expect(byDriver.statusCode).toBe(403);
    const lookupByDriver = await call(driver, 'GET', '/api/devices/lookup?device_serial=DRV-1');
    expect(lookupByDriver.statusCode).toBe(403);
    const badLookup = await call(admin, 'GET', '/api/devices/lookup?device_serial=a%00b');
    expect(badLookup.statusCode).toBe(400);
    const missingAsset = await call(admin, 'POST', '/api/trackers', {
      device_serial: 'NOWHERE-1',
      asset_id: 999_999,
    });
    expect(missingAsset.statusCode).toBe(404);
    expect((await trackersOf(admin)).map((row) => row.device_serial)).not.toContain('NOWHERE-1');
  });
});
