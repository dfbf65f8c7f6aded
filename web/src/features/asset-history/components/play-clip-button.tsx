import { Button } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { CameraEventMedia } from '@fleet/domain';

/** Opens the floating camera window at the clip the dash cam kept of an incident. */
export function PlayClipButton(props: {
  media: CameraEventMedia;
  /** Names the incident for screen readers: "Hard braking at 2:10 PM". */
  incidentLabel: string;
  onPlayClip: (media: CameraEventMedia) => void;
}) {
  return (
    <Button
      size="compact-xs"
      variant="light"
      leftSection={<IconPlayerPlay size={12} />}
      aria-label={`Play clip: ${props.incidentLabel}`}
      style={{ flexShrink: 0 }}
      onClick={() => props.onPlayClip(props.media)}
    >
      Play clip
    </Button>
  );
}
