import { afterEach, describe, expect, it } from 'vitest';
import { CAMERA_VENDOR, type CameraStatus } from '@fleet/domain';
import type { CameraStatusFacts } from './camera-status';
import { followAssetStatuses, type FollowedCamera } from './follow-asset-status';

const NOW = Date.UTC(2026, 10, 28, 15, 0, 0);
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const truck: FollowedCamera = {
  cameraId: 1,
  vendorId: CAMERA_VENDOR.fleetWindow,
  vendorCameraId: 'DC-1',
  feeds: 2,
};
const van: FollowedCamera = {
  cameraId: 2,
  vendorId: CAMERA_VENDOR.externalApp,
  vendorCameraId: 'APP-2',
  feeds: 1,
};
const live = { online: true, ready_to_stream: true };

describe('the demo cameras following their assets', () => {
  const stops: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });

  function follow(statuses: Map<number, CameraStatusFacts | null>) {
    const applied: Array<[number, string]> = [];
    const reported: Array<[string, CameraStatus]> = [];
    const follower = followAssetStatuses(
      {
        cameras: [truck, van],
        readStatuses: async () => statuses,
        apply: (cameraId, status) =>
          applied.push([cameraId, `${status.online}/${status.ready_to_stream}`]),
        report: async (camera, status) => {
          reported.push([camera.vendorCameraId, status]);
        },
        log: () => {},
        now: () => NOW,
      },
      new Map([
        [truck.cameraId, live],
        [van.cameraId, live],
      ]),
    );
    stops.push(follower.stop);
    return { follower, applied, reported };
  }

  it('puts the camera to sleep when the engine stops, and offline when the tracker is silent', async () => {
    const statuses = new Map<number, CameraStatusFacts | null>([
      [truck.cameraId, { engine_active: false, last_checkin_timestamp: minutesAgo(5) }],
      [van.cameraId, { engine_active: true, last_checkin_timestamp: minutesAgo(45) }],
    ]);
    const { follower, applied, reported } = follow(statuses);
    await follower.tick();
    expect(applied).toEqual([
      [truck.cameraId, 'true/false'],
      [van.cameraId, 'false/false'],
    ]);
    expect(reported).toEqual([
      ['DC-1', { online: true, ready_to_stream: false, number_of_feeds: 2 }],
      ['APP-2', { online: false, ready_to_stream: false, number_of_feeds: 1 }],
    ]);
  });

  it('reports a change once, and nothing while the asset stays as it was', async () => {
    const statuses = new Map<number, CameraStatusFacts | null>([
      [truck.cameraId, { engine_active: true, last_checkin_timestamp: minutesAgo(1) }],
      [van.cameraId, null],
    ]);
    const { follower, applied } = follow(statuses);
    await follower.tick();
    await follower.tick();
    // The truck was live and still is; the van's asset never reported: offline, once.
    expect(applied).toEqual([[van.cameraId, 'false/false']]);
    statuses.set(truck.cameraId, { engine_active: false, last_checkin_timestamp: minutesAgo(1) });
    await follower.tick();
    expect(applied).toEqual([
      [van.cameraId, 'false/false'],
      [truck.cameraId, 'true/false'],
    ]);
  });

  it('runs one look at a time', async () => {
    let reads = 0;
    const slow = followAssetStatuses(
      {
        cameras: [truck],
        readStatuses: async () => {
          reads += 1;
          return new Map();
        },
        apply: () => {},
        report: async () => {},
        log: () => {},
        now: () => NOW,
      },
      new Map(),
    );
    stops.push(slow.stop);
    await Promise.all([slow.tick(), slow.tick(), slow.tick()]);
    expect(reads).toBe(1);
  });
});
