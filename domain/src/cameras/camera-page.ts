import type { FeatureFlagSet } from '../feature-flags';

/**
 * The camera page's views (spec 1 §2 "Camera page", "/camera?…&tab=analytics|coaching-center"):
 * dash cams at /camera, drivers at /camera/fts, safety events at /camera/safety-events behind
 * the safety-events flag, and the driver behaviour views the driver panel's links name: driver
 * analytics ('Driver score details') and the coaching center. 'Open Camera Tab' (no tab of
 * its own, `section1=driverbehavior`) opens drivers, where unidentified drivers are named.
 */
export const CAMERA_PAGE_VIEWS = [
  'dash-cams',
  'drivers',
  'safety-events',
  'analytics',
  'coaching-center',
] as const;
export type CameraPageView = (typeof CAMERA_PAGE_VIEWS)[number];

export const CAMERA_PAGE_VIEW_LABELS: Record<CameraPageView, string> = {
  'dash-cams': 'Dash cams',
  drivers: 'Drivers',
  'safety-events': 'Safety events',
  analytics: 'Driver analytics',
  'coaching-center': 'Coaching center',
};

/** The operators app's path framed for each view (spec 1 §2). */
export const CAMERA_FRAME_PATHS: Record<CameraPageView, string> = {
  'dash-cams': '/camera',
  drivers: '/camera/fts',
  'safety-events': '/camera/safety-events',
  analytics: '/camera/analytics',
  'coaching-center': '/camera/coaching-center',
};

/** The views this user has: safety events only with the flag. */
export function cameraPageViews(flags: FeatureFlagSet): CameraPageView[] {
  return CAMERA_PAGE_VIEWS.filter((view) => view !== 'safety-events' || flags['safety-events']);
}

/** The view a `tab` (and `section1`) of the page's address opens; dash cams otherwise. */
export function cameraPageView(
  params: { tab: string | null; section1: string | null },
  flags: FeatureFlagSet,
): CameraPageView {
  const { tab, section1 } = params;
  if (tab === 'safety-events' && flags['safety-events']) return 'safety-events';
  // The driver panel's links carry `section1=driverbehavior` too: their tab decides first.
  if (tab === 'analytics') return 'analytics';
  if (tab === 'coaching-center') return 'coaching-center';
  if (tab === 'fts' || tab === 'drivers' || section1 === 'driverbehavior') return 'drivers';
  return 'dash-cams';
}

/** The tab query value that opens a view (the address as the spec writes it). */
export const CAMERA_VIEW_TABS: Record<CameraPageView, string | null> = {
  'dash-cams': null,
  drivers: 'fts',
  'safety-events': 'safety-events',
  analytics: 'analytics',
  'coaching-center': 'coaching-center',
};
