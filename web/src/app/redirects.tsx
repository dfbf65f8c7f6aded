import { useEffect } from 'react';
import { useLocation, useNavigate, type To } from 'react-router';
import { landingPath } from '@fleet/domain';
import { useAccess } from '../lib/access-provider';

/**
 * Replaces the current entry with `to`, once per visit. Unlike <Navigate>, the effect also runs
 * again when the same redirect route is visited anew while it is still mounted (a second visit
 * to '/' that arrives before the first redirect has rendered), which otherwise left a blank page.
 */
function RedirectTo({ to }: { to: To }) {
  const navigate = useNavigate();
  const { key } = useLocation();
  const target = JSON.stringify(to);
  useEffect(() => {
    void navigate(JSON.parse(target) as To, { replace: true });
  }, [navigate, target, key]);
  return null;
}

/** '/' and unknown paths: the user's preferred landing page, if still allowed (spec 1 §6). */
export function LandingRedirect() {
  const { ctx, user } = useAccess();
  return <RedirectTo to={landingPath(ctx, user.preferred_landing_page)} />;
}

/** /home/{path*} → /{path}, keeping the query string (spec 1 §2). */
export function HomeRedirect() {
  const { pathname, search } = useLocation();
  const target = pathname.replace(/^\/home(?=\/|$)/, '') || '/';
  return <RedirectTo to={{ pathname: target, search }} />;
}

/**
 * Unknown paths: a hash naming integrations (links from partner apps) opens the company-admin
 * integrations page (spec 1 §2); anything else goes to the landing page.
 */
export function FallbackRedirect() {
  const { pathname } = useLocation();
  if (pathname.includes('integrations')) return <RedirectTo to="/company-admin/integrations" />;
  return <LandingRedirect />;
}
