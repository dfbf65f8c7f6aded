import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { AREAS, areaRoutePath } from './areas';
import { LoginRoute } from './auth/login-route';
import { frameRoutes } from './frame-routes';

/** Areas whose feature has landed; the others keep a placeholder below. */
const BUILT_AREAS = new Set([
  '/assets/all',
  // docs/ASSETS.md "The register" (assetRoutes)
  '/assets',
  '/inventory',
  '/rentals',
  '/service',
  // docs/FRAMES.md and docs/SETUP-QUOTES.md (frame-routes.tsx)
  '/setup',
  '/quotes',
  '/beta-rentals',
  '/resources',
  // docs/COMPANY-ADMIN.md (companyAdminRoute)
  '/company-admin',
  // docs/GEOFENCES.md
  '/geofences',
  // docs/ALERTS.md
  '/alerts',
  // docs/BILLING.md
  '/billing',
  // domain/src/dashboard: the fleet at a glance (its charts load with this route only)
  '/dashboard',
  // docs/CAMERAS.md "The camera page" (cameraRoutes)
  '/camera',
]);

/**
 * Every page is a lazy route (DESIGN §4 "Web weight"): its code, and the libraries only it uses
 * (MapLibre for the maps), load when the route is first matched, so the sign-in page carries
 * none of them. The router loads all matched routes' code at once, then renders.
 */
function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

// Placeholders until each area is built; replace an element here when its feature lands.
const areaRoutes: RouteObject[] = AREAS.filter(({ entry }) => !BUILT_AREAS.has(entry.path)).map(
  ({ entry, description }) => ({
    path: areaRoutePath(entry),
    lazy: async () => {
      const { AreaPlaceholder } = await import('./area-placeholder');
      return { element: <AreaPlaceholder entry={entry} description={description} /> };
    },
  }),
);

const assetHistoryPage = lazyComponent(
  () => import('../features/asset-history/pages/asset-history-page'),
  (m) => m.AssetHistoryPage,
);
const assetMapPage = lazyComponent(
  () => import('../features/asset-map/pages/asset-map-page'),
  (m) => m.AssetMapPage,
);

/**
 * The live map (spec 1 §2 "Asset and rental routes"). The card's paths are children so the
 * map stays mounted while cards open and close; they draw nothing themselves (the page reads
 * the path), and their `/*` keeps the card's own tabs (history, status…) on the map until
 * those pages land as more specific children. Opened from a geofence, it is the same page.
 */
const mapRoutes: RouteObject[] = [
  // An asset's or a rental's day of trips (spec 2 §9) has the whole page, with its own map.
  { path: 'assets/all/asset/:assetId/history', lazy: assetHistoryPage },
  { path: 'assets/all/rentals/:rentalId/history', lazy: assetHistoryPage },
  {
    path: 'assets/all',
    lazy: assetMapPage,
    children: [
      { path: 'asset/:assetId/*', element: null },
      { path: 'rentals/:rentalId/*', element: null },
      { path: 'third-party-rentals/:thirdPartyRentalId/*', element: null },
    ],
  },
  { path: 'geofences/:geofenceId/asset/:assetId/*', lazy: assetMapPage },
  { path: 'geofences/:geofenceId/rentals/:rentalId/*', lazy: assetMapPage },
  {
    // docs/GEOFENCES.md: the list beside a map with the draw tool (Terra Draw, this page only).
    path: 'geofences',
    lazy: lazyComponent(
      () => import('../features/geofences/pages/geofences-page'),
      (m) => m.GeofencesPage,
    ),
  },
];

/**
 * The asset register (docs/ASSETS.md), exactly /assets: the map (assets/all…), the forms
 * (assets/create, assets/bulk-add) and the archive are more specific routes; any other path
 * under /assets opens the register.
 */
const assetRoutes: RouteObject[] = [
  {
    path: 'assets',
    lazy: lazyComponent(
      () => import('../features/assets/pages/assets-page'),
      (m) => m.AssetsPage,
    ),
  },
  {
    path: 'assets/*',
    lazy: lazyComponent(
      () => import('../features/assets/pages/assets-redirect'),
      (m) => m.AssetsRedirect,
    ),
  },
];

