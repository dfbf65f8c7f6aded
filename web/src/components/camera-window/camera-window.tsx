import { useSyncExternalStore } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { CAMERA_MESSAGES, INTERNAL_COMPANY_ID } from '@fleet/domain';
import { useCameraStatus } from '../../lib/camera-status';
import type { CameraWindowTarget } from './camera-window-context';
import type { CameraWindowController } from './model/window-controller';
import { ErrorLine } from './parts/error-line';
import { FeedToggles } from './parts/feed-toggles';
import { HistoryControls } from './parts/history-controls';
import { SnapshotStrip } from './parts/snapshot-strip';
import { VideoView } from './parts/video-view';
import { WindowHeader } from './parts/window-header';
import { useDragPosition } from './use-drag-position';
import { useWindowController } from './use-window-controller';

/** Wide enough for the two toggles side by side; the whole width on a narrow screen. */
const WINDOW_WIDTH = 480;
/** Above flyouts and modals (Mantine's 200), below dropdowns (300), which open from it. */
const WINDOW_Z_INDEX = 250;

export interface CameraWindowProps {
  target: CameraWindowTarget;
  /** The company's time zone: clip dates, clip starts and the timestamp overlay are its. */
  timeZone: string;
  onClose: () => void;
}

/**
 * spec 1 §2 "Camera feed floating window": draggable, not resizable, live video and recorded
 * history of one camera (docs/CAMERAS.md "The window"). Loaded on first open
 * (camera-window-provider.tsx).
 */
export function CameraWindow({ target, timeZone, onClose }: CameraWindowProps) {
  const width = Math.min(WINDOW_WIDTH, window.innerWidth);
  const { position, handleProps } = useDragPosition(width);
  const controller = useWindowController(target.cameraId, timeZone, target.clip);
  const status = useCameraStatus(target.cameraId);
  return (
    <Paper
      shadow="xl"
      withBorder
      pos="fixed"
      style={{
        left: position.x,
        top: position.y,
        width,
        zIndex: WINDOW_Z_INDEX,
        overflow: 'hidden',
      }}
      role="dialog"
      aria-label={`Camera: ${target.assetName}`}
    >
      <WindowHeader
        assetName={target.assetName}
        status={status}
        onClose={onClose}
        handleProps={handleProps}
      />
      {status.isError && (
        <Text size="sm" c="red" px="sm" pt="xs">
          {CAMERA_MESSAGES.statusFailed(target.cameraId)}
        </Text>
      )}
      <WindowBody controller={controller} target={target} isOnline={status.data?.online === true} />
    </Paper>
  );
}

interface WindowBodyProps {
  controller: CameraWindowController;
  target: CameraWindowTarget;
  isOnline: boolean;
}

function WindowBody({ controller, target, isOnline }: WindowBodyProps) {
  const view = useSyncExternalStore(controller.subscribe, controller.getView);
  // spec 1 §6: company 1854 has no Outside/Inside, and its video plays muted.
  const isInternal = target.companyId === INTERNAL_COMPANY_ID;
  return (
    <Stack gap="xs" p="sm">
      {isOnline && (
        <FeedToggles view={view} controller={controller} hasCameraToggle={!isInternal} />
      )}
      <VideoView view={view} isMuted={isInternal} />
      {view.error !== null && <ErrorLine message={view.error} onRetry={controller.retry} />}
      {isOnline && view.feedType === 'live' && view.phase === 'idle' && view.error === null && (
        <Button
          size="xs"
          leftSection={<IconPlayerPlayFilled size={14} />}
          onClick={controller.startLive}
        >
          Start Live Stream
        </Button>
      )}
      {isOnline && view.feedType === 'history' && (
        <HistoryControls view={view} controller={controller} />
      )}
      {isOnline && view.phase !== 'streaming' && (
        <SnapshotStrip cameraId={target.cameraId} isOnline={isOnline} />
      )}
    </Stack>
  );
}
