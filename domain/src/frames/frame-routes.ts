/**
 * spec 1 §2 "Other top-level routes": the routes that show a partner tool in a frame. Each is
 * pointed at an address set in the company's settings (company_preferences.frame_urls, keyed by
 * the route's key). Without one, Resources and Rentals (new) show Fleet's own page, and the others
 * a page saying an admin can set the address (docs/FRAMES.md).
 */
export const FRAME_ROUTES = [
  {
    key: 'resource-planning',
    path: '/resource-planning',
    title: 'Resource planning',
    hasDevServer: true,
    hasFleetPage: false,
  },
  {
    key: 'content-hub',
    path: '/content-hub',
    title: 'Content hub',
    hasDevServer: true,
    hasFleetPage: false,
  },
  {
    key: 'access-control',
    path: '/access-control',
    title: 'Privacy Controls',
    hasDevServer: false,
    hasFleetPage: false,
  },
  {
    key: 'beta-rentals',
    path: '/beta-rentals',
    title: 'Rentals (new)',
    hasDevServer: false,
    hasFleetPage: true,
  },
  {
    key: 'resources',
    path: '/resources',
    title: 'Assets (new)',
    hasDevServer: false,
    hasFleetPage: true,
  },
  {
    key: 'setup',
    path: '/setup',
    title: 'Setup',
    hasDevServer: false,
    hasFleetPage: true,
  },
] as const;

export type FrameRoute = (typeof FRAME_ROUTES)[number];
export type FrameRouteKey = FrameRoute['key'];
export const FRAME_ROUTE_KEYS = FRAME_ROUTES.map((route) => route.key) as [
  FrameRouteKey,
  ...FrameRouteKey[],
];

export function frameRoute(key: FrameRouteKey): FrameRoute {
  const route = FRAME_ROUTES.find((candidate) => candidate.key === key);
  if (!route) throw new Error(`unknown frame route ${key}`);
  return route;
}

/** spec 9 "Privacy-controls frame 500px high". */
export const ACCESS_CONTROL_FRAME_HEIGHT = 500;

/**
 * spec 1 §2 "a dev=true query parameter points them at a local server": the partner's own
 * development server, on this port of the person's machine, with the configured path.
 */
export const FRAME_DEV_ORIGIN = 'http://localhost:3001';

/** The address a frame loads: the company's, or with `?dev=true` the same path on the dev server. */
export function frameAddress(configured: string, isDev: boolean): string {
  if (!isDev) return configured;
  const parts = splitAbsoluteUrl(configured);
  return `${FRAME_DEV_ORIGIN}${parts?.rest || '/'}`;
}

/** scheme://authority and the rest (path, query, fragment) of an absolute http(s) address. */
export function splitAbsoluteUrl(
  value: string,
): { scheme: string; authority: string; rest: string } | null {
  const match = /^(https?):\/\/([^/?#]*)(.*)$/i.exec(value);
  if (!match) return null;
  const [, scheme = '', authority = '', rest = ''] = match;
  return { scheme: scheme.toLowerCase(), authority, rest };
}
