import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operator, PendingOperator } from '@fleet/domain';
import { makeCompanyWithAdmin } from '../src/demo/factories';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCamera } from '../src/demo/camera-factories';
import { makeOperator } from '../src/demo/operator-factories';
import { recordDriverSightings } from '../src/modules/operators/record-driver-sightings.service';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const MINUTE = 60_000;
const NOW = Date.now();
const ago = (ms: number) => new Date(NOW - ms);

interface AssetDriver {
  current_operator: Operator | null;
  pending_operators: PendingOperator[];
}

/**
 * docs/OPERATORS.md "Sightings": the faces cameras report become 'Unidentified Driver'
 * warnings on the asset the camera was on, and a face someone named is that driver.
 */
describe.skipIf(isPostgresUnavailable())('driver sightings from cameras', () => {
  let t: TestApp;
  let token = '';
  let otherToken = '';
  let companyId = 0;

  const driverOf = async (assetId: number, who = token) => {
    const response = await t.call(who, { method: 'GET', url: `/api/assets/${assetId}/driver` });
    return { status: response.statusCode, body: response.json<AssetDriver>() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const made = await makeCompanyWithAdmin(t.deps.db, {
      company: { hasFleetCam: true },
      admin: { email: 'sight-admin@example.test', canAccessCamera: true },
    });
    companyId = made.company.companyId;
    await makeCompanyWithAdmin(t.deps.db, {
      company: { hasFleetCam: true },
      admin: { email: 'sight-other@example.test', canAccessCamera: true },
    });
    token = await t.login('sight-admin@example.test');
    otherToken = await t.login('sight-other@example.test');
  });
  afterAll(async () => t?.close());

  it('an unknown face warns on the asset the camera was on then; a re-sent sighting is one', async () => {
    const truck = (await makeAsset(t.deps.db, companyId, { customName: 'Sight A' })).assetId;
    const camera = await makeCamera(t.deps.db, companyId, {
      assetId: truck,
      installedAt: ago(60 * MINUTE),
    });
    const sighting = { cameraId: camera.cameraId, ftsAiProfileId: 'face-new-1', at: ago(MINUTE) };
    expect(await recordDriverSightings(t.deps.db, [sighting])).toBe(1);
    expect(await recordDriverSightings(t.deps.db, [sighting])).toBe(0);
    const { body } = await driverOf(truck);
    expect(body.current_operator).toBeNull();
    expect(body.pending_operators).toHaveLength(1);
    expect(body.pending_operators[0]).toMatchObject({ fts_ai_profile_id: 'face-new-1' });
    // Another company never sees it, nor the asset.
    expect((await driverOf(truck, otherToken)).status).toBe(404);
  });

  it('drops sightings of unknown cameras and of moments the camera was on no asset', async () => {
    const truck = (await makeAsset(t.deps.db, companyId, { customName: 'Sight B' })).assetId;
    const camera = await makeCamera(t.deps.db, companyId, {
      assetId: truck,
      installedAt: ago(10 * MINUTE),
    });
    expect(
      await recordDriverSightings(t.deps.db, [
        { cameraId: camera.cameraId, ftsAiProfileId: 'face-before', at: ago(20 * MINUTE) },
        { cameraId: 987_654_321, ftsAiProfileId: 'face-nowhere', at: ago(MINUTE) },
      ]),
    ).toBe(0);
    expect((await driverOf(truck)).body.pending_operators).toEqual([]);
  });

  it('a face someone named is that driver: assigned by camera face match, no warning', async () => {
    const truck = (await makeAsset(t.deps.db, companyId, { customName: 'Sight C' })).assetId;
    const camera = await makeCamera(t.deps.db, companyId, {
      assetId: truck,
      installedAt: ago(120 * MINUTE),
    });
    const driver = await makeOperator(t.deps.db, companyId, { firstName: 'Casey' });
    await recordDriverSightings(t.deps.db, [
      { cameraId: camera.cameraId, ftsAiProfileId: 'face-casey', at: ago(90 * MINUTE) },
    ]);
    const [pending] = (await driverOf(truck)).body.pending_operators;
    const named = await t.call(token, {
      method: 'POST',
      url: `/api/pending-operators/${pending?.pending_operator_id}/identify`,
      payload: { operator_id: driver.operatorId },
    });
    expect(named.statusCode, named.body).toBe(200);

    // Someone else drives it by hand; then the camera sees Casey again.
    const other = await makeOperator(t.deps.db, companyId, { firstName: 'Other' });
    const byHand = await t.call(token, {
      method: 'PUT',
      url: `/api/assets/${truck}/operator`,
      payload: { operator_id: other.operatorId },
    });
    expect(byHand.statusCode, byHand.body).toBeLessThan(300);
    expect(
      await recordDriverSightings(t.deps.db, [
        { cameraId: camera.cameraId, ftsAiProfileId: 'face-casey', at: new Date() },
      ]),
    ).toBe(1);
    const after = (await driverOf(truck)).body;
    expect(after.pending_operators).toEqual([]);
    expect(after.current_operator?.operator_id).toBe(driver.operatorId);
    expect(after.current_operator?.active_operator?.active_assignment.source).toBe('camera');
  });
});
