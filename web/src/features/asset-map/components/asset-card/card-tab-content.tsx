import type { ComponentType } from 'react';
import { Text } from '@mantine/core';
import { CARD_TABS, type CardTab } from '../../model/card-tabs';
import type { MapTarget } from '../../model/map-routes';
import { AccessLogTab } from './access-log-tab';
import { ServiceTab } from './service-tab';
import { WorkOrdersTab } from './work-orders-tab';

/** What every tab other than the overview is given: whose card it is. */
export interface CardTabProps {
  target: MapTarget;
  /** The card's asset; null for a rental without one of the company's assets. */
  assetId: number | null;
  timeZone: string;
}

const COMING: Record<Exclude<CardTab, 'overview'>, string> = {
  access: 'The keypad entries of this asset will be listed here.',
  status: 'The asset’s readings and status history will show here.',
  service: 'Upcoming service and service records of this asset will show here.',
  'work-orders': 'The work orders of this asset will be listed here.',
};

/**
 * Each tab's component. A tab not built yet says what it will hold (issue 10 builds them one
 * by one); registering a tab here is the one change the card needs.
 */
const TAB_COMPONENTS: Partial<Record<Exclude<CardTab, 'overview'>, ComponentType<CardTabProps>>> = {
  access: AccessLogTab,
  service: ServiceTab,
  'work-orders': WorkOrdersTab,
};

export function CardTabContent({
  tab,
  ...props
}: CardTabProps & { tab: Exclude<CardTab, 'overview'> }) {
  const Component = TAB_COMPONENTS[tab];
  const label = CARD_TABS.find((t) => t.id === tab)?.label;
  return (
    <div role="tabpanel" aria-label={label}>
      {Component ? (
        <Component {...props} />
      ) : (
        <Text size="sm" c="dimmed">
          {COMING[tab]}
        </Text>
      )}
    </div>
  );
}
