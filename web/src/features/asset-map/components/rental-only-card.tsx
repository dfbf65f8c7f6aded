import { Badge, Paper, ScrollArea, Stack } from '@mantine/core';

import { useLocation } from 'react-router';
import { cardTab } from '../model/card-tabs';
import classes from './asset-map.module.css';
import { CardTitleRow } from './asset-card/card-parts';
import { CardTabContent } from './asset-card/card-tab-content';
import { CardTabs } from './asset-card/card-tabs';
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
  const tab = cardTab(useLocation().pathname);
  return (
    <Paper
      className={classes.card}
      shadow="xl"
      radius="md"
      withBorder
      aria-label={`Rental ${rentalId} details`}
    >
      <Stack gap={6} p="md" pb="sm">
        <CardTitleRow
          title={`Rental #${rentalId}`}
          collapseLabel="Collapse rental card"
          onCollapse={onCollapse}
        />
        <Badge variant="light" color="gray" tt="none" w="fit-content">
          No asset assigned
        </Badge>
      </Stack>
      <CardTabs />
      <ScrollArea flex={1} type="auto">
        <Stack gap="lg" p="md">
          {tab === 'overview' ? (
            <RentalSection rentalId={rentalId} timeZone={timeZone} nowMs={nowMs} full />
          ) : (
            <CardTabContent
              tab={tab}
              target={{ kind: 'rental', rentalId }}
              assetId={null}
              item={null}
              timeZone={timeZone}
            />
          )}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}
