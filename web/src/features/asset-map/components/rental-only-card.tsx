import { ActionIcon, Badge, Group, Paper, ScrollArea, Stack, Title, Tooltip } from '@mantine/core';
import { IconLayoutSidebarLeftCollapse } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { rentalCardTab } from '../model/rental-card-tabs';
import classes from './asset-map.module.css';
import { RentalCardTabs, RentalTabPending } from './asset-card/rental-card-tabs';
import { RentalSection } from './asset-card/rental-section';

/**
 * The card of a rental with no asset assigned (a bulk rental of parts): the same tabs and
 * rental overview as the asset card, without the asset's panels.
 */
export function RentalOnlyCard({
  rentalId,
  timeZone,
  nowMs,
  onCollapse,
}: {
  rentalId: number;
  timeZone: string;
  nowMs: number;
  onCollapse: () => void;
}) {
  const tab = rentalCardTab(useLocation().pathname);
  return (
    <Paper
      className={classes.card}
      shadow="xl"
      radius="md"
      withBorder
      aria-label={`Rental ${rentalId} details`}
    >
      <Stack gap={6} p="md" pb="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} fz={18} lh={1.3}>
            Rental #{rentalId}
          </Title>
          <Tooltip label="Collapse" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onCollapse}
              aria-label="Collapse rental card"
            >
              <IconLayoutSidebarLeftCollapse size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Badge variant="light" color="gray" tt="none" w="fit-content">
          No asset assigned
        </Badge>
      </Stack>
      <RentalCardTabs />
      <ScrollArea flex={1} type="auto">
        <Stack gap="lg" p="md">
          {tab === 'overview' ? (
            <RentalSection rentalId={rentalId} timeZone={timeZone} nowMs={nowMs} full />
          ) : (
            <RentalTabPending tab={tab} />
          )}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
