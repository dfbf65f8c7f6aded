import { Group, SegmentedControl } from '@mantine/core';
import { FEED_CHOICES, FEED_TYPE_CHOICES, isCameraFeed, isFeedType } from '../model/feed-choices';
import type { CameraWindowController, CameraWindowView } from '../model/window-controller';

interface FeedTogglesProps {
  view: CameraWindowView;
  controller: CameraWindowController;
  /** Company 1854's windows have no Outside/Inside (spec 1 §6). */
  hasCameraToggle: boolean;
}

/** Live/History and Outside/Inside, shown at once and acted on after 1 s (spec 1 §4). */
export function FeedToggles({ view, controller, hasCameraToggle }: FeedTogglesProps) {
  return (
    <Group justify="space-between" gap="xs">
      <SegmentedControl
        size="xs"
        aria-label="Live or history"
        data={FEED_TYPE_CHOICES}
        value={view.shownFeedType}
        onChange={(value) => isFeedType(value) && controller.chooseFeedType(value)}
      />
      {hasCameraToggle && (
        <SegmentedControl
          size="xs"
          aria-label="Outside or inside camera"
          data={FEED_CHOICES}
          value={view.shownFeed}
          onChange={(value) => isCameraFeed(value) && controller.chooseFeed(value)}
        />
      )}
    </Group>
  );
}
