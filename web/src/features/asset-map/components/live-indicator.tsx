import { Badge } from '@mantine/core';
import { DeferredTooltip } from '../../../components/deferred-floating';
import { type LiveStatus } from '../api/live-statuses';

const LOOK: Record<LiveStatus, { color: string; label: string; hint: string }> = {
  live: {
    color: 'green',
    label: 'Live',
    hint: 'Positions and statuses update as trackers report.',
  },
  connecting: { color: 'gray', label: 'Connecting', hint: 'Connecting to live updates…' },
  reconnecting: {
    color: 'yellow',
    label: 'Reconnecting',
    hint: 'Live updates paused; reconnecting. The map catches up when back.',
  },
  off: { color: 'gray', label: 'Not live', hint: 'Live updates are off; reload to refresh.' },
};

/** Whether the map is following the trackers right now. */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const look = LOOK[status];
  return (
    <DeferredTooltip label={look.hint} multiline w={220} withArrow>
      <Badge
        variant="dot"
        color={look.color}
        size="sm"
        aria-live="polite"
        styles={{ root: { cursor: 'default', textTransform: 'none' } }}
      >
        {look.label}
      </Badge>
    </DeferredTooltip>
  );
}
