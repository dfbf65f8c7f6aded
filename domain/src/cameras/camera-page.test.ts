import { describe, expect, it } from 'vitest';
import { resolveFeatureFlags } from '../feature-flags';
import { cameraPageView, cameraPageViews } from './camera-page';

const off = resolveFeatureFlags({}, {});
const on = { ...off, 'safety-events': true };
const view = (tab: string | null, section1: string | null = null, flags = off) =>
  cameraPageView({ tab, section1 }, flags);

describe('the camera page’s views (spec 1 §2 "Camera page")', () => {
  it('opens dash cams by default and for an unknown tab', () => {
    expect(view(null)).toBe('dash-cams');
    expect(view('nonsense')).toBe('dash-cams');
  });

  it('opens drivers for fts and for the driver behaviour links', () => {
    expect(view('fts')).toBe('drivers');
    expect(view('analytics', 'driverbehavior')).toBe('drivers');
    expect(view('coaching-center')).toBe('drivers');
  });

  it('opens safety events only with the flag', () => {
    expect(view('safety-events')).toBe('dash-cams');
    expect(view('safety-events', null, on)).toBe('safety-events');
    expect(cameraPageViews(off)).toEqual(['dash-cams', 'drivers']);
    expect(cameraPageViews(on)).toEqual(['dash-cams', 'drivers', 'safety-events']);
  });
});
