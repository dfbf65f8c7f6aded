import type { ReactNode } from 'react';
import { Anchor } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { withCardFlyout, type CardFlyoutTarget } from '../lib/card-links';

/**
 * A link that opens the card of an asset or rental in the 30% flyout over the current page
 * (spec 1 §2), keeping the page and its search as they are.
 */
export function CardFlyoutLink({
  target,
  children,
}: {
  target: CardFlyoutTarget;
  children: ReactNode;
}) {
  const location = useLocation();
  return (
    <Anchor
      component={Link}
      to={{
        pathname: location.pathname,
        search: withCardFlyout(new URLSearchParams(location.search), target),
      }}
      fz="sm"
      fw={500}
    >
      {children}
    </Anchor>
  );
}
