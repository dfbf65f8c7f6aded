import { useMemo } from 'react';
import { ActionIcon, Group, Select, Slider, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import type { CameraClip } from '@fleet/domain';
import { elapsedLabel, formatClipTime, hasHours } from '../model/clip-time';
import { clipChoices, clipOfChoice, clipsOn } from '../model/clips';
import type { CameraWindowController, CameraWindowView } from '../model/window-controller';
import { isPlaying } from '../model/window-state';
import { usePlaybackPosition } from '../use-playback-position';
import { ClipDatePicker } from './clip-date-picker';

interface HistoryControlsProps {
  view: CameraWindowView;
  controller: CameraWindowController;
}

/** spec 1 §2 history mode: the date with clips, the clip, play/pause, the slider and label. */
export function HistoryControls({ view, controller }: HistoryControlsProps) {
  const { clips, timeZone, date } = view;
  const dayClips = useMemo(
    () => (date === null ? [] : clipsOn(date, clips, timeZone)),
    [clips, date, timeZone],
  );
  return (
    <>
      <Group grow gap="xs" align="flex-end">
        <ClipDatePicker view={view} controller={controller} />
        <Select
          size="xs"
          label="Clip"
          placeholder="Select a Clip"
          data={clipChoices(dayClips, timeZone)}
          value={view.clip === null ? null : String(view.clip.startTimestamp)}
          allowDeselect={false}
          disabled={dayClips.length === 0}
          onChange={(value) => {
            const clip = value === null ? null : clipOfChoice(value, dayClips);
            if (clip) controller.chooseClip(clip);
          }}
        />
      </Group>
      {view.clip !== null && <PlaybackBar view={view} clip={view.clip} controller={controller} />}
    </>
  );
}

function PlaybackBar({
  view,
  clip,
  controller,
}: HistoryControlsProps & {
  clip: CameraClip;
}) {
  const position = usePlaybackPosition(view) ?? clip.startTimestamp;
  const length = clip.endTimestamp - clip.startTimestamp;
  const playing = isPlaying(view);
  return (
    <Group gap="xs" wrap="nowrap">
      <ActionIcon
        variant="light"
        aria-label={playing ? 'Pause' : 'Play'}
        onClick={playing ? controller.pause : controller.play}
      >
        {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
      </ActionIcon>
      {/* spec 1 §5: the slider runs from the clip's start to its end. */}
      <Slider
        flex={1}
        size="sm"
        min={0}
        max={length}
        step={1000}
        value={position - clip.startTimestamp}
        label={(offset) => formatClipTime(offset, hasHours(length))}
        aria-label="Position in the clip"
        onChange={(offset) => controller.seek(clip.startTimestamp + offset)}
        onChangeEnd={(offset) => controller.seekEnd(clip.startTimestamp + offset)}
      />
      <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {elapsedLabel(position - clip.startTimestamp, length)}
      </Text>
    </Group>
  );
}
