import { describe, expect, it } from 'vitest';
import { accessLogPage, cameraTabPath, canOpenCamera, isDriverPanelShown } from './operators';

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
  });
});

describe('access log paging', () => {
  it('counts one row past the page while the server has more', () => {
    expect(accessLogPage(1, 2, ['a', 'b', 'c'])).toEqual({ rows: ['a', 'b'], rowCount: 3 });
    expect(accessLogPage(3, 10, ['a'])).toEqual({ rows: ['a'], rowCount: 21 });
    expect(accessLogPage(1, 10, [])).toEqual({ rows: [], rowCount: 0 });
  });
});
