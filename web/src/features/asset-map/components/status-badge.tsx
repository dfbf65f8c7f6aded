import { Badge, type MantineColor } from '@mantine/core';
import { DISPLAY_STATUS_LABELS, type StatusBadge as DomainBadge } from '@fleet/domain';
import { hasTracker, type MapAsset } from '../model/map-asset';

const BADGE_COLORS: Record<DomainBadge['color'], MantineColor> = {
  success: 'green',
  warning: 'orange',
};

/**
 * The status badge (spec 1 §4): live movement states in colour; otherwise the display status
 * in gray, so every row still says what the asset is doing.
 */
export function AssetStatusBadge({ item, size = 'sm' }: { item: MapAsset; size?: 'xs' | 'sm' }) {
  const { badge, displayStatus } = item.description;
  if (!hasTracker(item.asset)) {
    return (
      <Badge size={size} variant="outline" color="gray">
        No tracker
      </Badge>
    );
  }
  if (badge) {
    return (
      <Badge size={size} variant="light" color={BADGE_COLORS[badge.color]}>
        {badge.text}
      </Badge>
    );
  }
  return (
    <Badge size={size} variant="light" color="gray">
      {displayStatus ? DISPLAY_STATUS_LABELS[displayStatus] : 'Unknown'}
    </Badge>
  );
}
