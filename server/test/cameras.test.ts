import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARCHIVE_MESSAGES,
  CAMERA_MESSAGES,
  cameraListItem,
  cameraStatusAnswer,
} from '@fleet/domain';
import { makeCompanyWithAdmin, makeUser } from '../src/demo/factories';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCamera } from '../src/demo/camera-factories';
import { setCompanyFlag } from '../src/modules/flags/flags.repo';
import { recordCameraStatus } from '../src/modules/cameras/cameras.service';
import { ARCHIVE } from './archive-fixture';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

/** docs/CAMERAS.md "Records": Company > Cameras and the card's camera status (spec 1 §7). */
describe.skipIf(isPostgresUnavailable())('cameras as records', () => {
  let t: TestApp;
  let companyId: number;
  const tokens = { admin: '', manager: '', readOnly: '', driver: '', noCamera: '', other: '' };
  const serial = `DC-${Date.now().toString(36).toUpperCase()}`;

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (token: string, method: Method, url: string, payload?: object) =>
    t.call(token, { method, url, ...(payload ? { payload } : {}) });
  const list = async (token = tokens.admin) =>
    cameraListItem.array().parse((await call(token, 'GET', '/api/cameras')).json());
  const assetCamera = async (assetId: number) =>
    (await call(tokens.admin, 'GET', `/api/assets/${assetId}`)).json<{ camera: unknown }>().camera;
  const install = (cameraId: number, assetId: number | null, token = tokens.admin) =>
    call(token, 'PUT', `/api/cameras/${cameraId}/asset`, { asset_id: assetId });
  const message = (response: { json: () => unknown }) =>
    (response.json() as { error: { message: string } }).error.message;

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db, {
      company: { hasFleetCam: true },
      admin: { email: 'cam-admin@example.test', canAccessCamera: true },
    });
    companyId = made.company.companyId;
    await setCompanyFlag(t.deps.db, companyId, 'asset-archive', true);
    const people = [
      ['manager', { securityLevelId: 2, canAccessCamera: true }],
      ['readOnly', { securityLevelId: 2, canAccessCamera: true, readOnly: true }],
      ['driver', { securityLevelId: 7, canAccessCamera: true }],
      ['noCamera', { securityLevelId: 1, canAccessCamera: false }],
    ] as const;
    for (const [key, overrides] of people) {
      await makeUser(t.deps.db, companyId, { email: `cam-${key}@example.test`, ...overrides });
    }
    await makeCompanyWithAdmin(t.deps.db, {
      company: { hasFleetCam: true },
      admin: { email: 'cam-other@example.test', canAccessCamera: true },
    });
    for (const key of Object.keys(tokens) as Array<keyof typeof tokens>) {
      tokens[key] = await t.login(`cam-${key}@example.test`);
    }
  });
  afterAll(async () => t?.close());

  it('registers a camera on an asset, which then names it', async () => {
    const truck = await makeAsset(t.deps.db, companyId, { customName: 'DT-CAM-1' });
    const created = await call(tokens.manager, 'POST', '/api/cameras', {
      camera_vendor_id: 3,
      vendor_camera_id: ` ${serial} `,
      asset_id: truck.assetId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const camera = cameraListItem.parse(created.json());
    expect(camera).toMatchObject({
      vendor_camera_id: serial,
      camera_vendor_id: 3,
      asset: { asset_id: truck.assetId, custom_name: 'DT-CAM-1' },
      // Never reported yet: offline, no time.
      status: { online: false, ready_to_stream: false, number_of_feeds: 2, status_at: null },
    });
    expect(await assetCamera(truck.assetId)).toEqual({
      camera_id: camera.camera_id,
      camera_vendor_id: 3,
    });
    expect((await list()).map((row) => row.vendor_camera_id)).toContain(serial);
  });

  it('refuses a serial the vendor already has, here or elsewhere, in the same words', async () => {
    const again = await call(tokens.admin, 'POST', '/api/cameras', {
      camera_vendor_id: 3,
      vendor_camera_id: serial,
    });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(CAMERA_MESSAGES.serialTaken(serial));
    const theirs = await call(tokens.other, 'POST', '/api/cameras', {
      camera_vendor_id: 3,
      vendor_camera_id: serial,
    });
    expect(theirs.statusCode).toBe(409);
    expect(message(theirs)).toBe(CAMERA_MESSAGES.serialTaken(serial));
    // Another vendor's camera may carry the same serial.
    const otherVendor = await call(tokens.admin, 'POST', '/api/cameras', {
      camera_vendor_id: 5,
      vendor_camera_id: serial,
    });
    expect(otherVendor.statusCode, otherVendor.body).toBe(201);
    expect((await list(tokens.other)).map((row) => row.vendor_camera_id)).not.toContain(serial);
  });

  it('refuses an unknown vendor and an asset that has a camera, saying why', async () => {
    const unknown = await call(tokens.admin, 'POST', '/api/cameras', {
      camera_vendor_id: 9,
      vendor_camera_id: 'CAM-X',
    });
    expect(unknown.statusCode).toBe(400);
    expect(message(unknown)).toContain(CAMERA_MESSAGES.unknownVendor);
    const truck = await makeAsset(t.deps.db, companyId, { customName: 'DT-CAM-2' });
    await makeCamera(t.deps.db, companyId, { vendorCameraId: 'DC-TAKEN', assetId: truck.assetId });
    const taken = await call(tokens.admin, 'POST', '/api/cameras', {
      camera_vendor_id: 3,
      vendor_camera_id: 'DC-SECOND',
      asset_id: truck.assetId,
    });
    expect(taken.statusCode).toBe(409);
    expect(message(taken)).toBe(CAMERA_MESSAGES.assetHasCamera('DT-CAM-2', 'DC-TAKEN'));
    expect((await list()).map((row) => row.vendor_camera_id)).not.toContain('DC-SECOND');
  });

  it('moves a camera between assets and takes it off, keeping both assets in step', async () => {
    const from = await makeAsset(t.deps.db, companyId, { customName: 'PU-FROM' });
    const to = await makeAsset(t.deps.db, companyId, { customName: 'PU-TO' });
    const camera = await makeCamera(t.deps.db, companyId, { assetId: from.assetId });
    const moved = await install(camera.cameraId, to.assetId);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(cameraListItem.parse(moved.json()).asset).toEqual({
      asset_id: to.assetId,
      custom_name: 'PU-TO',
    });
    expect(await assetCamera(from.assetId)).toBeNull();
    expect(await assetCamera(to.assetId)).toEqual({
      camera_id: camera.cameraId,
      camera_vendor_id: 3,
    });

    const removeInstalled = await call(tokens.admin, 'DELETE', `/api/cameras/${camera.cameraId}`);
    expect(removeInstalled.statusCode).toBe(409);
    expect(message(removeInstalled)).toBe(
      CAMERA_MESSAGES.installedCannotRemove(camera.vendorCameraId, 'PU-TO'),
    );

    const off = await install(camera.cameraId, null);
    expect(cameraListItem.parse(off.json()).asset).toBeNull();
    expect(await assetCamera(to.assetId)).toBeNull();
    expect((await call(tokens.admin, 'DELETE', `/api/cameras/${camera.cameraId}`)).statusCode).toBe(
      204,
    );
    expect((await install(camera.cameraId, to.assetId)).statusCode).toBe(404);
  });

  it('takes the camera off an asset that is archived, and refuses to install one on it', async () => {
    const asset = await makeAsset(t.deps.db, companyId, { customName: 'EX-CAM-ARCHIVE' });
    const camera = await makeCamera(t.deps.db, companyId, { assetId: asset.assetId });
    const archived = await call(tokens.admin, 'POST', '/api/fleet/graphql', {
      query: ARCHIVE,
      variables: { assetId: asset.assetId, status: 'SOLD' },
    });
    expect(archived.json(), archived.body).toMatchObject({ data: { archiveAsset: true } });
    const row = (await list()).find((c) => c.camera_id === camera.cameraId);
    expect(row?.asset).toBeNull();
    const refused = await install(camera.cameraId, asset.assetId);
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe(ARCHIVE_MESSAGES.isArchived('EX-CAM-ARCHIVE'));
  });

  it('lets only admins and managers who are not read-only write', async () => {
    const camera = await makeCamera(t.deps.db, companyId);
    const asset = await makeAsset(t.deps.db, companyId);
    const body = { camera_vendor_id: 3, vendor_camera_id: 'DC-NOPE' };
    for (const token of [tokens.readOnly, tokens.driver]) {
      expect((await call(token, 'POST', '/api/cameras', body)).statusCode).toBe(403);
      expect((await install(camera.cameraId, asset.assetId, token)).statusCode).toBe(403);
      expect((await call(token, 'DELETE', `/api/cameras/${camera.cameraId}`)).statusCode).toBe(403);
    }
    expect(await assetCamera(asset.assetId)).toBeNull();
  });

  it("answers 404 for another company's camera, on every call", async () => {
    const { company } = await makeCompanyWithAdmin(t.deps.db, { company: { hasFleetCam: true } });
    const theirs = await makeCamera(t.deps.db, company.companyId, { vendorCameraId: 'THEIRS-1' });
    const mine = await makeAsset(t.deps.db, companyId);
    const answers = [
      await call(tokens.admin, 'GET', `/api/cameras/${theirs.cameraId}/status`),
      await install(theirs.cameraId, mine.assetId),
      await install(theirs.cameraId, null),
      await call(tokens.admin, 'DELETE', `/api/cameras/${theirs.cameraId}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toContain('THEIRS-1');
    }
    expect(await assetCamera(mine.assetId)).toBeNull();
  });

  it('tells the status to camera access only (spec 1 §6, §7)', async () => {
    const camera = await makeCamera(t.deps.db, companyId, { online: true, readyToStream: false });
    const url = `/api/cameras/${camera.cameraId}/status`;
    const answer = await call(tokens.driver, 'GET', url);
    expect(answer.statusCode).toBe(200);
    expect(cameraStatusAnswer.parse(answer.json())).toMatchObject({
      online: true,
      ready_to_stream: false,
      number_of_feeds: 2,
      app_url: null,
    });
    expect((await call(tokens.noCamera, 'GET', url)).statusCode).toBe(403);
    // The list still shows the records to the person without access, not what they report.
    const row = (await list(tokens.noCamera)).find((c) => c.camera_id === camera.cameraId);
    expect(row).toMatchObject({ status: null });
  });

  it('refuses every camera call of a company without the camera service', async () => {
    const { company } = await makeCompanyWithAdmin(t.deps.db, {
      admin: { email: 'cam-nofleetcam@example.test', canAccessCamera: true },
    });
    const camera = await makeCamera(t.deps.db, company.companyId);
    const token = await t.login('cam-nofleetcam@example.test');
    for (const [method, url] of [
      ['GET', '/api/cameras'],
      ['GET', `/api/cameras/${camera.cameraId}/status`],
      ['DELETE', `/api/cameras/${camera.cameraId}`],
    ] as const) {
      expect((await call(token, method, url)).statusCode, url).toBe(403);
    }
  });

  it('stores a report unless a newer one is stored, and ignores unknown cameras', async () => {
    const camera = await makeCamera(t.deps.db, companyId, { statusAt: null, online: false });
    const report = {
      vendorId: 3,
      vendorCameraId: camera.vendorCameraId,
      online: true,
      readyToStream: true,
      numberOfFeeds: 1,
      at: new Date('2026-11-20T12:00:00Z'),
    };
    expect(await recordCameraStatus(t.deps.db, report)).toMatchObject({ online: true });
    const stale = { ...report, online: false, at: new Date('2026-11-20T11:00:00Z') };
    expect(await recordCameraStatus(t.deps.db, stale)).toBeUndefined();
    const unknown = { ...report, vendorCameraId: 'NOBODY' };
    expect(await recordCameraStatus(t.deps.db, unknown)).toBeUndefined();
    const status = cameraStatusAnswer.parse(
      (await call(tokens.admin, 'GET', `/api/cameras/${camera.cameraId}/status`)).json(),
    );
    expect(status).toEqual({
      online: true,
      ready_to_stream: true,
      number_of_feeds: 1,
      status_at: '2026-11-20T12:00:00.000Z',
      app_url: null,
    });
  });

  it('links a camera-app camera to its app when CAMERA_APP_URL is set', async () => {
    const camera = await makeCamera(t.deps.db, companyId, {
      cameraVendorId: 5,
      vendorCameraId: 'APP 7',
    });
    t.deps.config.cameraAppUrl = 'https://cams.example.test/view/{vendor_camera_id}';
    try {
      const status = (
        await call(tokens.admin, 'GET', `/api/cameras/${camera.cameraId}/status`)
      ).json<{ app_url: string }>();
      expect(status.app_url).toBe('https://cams.example.test/view/APP%207');
    } finally {
      t.deps.config.cameraAppUrl = undefined;
    }
  });
});
