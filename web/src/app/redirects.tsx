import { Navigate, useLocation } from 'react-router';
import { landingPath } from '@fleet/domain';
import { useAccess } from '../lib/access-provider';

/** '/' and unknown paths: the user's preferred landing page, if still allowed (spec 1 §6). */
export function LandingRedirect() {
  const { ctx, user } = useAccess();
  return <Navigate to={landingPath(ctx, user.preferred_landing_page)} replace />;
}

/** /home/{path*} → /{path}, keeping the query string (spec 1 §2). */
export function HomeRedirect() {
  const { pathname, search } = useLocation();
  const target = pathname.replace(/^\/home(?=\/|$)/, '') || '/';
  return <Navigate to={{ pathname: target, search }} replace />;
}

/**
 * Unknown paths: a hash naming integrations (links from partner apps) opens the company-admin
 * integrations page (spec 1 §2); anything else goes to the landing page.
 */
export function FallbackRedirect() {
  const { pathname } = useLocation();
  if (pathname.includes('integrations')) {
    return <Navigate to="/company-admin/integrations" replace />;
  }
  return <LandingRedirect />;
}
