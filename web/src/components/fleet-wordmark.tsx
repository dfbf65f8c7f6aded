import { Group, ThemeIcon, Title, type TitleOrder } from '@mantine/core';
import { IconTruck } from '@tabler/icons-react';

/** The product name with its mark; a heading level only where it is the page's title. */
export function FleetWordmark({ order = 3 }: { order?: TitleOrder }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size="lg" radius="md" variant="filled" aria-hidden>
        <IconTruck size={20} stroke={1.8} />
      </ThemeIcon>
      <Title order={order} fz={order === 1 ? 28 : 22} fw={800} lts={-0.5}>
        Fleet
      </Title>
    </Group>
  );
}
