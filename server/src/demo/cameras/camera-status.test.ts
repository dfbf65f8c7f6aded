import { describe, expect, it } from 'vitest';
import { CAMERA_VENDOR, cameraPanelState } from '@fleet/domain';
import { availabilityOf, CAMERA_OFFLINE_AFTER_MS, cameraStatusFor } from './camera-status';

const NOW = Date.UTC(2026, 10, 28, 15, 0, 0);
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const fleetCamera = { vendorId: CAMERA_VENDOR.fleetWindow, feeds: 2 } as const;
const appCamera = { vendorId: CAMERA_VENDOR.externalApp, feeds: 1 } as const;

describe('cameraStatusFor', () => {
  it('is live while the engine runs and the tracker reports', () => {
    const status = cameraStatusFor(
      { engine_active: true, last_checkin_timestamp: ago(60_000) },
      fleetCamera,
      NOW,
    );
    expect(status).toEqual({ online: true, ready_to_stream: true, number_of_feeds: 2 });
    expect(availabilityOf(status)).toBe('ready');
    expect(cameraPanelState(fleetCamera.vendorId, status)).toBe('connected');
  });

  it('sleeps with the engine off, for the vendor with a sleep mode only', () => {
    const parked = { engine_active: false, last_checkin_timestamp: ago(5 * 60_000) };
    const asleep = cameraStatusFor(parked, fleetCamera, NOW);
    expect(asleep).toEqual({ online: true, ready_to_stream: false, number_of_feeds: 2 });
    expect(availabilityOf(asleep)).toBe('asleep');
    expect(cameraPanelState(fleetCamera.vendorId, asleep)).toBe('sleep');
    const other = cameraStatusFor(parked, appCamera, NOW);
    expect(other).toEqual({ online: false, ready_to_stream: false, number_of_feeds: 1 });
  });

  it('goes offline when the tracker falls silent, engine on or off', () => {
    for (const engine_active of [true, false]) {
      const silent = { engine_active, last_checkin_timestamp: ago(CAMERA_OFFLINE_AFTER_MS + 1) };
      expect(cameraStatusFor(silent, fleetCamera, NOW).online).toBe(false);
      const justInTime = { engine_active, last_checkin_timestamp: ago(CAMERA_OFFLINE_AFTER_MS) };
      expect(cameraStatusFor(justInTime, fleetCamera, NOW).online).toBe(true);
    }
    expect(availabilityOf({ online: false, ready_to_stream: false })).toBe('offline');
  });

  it('is offline for an asset that never reported or reported nonsense', () => {
    expect(cameraStatusFor(null, fleetCamera, NOW).online).toBe(false);
    const never = { engine_active: true, last_checkin_timestamp: null };
    expect(cameraStatusFor(never, fleetCamera, NOW).online).toBe(false);
    const garbled = { engine_active: true, last_checkin_timestamp: 'yesterday' };
    expect(cameraStatusFor(garbled, fleetCamera, NOW).online).toBe(false);
  });
});