/** docs/ALERTS.md: Activity (/alerts, /alerts/activity) and Configure (/alerts/configure). */
const alertRoutes: RouteObject[] = [
  {
    path: 'alerts/*',
    lazy: lazyComponent(
      () => import('../features/alerts/pages/alerts-page'),
      (m) => m.AlertsPage,
    ),
  },
];

/** The fleet at a glance; its chart library (@mantine/charts, recharts) loads with it only. */
const dashboardRoute: RouteObject = {
  path: 'dashboard',
  lazy: lazyComponent(
    () => import('../features/dashboard/pages/dashboard-page'),
    (m) => m.DashboardPage,
  ),
};

/**
 * spec 1 §2 "Inventory section": the list; its on-rent form and bulk edit pages are more
 * specific routes; any other path under /inventory goes back to the list.
 */
const inventoryRoutes: RouteObject[] = [
  {
    path: 'inventory/on-rent-form/:rentalId/edit',
    lazy: lazyComponent(
      () => import('../features/rentals/on-rent/pages/on-rent-page'),
      (m) => m.EditRentalPage,
    ),
  },
  {
    path: 'inventory/on-rent-form/:assetId',
    lazy: lazyComponent(
      () => import('../features/rentals/on-rent/pages/on-rent-page'),
      (m) => m.OnRentPage,
    ),
  },
  {
    // spec 1 §2 / spec 2 §2 "Bulk edit pages", from the inventory's '<n> selected' bar.
    path: 'inventory/bulk-edit-details',
    lazy: lazyComponent(
      () => import('../features/groups/pages/bulk-edit-details-page'),
      (m) => m.BulkEditDetailsPage,
    ),
  },
  {
    path: 'inventory/bulk-edit-groups',
    lazy: lazyComponent(
      () => import('../features/groups/pages/bulk-edit-groups-page'),
      (m) => m.BulkEditGroupsPage,
    ),
  },
  {
    path: 'inventory',
    lazy: lazyComponent(
      () => import('../features/inventory/pages/inventory-page'),
      (m) => m.InventoryPage,
    ),
  },
  {
    path: 'inventory/*',
    lazy: lazyComponent(
      () => import('../features/inventory/pages/inventory-redirect'),
      (m) => m.InventoryRedirect,
    ),
  },
];

/** spec 1 §4 "Tabs" and spec 2 §2: the rentals lists and the utilization view. */
const rentalListRoutes: RouteObject[] = [
  {
    path: 'rentals',
    lazy: lazyComponent(
      () => import('../features/rentals/list/rentals-page'),
      (m) => m.RentalsPage,
    ),
  },
  {
    path: 'rentals/utilization',
    lazy: lazyComponent(
      () => import('../features/rentals/utilization/utilization-page'),
      (m) => m.UtilizationPage,
    ),
  },
];

/**
 * /service: work orders (also /service/work-orders; `?work_order_id=` opens one, as the asset
 * card links) and /service/groups; any other path under /service opens the work orders.
 */
const servicePage = lazyComponent(
  () => import('../features/service/pages/service-page'),
  (m) => m.ServicePage,
);
/** Billing (docs/BILLING.md): the invoice list, a new invoice, one invoice's editor. */
const invoicePage = lazyComponent(
  () => import('../features/billing/pages/invoice-page'),
  (m) => m.InvoicePage,
);
const billingRoutes: RouteObject[] = [
  {
    path: 'billing',
    lazy: lazyComponent(
      () => import('../features/billing/pages/billing-page'),
      (m) => m.BillingPage,
    ),
  },
  { path: 'billing/new', lazy: invoicePage },
  { path: 'billing/invoices/:invoiceId', lazy: invoicePage },
];

const serviceRoutes: RouteObject[] = [
  { path: 'service', lazy: servicePage },
  { path: 'service/work-orders', lazy: servicePage },
  { path: 'service/groups', lazy: servicePage },
  {
    path: 'service/*',
    lazy: lazyComponent(
      () => import('../features/service/pages/service-redirect'),
      (m) => m.ServiceRedirect,
    ),
  },
];

/**
 * Company admin (docs/COMPANY-ADMIN.md): its pages share a side list (company-admin-layout.tsx)
 * and the index lists them. Company > Frames is a route of its own (frame-routes.tsx).
 */
