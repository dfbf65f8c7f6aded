import { Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { CARD_TABS, cardTab, cardTabPath } from '../../model/card-tabs';

/** The card's tabs (spec 1 §2), each a path, the search (returnTo, …) carried along. */
export function CardTabs() {
  const location = useLocation();
  const navigate = useNavigate();
  const tab = cardTab(location.pathname);
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = CARD_TABS.find((t) => t.id === value);
        if (next) {
          void navigate({
            pathname: cardTabPath(location.pathname, next.id),
            search: location.search,
          });
        }
      }}
    >
      <Tabs.List grow>
        {CARD_TABS.map((t) => (
          <Tabs.Tab key={t.id} value={t.id} fz="xs" px={6}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
