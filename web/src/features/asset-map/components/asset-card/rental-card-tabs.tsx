import { Tabs, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import {
  RENTAL_CARD_TABS,
  rentalCardTab,
  rentalCardTabPath,
  type RentalCardTab,
} from '../../model/rental-card-tabs';

/** The rental card's tabs (spec 1 §2), each a path, the search carried along. */
export function RentalCardTabs() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = rentalCardTab(location.pathname);
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = RENTAL_CARD_TABS.find((t) => t.id === value);
        if (next) {
          void navigate({
            pathname: rentalCardTabPath(location.pathname, next.id),
            search: location.search,
          });
        }
      }}
    >
      <Tabs.List grow>
        {RENTAL_CARD_TABS.map((t) => (
          <Tabs.Tab key={t.id} value={t.id} fz="xs" px={6}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}

const COMING: Record<Exclude<RentalCardTab, 'overview'>, string> = {
  access: 'The keypad entries of the rented asset while on this rental will be listed here.',
  status: 'The rented asset’s readings and status history while on this rental will show here.',
  service: 'Service requests for the rented asset will be made and followed here.',
  'work-orders': 'The work orders of the rented asset will be listed here.',
};

/** What a tab other than the overview will hold, until it is built. */
export function RentalTabPending({ tab }: { tab: Exclude<RentalCardTab, 'overview'> }) {
  return (
    <Text size="sm" c="dimmed" data-testid="rental-tab-pending">
      {COMING[tab]}
    </Text>
  );
}
