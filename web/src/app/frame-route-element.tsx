import { lazy } from 'react';
import type { FrameRouteKey } from '@fleet/domain';
import { FramePage } from '../features/frames/pages/frame-page';

/** Fleet's own pages the Rentals (new) and Assets (new) frames show without an address. */
const FLEET_PAGES: Partial<Record<FrameRouteKey, ReturnType<typeof lazy>>> = {
  'beta-rentals': lazy(async () => ({
    default: (await import('../features/rentals/list/rentals-page')).RentalsPage,
  })),
  resources: lazy(async () => ({
    default: (await import('../features/inventory/pages/inventory-page')).InventoryPage,
  })),
};

/** A frame route's page (docs/FRAMES.md); loaded with the route, so the entry carries none of it. */
export function frameRouteElement(key: FrameRouteKey) {
  return <FramePage routeKey={key} fleetPage={FLEET_PAGES[key]} />;
}
