import { createHashRouter, type RouteObject } from 'react-router';
import { PageHeader } from '../components/page-header';
import { UnauthorizedPage } from '../components/unauthorized-page';
import { ProfilePage } from '../features/users/pages/profile-page';
import { AREAS, areaRoutePath } from './areas';
import { LoginRoute } from './auth/login-route';
import { RequireAuth } from './auth/require-auth';
import { AppLayout } from './layout/app-layout';
import { FallbackRedirect, HomeRedirect, LandingRedirect } from './redirects';

// Placeholders until each area is built; replace an element here when its feature lands.
const areaRoutes: RouteObject[] = AREAS.map(({ entry, description }) => ({
  path: areaRoutePath(entry),
  element: <PageHeader title={entry.label} description={description} />,
}));

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
          ...areaRoutes,
          { path: '*', element: <FallbackRedirect /> },
        ],
      },
    ],
  },
];

/** Hash-based paths (spec 1 §2), so any static host can serve the client. */
export const router = createHashRouter(routes);
