import { Badge } from '@mantine/core';
import { CAMERA_PANEL_WORDS, cameraPanelState, type CameraStatus } from '@fleet/domain';

const COLORS = { connected: 'green', sleep: 'yellow', offline: 'gray' } as const;

interface CameraStateBadgeProps {
  vendorId: number;
  status: Pick<CameraStatus, 'online' | 'ready_to_stream'>;
}

/** spec 1 §2: a camera's Connected, Sleep mode or Offline (the card panel and Company > Cameras). */
export function CameraStateBadge({ vendorId, status }: CameraStateBadgeProps) {
  const state = cameraPanelState(vendorId, status);
  return (
    <Badge variant="light" color={COLORS[state]} tt="none" data-camera-state={state}>
      {CAMERA_PANEL_WORDS[state]}
    </Badge>
  );
}