const companyAdminRoute: RouteObject = {
  path: 'company-admin',
  lazy: lazyComponent(
    () => import('./company-admin-layout'),
    (m) => m.CompanyAdminLayout,
  ),
  children: [
    {
      index: true,
      lazy: lazyComponent(
        () => import('./company-admin-home'),
        (m) => m.CompanyAdminHome,
      ),
    },
    {
      path: 'users',
      lazy: lazyComponent(
        () => import('../features/company-admin/pages/users-page'),
        (m) => m.UsersPage,
      ),
    },
    {
      path: 'branches',
      lazy: lazyComponent(
        () => import('../features/company-admin/pages/branches-page'),
        (m) => m.BranchesPage,
      ),
    },
    {
      path: 'preferences',
      lazy: lazyComponent(
        () => import('../features/company-admin/pages/preferences-page'),
        (m) => m.PreferencesPage,
      ),
    },
    {
      path: 'feature-flags',
      lazy: lazyComponent(
        () => import('../features/company-admin/pages/feature-flags-page'),
        (m) => m.FeatureFlagsPage,
      ),
    },
    {
      path: 'email',
      lazy: lazyComponent(
        () => import('../features/company-admin/pages/email-outbox-page'),
        (m) => m.EmailOutboxPage,
      ),
    },
    {
      path: 'integrations',
      lazy: lazyComponent(
        () => import('../features/company-admin/pages/integrations-page'),
        (m) => m.IntegrationsPage,
      ),
    },
    {
      path: 'trackers',
      lazy: lazyComponent(
        () => import('../features/trackers/pages/trackers-page'),
        (m) => m.TrackersPage,
      ),
    },
    {
      path: 'cameras',
      lazy: lazyComponent(
        () => import('../features/cameras/pages/cameras-page'),
        (m) => m.CamerasPage,
      ),
    },
    {
      path: 'tracker-requests',
      lazy: lazyComponent(
        () => import('../features/tracker-requests/pages/tracker-requests-page'),
        (m) => m.TrackerRequestsPage,
      ),
    },
    {
      // docs/CLASSES.md: categories and equipment classes (spec 2 §2, §7).
      path: 'classes',
      lazy: lazyComponent(
        () => import('../features/classes/pages/classes-page'),
        (m) => m.ClassesPage,
      ),
    },
    {
      path: 'messages',
      lazy: lazyComponent(
        () => import('../features/sharing/pages/sms-outbox-page'),
        (m) => m.SmsOutboxPage,
      ),
    },
    {
      // docs/GROUPS-BULK-EDIT.md: the company's groups and their assets.
      path: 'groups',
      lazy: lazyComponent(
        () => import('../features/groups/pages/groups-page'),
        (m) => m.GroupsPage,
      ),
    },
    {
      // Pages not built here yet (Company > Assets, a landing page) show the home: a redirect
      // to the landing page could lead straight back (spec 1 §6).
      path: '*',
      lazy: lazyComponent(
        () => import('./company-admin-home'),
        (m) => m.CompanyAdminHome,
      ),
    },
  ],
};

/**
 * /camera frames Fleet's own operators app (docs/CAMERAS.md "The camera page"); `camera/*`
 * keeps the spec's /camera/fts and /camera/safety-events addresses on the same page.
 */
const cameraRoutes: RouteObject[] = ['camera', 'camera/*'].map((path) => ({
  path,
  lazy: lazyComponent(
    () => import('../features/camera-page/pages/camera-page'),
    (m) => m.CameraPage,
  ),
}));

/** The operators app: the pages the camera page frames, without the side navigation. */
const operatorsAppRoute: RouteObject = {
  path: 'operators-app',
  lazy: lazyComponent(
    () => import('../features/operators-app/pages/operators-app-layout'),
    (m) => m.OperatorsAppLayout,
  ),
  children: [
    {
      path: 'camera',
      lazy: lazyComponent(
        () => import('../features/operators-app/pages/dash-cams-page'),
        (m) => m.DashCamsPage,
      ),
    },
    {
      path: 'camera/fts',
      lazy: lazyComponent(
        () => import('../features/operators-app/pages/drivers-page'),
        (m) => m.DriversPage,
      ),
    },
    {
      path: 'camera/safety-events',
      lazy: lazyComponent(
        () => import('../features/operators-app/pages/safety-events-page'),
        (m) => m.SafetyEventsPage,
      ),
    },
    {
      path: 'camera/analytics',
      lazy: lazyComponent(
        () => import('../features/operators-app/pages/driver-analytics-page'),
        (m) => m.DriverAnalyticsPage,
      ),
    },
    {
      path: 'camera/coaching-center',
      lazy: lazyComponent(
        () => import('../features/operators-app/pages/coaching-center-page'),
        (m) => m.CoachingCenterPage,
      ),
    },
    {
      path: 'operators/new',
      lazy: lazyComponent(
        () => import('../features/operators-app/pages/create-operator-page'),
        (m) => m.CreateOperatorPage,
      ),
    },
  ],
};

