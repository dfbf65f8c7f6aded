import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { SafetyEvent } from '@fleet/domain';
import { coachedByText } from '../model/safety-event-text';

/** 'Coached' (who, when and the note on hover and for screen readers) or 'Not coached'. */
export function CoachedState({
  coaching,
  timeZone,
}: {
  coaching: SafetyEvent['coaching'];
  timeZone: string;
}) {
  if (coaching === null) {
    return (
      <Badge variant="outline" color="gray" radius="sm">
        Not coached
      </Badge>
    );
  }
  const by = coachedByText(coaching, timeZone);
  const label = coaching.note === '' ? by : `${by}: “${coaching.note}”`;
  return (
    <Tooltip
      label={
        <Stack gap={2}>
          <Text size="xs">{by}</Text>
          {coaching.note !== '' && <Text size="xs">“{coaching.note}”</Text>}
        </Stack>
      }
      multiline
      maw={320}
      withArrow
    >
      <Badge
        variant="light"
        color="teal"
        radius="sm"
        leftSection={<IconCheck size={12} />}
        aria-label={label}
        tabIndex={0}
      >
        Coached
      </Badge>
    </Tooltip>
  );
}
