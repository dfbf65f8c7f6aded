import { type ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { EMPTY_VALUE } from '@fleet/domain';

/** A label and its value on one line; a missing value shows two dashes. */
export function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {value ?? EMPTY_VALUE}
      </Text>
    </Group>
  );
}

/** A figure in the card's grid: small label over a larger value. */
export function Stat({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value ?? EMPTY_VALUE}
      </Text>
    </Stack>
  );
}