const routes: RouteObject[] = [
  {
    // Shown while the first page's code loads.
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      // Not lazy: it is where the signed-out start, and its pieces (Mantine's inputs, buttons)
      // serve every page after it, so it costs the others little and saves it a dozen requests.
      { path: '/login', element: <LoginRoute /> },
      {
        // A shared location (docs/SHARING.md): opened from a text message by someone without an
        // account, so outside RequireAuth; lazy, so the sign-in page carries none of it.
        path: '/share/:token',
        lazy: lazyComponent(
          () => import('../features/sharing/pages/shared-location-page'),
          (m) => m.SharedLocationPage,
        ),
      },
      {
        // An invitation's accept page (docs/COMPANY-ADMIN.md): the invitee has no account yet.
        path: '/invitation/:token',
        lazy: lazyComponent(
          () => import('../features/company-admin/pages/accept-invitation-page'),
          (m) => m.AcceptInvitationPage,
        ),
      },
      {
        path: '/home/*',
        lazy: lazyComponent(
          () => import('./redirects'),
          (m) => m.HomeRedirect,
        ),
      },
      {
        lazy: lazyComponent(
          () => import('./auth/require-auth'),
          (m) => m.RequireAuth,
        ),
        children: [
          operatorsAppRoute,
          {
            // The layout also guards: a path the user may not open renders the unauthorized page.
            lazy: lazyComponent(
              () => import('./layout/app-layout'),
              (m) => m.AppLayout,
            ),
            children: [
              {
                index: true,
                lazy: lazyComponent(
                  () => import('./redirects'),
                  (m) => m.LandingRedirect,
                ),
              },
              {
                path: 'unauthorized',
                lazy: lazyComponent(
                  () => import('../components/unauthorized-page'),
                  (m) => m.UnauthorizedPage,
                ),
              },
              {
                path: 'profile',
                lazy: lazyComponent(
                  () => import('../features/users/pages/profile-page'),
                  (m) => m.ProfilePage,
                ),
              },
              companyAdminRoute,
              {
                // spec 1 §2 /assets/bulk-add?returnTo=…: the bulk import (docs/IMPORT.md).
                path: 'assets/bulk-add',
                lazy: lazyComponent(
                  () => import('../features/asset-import/pages/bulk-add-page'),
                  (m) => m.BulkAddPage,
                ),
              },
              {
                // spec 1 §2 /assets/create?returnTo=…: more specific than assets/* (docs/ASSET-CREATE.md).
                path: 'assets/create',
                lazy: lazyComponent(
                  () => import('../features/asset-create/pages/asset-create-page'),
                  (m) => m.AssetCreatePage,
                ),
              },
              {
                // docs/ARCHIVE.md: more specific than the register's assets/* redirect and apart
                // from the map's assets/all paths.
                path: 'assets/archive',
                lazy: lazyComponent(
                  () => import('../features/asset-archive/pages/archive-page'),
                  (m) => m.ArchivePage,
                ),
              },
              dashboardRoute,
              ...mapRoutes,
              ...assetRoutes,
              ...rentalListRoutes,
              ...inventoryRoutes,
              ...serviceRoutes,
              ...billingRoutes,
              ...alertRoutes,
              ...cameraRoutes,
              ...frameRoutes,
              ...areaRoutes,
              {
                path: '*',
                lazy: lazyComponent(
                  () => import('./redirects'),
                  (m) => m.FallbackRedirect,
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** Hash-based paths (spec 1 §2), so any static host can serve the client. */
export const router = createHashRouter(routes);
