import { Button, Group } from '@mantine/core';
import { IconMessageCheck, IconPlayerPlay } from '@tabler/icons-react';
import { eventClipOf, type SafetyEvent } from '@fleet/domain';
import { usePostToCameraPage } from '../pages/operators-app-layout';
import { safetyEventTitle } from '../model/safety-event-text';

/**
 * 'Play clip' asks the camera page around for its floating window at the event's clip (the
 * window lives there, above every page); 'Mark coached' for users who may write, on an event
 * nobody coached yet.
 */
export function SafetyEventActions(props: {
  event: SafetyEvent;
  timeZone: string;
  /** Null for users who cannot write: no 'Mark coached'. */
  onCoach: ((event: SafetyEvent) => void) | null;
}) {
  const { event, onCoach } = props;
  const post = usePostToCameraPage();
  const title = safetyEventTitle(event, props.timeZone);
  const media = event.camera_event_media;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconPlayerPlay size={14} />}
        aria-label={`Play clip: ${title}`}
        onClick={() =>
          post({ type: 'open-camera', cameraId: media.camera_id, clip: eventClipOf(media) })
        }
      >
        Play clip
      </Button>
      {onCoach && event.coaching === null && (
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconMessageCheck size={14} />}
          aria-label={`Mark coached: ${title}`}
          onClick={() => onCoach(event)}
        >
          Mark coached
        </Button>
      )}
    </Group>
  );
}
