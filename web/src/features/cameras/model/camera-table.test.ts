import { describe, expect, it } from 'vitest';
import type { CameraListItem } from '@fleet/domain';
import { CAMERA_ORDER, selectCameras } from './camera-table';

const camera = (
  id: number,
  serial: string,
  over: Partial<CameraListItem> = {},
): CameraListItem => ({
  camera_id: id,
  camera_vendor_id: 3,
  vendor_camera_id: serial,
  name: null,
  asset: null,
  status: { online: true, ready_to_stream: true, number_of_feeds: 2, status_at: null },
  created_at: '2026-11-20T00:00:00Z',
  ...over,
});

describe('the cameras table', () => {
  const cameras = [
    camera(1, 'DC-10', { asset: { asset_id: 7, custom_name: 'DT-0007' } }),
    camera(2, 'DC-9'),
    camera(3, 'APP-1', { camera_vendor_id: 5 }),
  ];

  it('searches serial and asset by every word, and filters by installation', () => {
    expect(selectCameras(cameras, { q: 'dt-0007', show: 'all' }).map((c) => c.camera_id)).toEqual([
      1,
    ]);
    expect(
      selectCameras(cameras, { q: '', show: 'not-installed' }).map((c) => c.vendor_camera_id),
    ).toEqual(['APP-1', 'DC-9']);
  });

  it('orders status connected, asleep, offline, then unknown', () => {
    const asleep = camera(4, 'S', {
      status: { online: true, ready_to_stream: false, number_of_feeds: 2, status_at: null },
    });
    const hidden = camera(5, 'H', { status: null });
    const offline = camera(6, 'O', {
      status: { online: false, ready_to_stream: false, number_of_feeds: 2, status_at: null },
    });
    const sorted = [hidden, offline, asleep, camera(7, 'C')].sort(CAMERA_ORDER.status);
    expect(sorted.map((c) => c.vendor_camera_id)).toEqual(['C', 'S', 'O', 'H']);
  });
});
