import { type ReactNode } from 'react';
import { ActionIcon, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse } from '@tabler/icons-react';
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

/**
 * The title line of a card over the map: its name (after an optional dot) and the Collapse
 * button, the same on the asset, rental and third-party rental cards.
 */
export function CardTitleRow({
  title,
  leading,
  collapseLabel,
  onCollapse,
}: {
  title: ReactNode;
  leading?: ReactNode;
  collapseLabel: string;
  /** Absent in the flyout, whose own button closes it. */
  onCollapse?: () => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start">
      <Group gap={10} wrap="nowrap" miw={0}>
        {leading}
        <Title order={2} fz={18} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
      </Group>
      {onCollapse && (
        <Tooltip label="Collapse" withArrow>
          <ActionIcon variant="subtle" color="gray" onClick={onCollapse} aria-label={collapseLabel}>
            <IconLayoutSidebarLeftCollapse size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
