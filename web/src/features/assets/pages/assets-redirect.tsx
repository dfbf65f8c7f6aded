import { Navigate } from 'react-router';

/**
 * Any other path under /assets (a mistyped or stale link) opens the register; the map
 * (/assets/all…), the forms and the archive have routes of their own.
 */
export function AssetsRedirect() {
  return <Navigate to="/assets" replace />;
}
