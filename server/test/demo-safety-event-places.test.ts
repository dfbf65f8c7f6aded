import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeCompanyWithAdmin } from '../src/demo/factories';
import { makeAsset } from '../src/demo/asset-factories';
import { makeCamera } from '../src/demo/camera-factories';
import { installedCameras } from '../src/demo/cameras/demo-cameras.repo';
import { recordDemoSafetyEvents } from '../src/demo/cameras/record-demo-safety-events';
import { scheduledSafetyEvents } from '../src/demo/cameras/scheduled-safety-events';
import { positions, safetyEvents } from '../src/db/schema/index';
import { createTestApp, isPostgresUnavailable, type TestApp } from './harness';

const DAY = 86_400_000;
const NOW = Date.now();
const HOME = { latitude: 38.95, longitude: -92.33 };
/** Far from home: an event placed here can only have come from the fix. */
const ON_THE_ROAD = { latitude: 39.4, longitude: -91.8 };

/**
 * docs/CAMERAS.md "Safety events" (Demo): an event the asset's tracker has fixes around sits
 * where the tracker put the asset then, on the trip line; others stay around its place.
 */
describe.skipIf(isPostgresUnavailable())('the demo cameras’ safety events on the trip line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('places an event on the fix nearest its moment, within two minutes', async () => {
    const { company } = await makeCompanyWithAdmin(t.deps.db, { company: { hasFleetCam: true } });
    const truck = await makeAsset(t.deps.db, company.companyId, { customName: 'Road truck' });
    const camera = await makeCamera(t.deps.db, company.companyId, {
      assetId: truck.assetId,
      installedAt: new Date(NOW - 9 * DAY),
    });
    const [first, second] = scheduledSafetyEvents(
      { cameraId: camera.cameraId, feeds: 2 },
      HOME,
      NOW,
    );
    if (!first || !second) throw new Error('the camera filmed fewer than two events in a week');
    // The truck reported a minute after the second event, and an hour before the first.
    const fixAt = (at: number, place: typeof HOME) => ({
      companyId: company.companyId,
      trackerId: 950_000 + truck.assetId,
      assetId: truck.assetId,
      fixTime: new Date(at),
      receivedAt: new Date(at),
      valid: true,
      ...place,
    });
    await t.deps.db
      .insert(positions)
      .values([fixAt(second.at + 60_000, ON_THE_ROAD), fixAt(first.at - 3_600_000, ON_THE_ROAD)]);

    const cameras = (await installedCameras(t.deps.db)).filter(
      (row) => row.cameraId === camera.cameraId,
    );
    // Uploaded a minute after the second event's clip ended: both are of the last hour or
    // older, the second looked up (events of the last hour are).
    const uploadAt = second.clipEnd + 60_000;
    await recordDemoSafetyEvents(t.deps.db, cameras, new Map([[camera.cameraId, HOME]]), uploadAt);
    const stored = await t.deps.db
      .select()
      .from(safetyEvents)
      .where(eq(safetyEvents.cameraId, camera.cameraId));
    const at = (moment: number) => stored.find((row) => row.occurredAt.getTime() === moment);
    expect(at(second.at)).toMatchObject(ON_THE_ROAD);
    expect(at(first.at)).toMatchObject({ latitude: first.latitude, longitude: first.longitude });
    expect(Math.abs((at(first.at)?.latitude ?? 0) - HOME.latitude)).toBeLessThan(0.05);
  });
});
