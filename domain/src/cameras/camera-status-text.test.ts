import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CAMERA_VENDOR } from './camera-vendors';
import { cameraPanelState, cameraStatusText, CAMERA_PANEL_WORDS } from './camera-status-text';
import { newCamera } from './camera.schema';

const status = (online: boolean, ready: boolean) => ({ online, ready_to_stream: ready });

describe('camera status words (spec 1 §2, §4)', () => {
  it('is Live / Connected when online and ready, whatever the vendor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), (vendor) => {
        expect(cameraStatusText(vendor, status(true, true))).toBe('Live');
        expect(CAMERA_PANEL_WORDS[cameraPanelState(vendor, status(true, true))]).toBe('Connected');
      }),
    );
  });

  it('puts only vendor 3’s camera that is online but not ready into sleep mode', () => {
    expect(cameraStatusText(CAMERA_VENDOR.fleetWindow, status(true, false))).toBe('Sleep mode');
    expect(cameraPanelState(CAMERA_VENDOR.fleetWindow, status(true, false))).toBe('sleep');
    expect(cameraStatusText(CAMERA_VENDOR.externalApp, status(true, false))).toBe('Camera Offline');
    expect(cameraPanelState(CAMERA_VENDOR.checkedElsewhere, status(true, false))).toBe('offline');
  });

  it('is Camera Offline / Offline when not online, even if it claims to be ready', () => {
    for (const vendor of [3, 4, 5]) {
      expect(cameraStatusText(vendor, status(false, true))).toBe('Camera Offline');
      expect(CAMERA_PANEL_WORDS[cameraPanelState(vendor, status(false, false))]).toBe('Offline');
    }
  });
});

describe('registering a camera', () => {
  it('takes a known vendor and a trimmed serial, with two feeds and no asset by default', () => {
    expect(newCamera.parse({ camera_vendor_id: 3, vendor_camera_id: '  CAM-1 ' })).toEqual({
      camera_vendor_id: 3,
      vendor_camera_id: 'CAM-1',
      name: null,
      number_of_feeds: 2,
      asset_id: null,
    });
  });

  it('refuses a vendor Fleet does not know, with the sentence people read', () => {
    const result = newCamera.safeParse({ camera_vendor_id: 7, vendor_camera_id: 'CAM-1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Choose the camera’s vendor/);
  });
});
