import { useEffect, useRef } from 'react';
import { Box, Center, Loader, Text } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { inZone } from '../../../lib/company-days';
import type { CameraWindowView } from '../model/window-controller';
import { usePlaybackPosition } from '../use-playback-position';

/** The timestamp overlay: the recorded moment on screen, where the company is (spec 1 §2). */
const TIMESTAMP_FORMAT = 'MMM D, YYYY h:mm:ss A';

interface VideoViewProps {
  view: CameraWindowView;
  /** Company 1854's video plays muted (spec 1 §6). */
  isMuted: boolean;
}

/** The camera's video, a spinner while it is asked for, and history's timestamp overlay. */
export function VideoView({ view, isMuted }: VideoViewProps) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = view.stream;
    // React sets `muted` as an attribute only at first render; the property is what plays.
    element.muted = isMuted;
  }, [view.stream, isMuted]);

  return (
    <Box pos="relative" bg="dark.8" style={{ aspectRatio: '16 / 9', borderRadius: 4 }}>
      <video
        ref={video}
        autoPlay
        playsInline
        muted={isMuted}
        aria-label="Camera video"
        style={{
          width: '100%',
          height: '100%',
          display: view.stream ? 'block' : 'none',
          borderRadius: 4,
        }}
      />
      {view.phase === 'starting' && (
        <Center pos="absolute" inset={0}>
          <Loader color="gray.3" aria-label="Connecting to the camera" />
        </Center>
      )}
      {view.phase === 'idle' && (
        <Center pos="absolute" inset={0} c="gray.6">
          <IconVideoOff size={32} aria-hidden />
        </Center>
      )}
      {view.feedType === 'history' && view.clip !== null && <TimestampOverlay view={view} />}
    </Box>
  );
}

function TimestampOverlay({ view }: { view: CameraWindowView }) {
  const position = usePlaybackPosition(view);
  if (position === null) return null;
  return (
    <Text
      // Bottom right: cameras burn their own labels into the picture's top corners.
      pos="absolute"
      bottom={6}
      right={8}
      size="xs"
      c="white"
      ff="monospace"
      px={6}
      style={{ background: 'rgba(0, 0, 0, 0.55)', borderRadius: 4 }}
      data-testid="camera-timestamp"
    >
      {inZone(dayjs(position), view.timeZone).format(TIMESTAMP_FORMAT)}
    </Text>
  );
}
