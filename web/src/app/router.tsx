import { createHashRouter, type RouteObject } from 'react-router';
import { PageHeader } from '../components/page-header';
import { UnauthorizedPage } from '../components/unauthorized-page';
import { AssetHistoryPage } from '../features/asset-history/pages/asset-history-page';
import { AssetMapPage } from '../features/asset-map/pages/asset-map-page';
import { TrackersPage } from '../features/trackers/pages/trackers-page';
import { ProfilePage } from '../features/users/pages/profile-page';
import { AREAS, areaRoutePath } from './areas';
import { LoginRoute } from './auth/login-route';
import { CompanyAdminHome } from './company-admin-home';
import { RequireAuth } from './auth/require-auth';
import { AppLayout } from './layout/app-layout';
import { FallbackRedirect, HomeRedirect, LandingRedirect } from './redirects';

/** Areas whose feature has landed; the others keep a placeholder below. */
const BUILT_AREAS = new Set(['/assets/all']);

// Placeholders until each area is built; replace an element here when its feature lands.
const areaRoutes: RouteObject[] = AREAS.filter(({ entry }) => !BUILT_AREAS.has(entry.path)).map(
  ({ entry, description }) => ({
    path: areaRoutePath(entry),
    element:
      entry.path === '/company-admin' ? (
        <CompanyAdminHome title={entry.label} description={description} />
      ) : (
        <PageHeader title={entry.label} description={description} />
      ),
  }),
);

/**
 * The live map (spec 1 §2 "Asset and rental routes"). The card's paths are children so the
 * map stays mounted while cards open and close; they draw nothing themselves (the page reads
 * the path), and their `/*` keeps the card's own tabs (history, status…) on the map until
 * those pages land as more specific children. Opened from a geofence, it is the same page.
 */
const mapRoutes: RouteObject[] = [
  // An asset's or a rental's day of trips (spec 2 §9) has the whole page, with its own map.
  { path: 'assets/all/asset/:assetId/history', element: <AssetHistoryPage /> },
  { path: 'assets/all/rentals/:rentalId/history', element: <AssetHistoryPage /> },
  {
    path: 'assets/all',
    element: <AssetMapPage />,
    children: [
      { path: 'asset/:assetId/*', element: null },
      { path: 'rentals/:rentalId/*', element: null },
    ],
  },
  { path: 'geofences/:geofenceId/asset/:assetId/*', element: <AssetMapPage /> },
  { path: 'geofences/:geofenceId/rentals/:rentalId/*', element: <AssetMapPage /> },
];

const routes: RouteObject[] = [
  { path: '/login', element: <LoginRoute /> },
  { path: '/home/*', element: <HomeRedirect /> },
  {
    element: <RequireAuth />,
    children: [
      {
        // The layout also guards: a path the user may not open renders the unauthorized page.
        element: <AppLayout />,
        children: [
          { index: true, element: <LandingRedirect /> },
          { path: 'unauthorized', element: <UnauthorizedPage /> },
          { path: 'profile', element: <ProfilePage /> },
          // More specific than the company-admin/* placeholder, so it wins.
          { path: 'company-admin/trackers', element: <TrackersPage /> },
          ...mapRoutes,
          ...areaRoutes,
          { path: '*', element: <FallbackRedirect /> },
        ],
      },
    ],
  },
];

/** Hash-based paths (spec 1 §2), so any static host can serve the client. */
export const router = createHashRouter(routes);
