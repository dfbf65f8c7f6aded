import type { ComponentType } from 'react';
import { CARD_TABS, type CardTab } from '../../model/card-tabs';
import type { MapAsset } from '../../model/map-asset';
import type { MapTarget } from '../../model/map-routes';
import { AccessLogTab } from './access-log-tab';
import { ServiceTab } from './service-tab';
import { StatusTab } from './status-tab';
import { WorkOrdersTab } from './work-orders-tab';

/** What every tab other than the overview is given: whose card it is. */
export interface CardTabProps {
  target: MapTarget;
  /** The card's asset; null for a rental without one of the company's assets. */
  assetId: number | null;
  timeZone: string;
  /** The card's live item (asset, status and what is derived from them); null as assetId. */
  item: MapAsset | null;
}

/** Each tab's component; registering a tab here is the one change the card needs. */
const TAB_COMPONENTS: Record<Exclude<CardTab, 'overview'>, ComponentType<CardTabProps>> = {
  access: AccessLogTab,
  status: StatusTab,
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
      <Component {...props} />
    </div>
  );
}
