import type { RouteObject } from 'react-router';

/** The routes that show a partner tool, each owning the paths below it (route sync). */
const FRAME_KEYS = [
  'resource-planning',
  'content-hub',
  'access-control',
  'beta-rentals',
  'resources',
] as const;

/**
 * spec 1 §2 "Other top-level routes" that show partner tools (docs/FRAMES.md), the setup page
 * (its steps, or its partner dashboard), Company > Partner frames and Quotes. Kept small: this
 * file is in the entry every page loads; the pages come with their routes.
 */
export const frameRoutes: RouteObject[] = [
  ...FRAME_KEYS.map((key) => ({
    path: `${key}/*`,
    lazy: async () => ({ element: (await import('./frame-route-element')).frameRouteElement(key) }),
  })),
  {
    path: 'setup/*',
    lazy: async () => ({
      Component: (await import('../features/setup/pages/setup-page')).SetupPage,
    }),
  },
  {
    path: 'company-admin/frames',
    lazy: async () => ({
      Component: (await import('../features/frames/pages/frame-settings-page')).FrameSettingsPage,
    }),
  },
  {
    path: 'quotes/*',
    lazy: async () => ({
      Component: (await import('../features/quotes/pages/quotes-page')).QuotesPage,
    }),
  },
];
