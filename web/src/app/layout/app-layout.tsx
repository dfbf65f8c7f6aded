import { lazy, Suspense, type ReactNode } from 'react';
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet, useLocation } from 'react-router';
import { canOpenPath } from '@fleet/domain';
import { FleetWordmark } from '../../components/fleet-wordmark';
import { UnauthorizedPage } from '../../components/unauthorized-page';
import { useAccess } from '../../lib/access-provider';
import { cardFlyoutOf } from '../../lib/card-links';
import { offRentIds } from '../../lib/rental-links';
import { SideNav } from './side-nav';

/** Below Mantine's `sm` breakpoint the navbar becomes a drawer opened from a slim header. */
const SMALL_SCREEN_QUERY = '(max-width: 47.99em)';

export function AppLayout() {
  const [isNavOpen, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY) ?? false;

  return (
    <AppShell
      header={{ height: 56, collapsed: !isSmallScreen }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !isNavOpen } }}
      padding="xl"
    >
      <AppShell.Header hiddenFrom="sm">
        <Group h="100%" px="md" gap="sm">
          <Burger opened={isNavOpen} onClick={toggleNav} size="sm" aria-label="Toggle navigation" />
          <FleetWordmark />
        </Group>
      </AppShell.Header>
      {/* role="none": the landmark is the labelled <nav> inside, which holds only the links. */}
      <AppShell.Navbar p="sm" role="none">
        <SideNav onNavigate={closeNav} />
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <PathGuard>
          <Outlet />
        </PathGuard>
        <OffRentModals />
        <CardFlyouts />
      </AppShell.Main>
    </AppShell>
  );
}

// The card flyout loads with the first ?assetId= / ?rentalId= link, not with every page.
const CardFlyoutHost = lazy(() =>
  import('../../features/asset-map/card-flyout-host').then((m) => ({
    default: m.CardFlyoutHost,
  })),
);

/** Any page opens an asset's or rental's card in the 30% flyout (lib/card-links.ts). */
function CardFlyouts() {
  const { search } = useLocation();
  if (cardFlyoutOf(new URLSearchParams(search)) === null) return null;
  return (
    <Suspense fallback={null}>
      <CardFlyoutHost />
    </Suspense>
  );
}

// The off-rent modals load with the first ?offRent= link, not with every page.
const OffRentHost = lazy(() =>
  import('../../features/rentals/off-rent/off-rent-host').then((m) => ({ default: m.OffRentHost })),
);

/** Any page opens the off-rent modal by the `offRent` query parameter (lib/rental-links.ts). */
function OffRentModals() {
  const { search } = useLocation();
  if (offRentIds(new URLSearchParams(search)).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <OffRentHost />
    </Suspense>
  );
}

/** A path the user may not open shows the unauthorized page in place (spec 1 §2). */
function PathGuard({ children }: { children: ReactNode }) {
  const { ctx } = useAccess();
  const { pathname } = useLocation();
  return canOpenPath(ctx, pathname) ? children : <UnauthorizedPage />;
}
