import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { fleetPathForRentalsApp, rentalsAppPathForFleetPath } from '@fleet/domain';
import type { RouteSync } from '../../../components/partner-frame/partner-frame';

/**
 * spec 1 §2 Rentals (new) route sync: the rentals app's path and query string live in Fleet's
 * address (/beta-rentals/…), so a reload, a bookmark or Back returns to the same place.
 */
export function useRentalsRouteSync(isOn: boolean): RouteSync | undefined {
  const location = useLocation();
  const navigate = useNavigate();
  return useMemo(() => {
    if (!isOn) return undefined;
    return {
      path: rentalsAppPathForFleetPath(location.pathname),
      search: location.search,
      onPath: (path: string) => {
        const pathname = fleetPathForRentalsApp(path);
        if (pathname !== location.pathname) void navigate({ pathname, search: '' });
        return rentalsAppPathForFleetPath(pathname);
      },
      onSearch: (search: string) => {
        if (search !== location.search) void navigate({ pathname: location.pathname, search });
      },
    };
  }, [isOn, location.pathname, location.search, navigate]);
}
