import { makeCamera } from '../src/demo/camera-factories';
import type { TestApp } from './harness';

/** The cameras calls (docs/CAMERAS.md) for the walks: valid bodies, so each reaches its checks. */
export function cameraWriteSamples(): Record<string, object> {
  return {
    'POST /api/cameras': { camera_vendor_id: 3, vendor_camera_id: 'WALK-CAM-1' },
    'PUT /api/cameras/:cameraId/asset': { asset_id: null },
  };
}

/**
 * A camera of the token's company for :cameraId, on its first asset. Its serial carries the
 * walk's tell-tale 'OTHER-000', so an answer that leaks it fails the walk.
 */
export async function cameraWalkIds(t: TestApp, token: string): Promise<{ cameraId: string }> {
  const { companyId } = await t.session(token);
  const camera = await makeCamera(t.deps.db, companyId, { vendorCameraId: 'OTHER-000CAM' });
  return { cameraId: String(camera.cameraId) };
}

/**
 * The same for the fuzz walk, by parameter and field name: the demo's cameras and the vendors
 * Fleet knows, so generated requests reach real cameras.
 */
export async function cameraFuzzSamples(t: TestApp, token: string) {
  const answer = await t.call(token, { method: 'GET', url: '/api/cameras' });
  const cameras = answer.json<Array<{ camera_id: number }>>();
  return {
    cameraId: cameras.slice(0, 3).map((camera) => camera.camera_id),
    camera_vendor_id: [3, 4, 5],
    number_of_feeds: [1, 2],
  };
}
