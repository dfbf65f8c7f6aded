import { describe, expect, it } from 'vitest';
import type { AssetDriver, Operator, PendingOperator } from '@fleet/domain';
import {
  accessLogPage,
  cameraTabPath,
  canOpenCamera,
  isDriverPanelShown,
  withCurrentDriver,
} from './operators';

describe('driver panel rules', () => {
  it('shows on vehicles and equipment only', () => {
    expect(isDriverPanelShown(1)).toBe(true);
    expect(isDriverPanelShown(2)).toBe(true);
    expect(isDriverPanelShown(3)).toBe(false);
  });

  it('opens the camera only with the company’s and the user’s camera access', () => {
    expect(canOpenCamera({ hasFleetCam: true, canAccessCamera: true })).toBe(true);
    expect(canOpenCamera({ hasFleetCam: false, canAccessCamera: true })).toBe(false);
    expect(canOpenCamera({ hasFleetCam: true, canAccessCamera: false })).toBe(false);
  });

  it('builds the camera page path of spec 1 §2', () => {
    expect(
      cameraTabPath({ companyId: 7, email: 'a+b@demo.test', driverId: 'fts-9', tab: 'analytics' }),
    ).toBe('/camera?user=7_a%2Bb%40demo.test&section1=driverbehavior&did=fts-9&tab=analytics');
    expect(cameraTabPath({ companyId: 7, email: 'a@x.test', tab: 'coaching-center' })).toBe(
      '/camera?user=7_a%40x.test&section1=driverbehavior&tab=coaching-center',
    );
    // 'Open Camera Tab': the driver behaviour section, where unidentified drivers are named.
    expect(cameraTabPath({ companyId: 7, email: 'a@x.test' })).toBe(
      '/camera?user=7_a%40x.test&section1=driverbehavior',
    );
  });
});

describe('access log paging', () => {
  it('counts one row past the page while the server has more', () => {
    expect(accessLogPage(1, 2, ['a', 'b', 'c'])).toEqual({ rows: ['a', 'b'], rowCount: 3 });
    expect(accessLogPage(3, 10, ['a'])).toEqual({ rows: ['a'], rowCount: 21 });
    expect(accessLogPage(1, 10, [])).toEqual({ rows: [], rowCount: 0 });
  });
});

describe('the Driver panel after a driver is chosen by hand', () => {
  const driver = (id: number, first: string): Operator => ({
    operator_id: id,
    first_name: first,
    last_name: 'Reyes',
    fts_driver_id: null,
    deleted_at: null,
    active_operator: null,
  });
  const sighting: PendingOperator = {
    pending_operator_id: 4,
    fts_ai_profile_id: 'ai-4',
    identified_operator_id: null,
    t3_asset_id: 9,
    event_date: '2026-11-24T12:00:00.000Z',
    vendor_camera_id: null,
  };
  const panel: AssetDriver = { current_operator: driver(1, 'Dana'), pending_operators: [sighting] };

  it('shows the new driver and keeps the sightings', () => {
    expect(withCurrentDriver(panel, driver(2, 'Sam'))).toEqual({
      current_operator: driver(2, 'Sam'),
      pending_operators: [sighting],
    });
    expect(withCurrentDriver(panel, null)?.current_operator).toBeNull();
  });

  it('makes up nothing for a panel that never loaded', () => {
    expect(withCurrentDriver(undefined, driver(2, 'Sam'))).toBeUndefined();
  });
});
