import { describe, expect, it } from 'vitest';
import { resolveFeatureFlags } from '../feature-flags';
import {
  CAMERA_PAGE_VIEWS,
  CAMERA_VIEW_TABS,
  cameraPageView,
  cameraPageViews,
} from './camera-page';

const off = resolveFeatureFlags({}, {});
const on = { ...off, 'safety-events': true };
const view = (tab: string | null, section1: string | null = null, flags = off) =>
  cameraPageView({ tab, section1 }, flags);

describe('the camera page’s views (spec 1 §2 "Camera page")', () => {
  it('opens dash cams by default and for an unknown tab', () => {
    expect(view(null)).toBe('dash-cams');
    expect(view('nonsense')).toBe('dash-cams');
  });

  it('opens drivers for fts and for the driver behaviour section without a tab of its own', () => {
    expect(view('fts')).toBe('drivers');
    expect(view('drivers')).toBe('drivers');
    expect(view(null, 'driverbehavior')).toBe('drivers');
    expect(view('fts', 'driverbehavior')).toBe('drivers');
  });

  it('opens driver analytics and the coaching center from the driver panel’s links', () => {
    expect(view('analytics', 'driverbehavior')).toBe('analytics');
    expect(view('analytics')).toBe('analytics');
    expect(view('coaching-center', 'driverbehavior')).toBe('coaching-center');
    expect(view('coaching-center', null, on)).toBe('coaching-center');
  });

  it('opens safety events only with the flag', () => {
    expect(view('safety-events')).toBe('dash-cams');
    expect(view('safety-events', null, on)).toBe('safety-events');
    expect(cameraPageViews(off)).toEqual(['dash-cams', 'drivers', 'analytics', 'coaching-center']);
    expect(cameraPageViews(on)).toEqual([
      'dash-cams',
      'drivers',
      'safety-events',
      'analytics',
      'coaching-center',
    ]);
  });

  it('gives every view a tab that opens it again', () => {
    for (const each of CAMERA_PAGE_VIEWS) {
      expect(view(CAMERA_VIEW_TABS[each], null, on)).toBe(each);
    }
  });
});
