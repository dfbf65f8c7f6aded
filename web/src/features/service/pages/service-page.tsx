import { Center, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { WORK_ORDER_MESSAGES } from '@fleet/domain';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { useServiceAccess } from '../../../lib/service-api/use-service-access';
import { GroupsView } from '../groups/groups-view';
import { WorkOrdersView } from '../work-orders/work-orders-view';

const TABS = [
  { value: 'work-orders', label: 'Work orders', path: '/service' },
  { value: 'groups', label: 'Service groups', path: '/service/groups' },
] as const;

/** spec 1 §6: without service access the page says why, rather than showing an empty table. */
function NoServiceAccess() {
  return (
    <Center mih="50vh">
      <Stack align="center" gap="xs" ta="center" maw={480}>
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={30} stroke={1.5} />
        </ThemeIcon>
        <Title order={2} fz={22} mt="sm">
          Service is not available to you
        </Title>
        <Text c="dimmed">{WORK_ORDER_MESSAGES.forbidden}</Text>
      </Stack>
    </Center>
  );
}

/**
 * /service (also /service/work-orders) and /service/groups: the company's work orders and its
 * service groups, for the owner, admins and managers; read-only accounts see without writing.
 */
export function ServicePage() {
  const { company } = useAccess();
  const { canView, canEdit } = useServiceAccess();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab = pathname.startsWith('/service/groups') ? 'groups' : 'work-orders';

  return (
    <Stack gap={0}>
      <PageHeader title="Service" description="Work orders and the service groups assets follow." />
      {!canView ? (
        <NoServiceAccess />
      ) : (
        <Stack gap="lg">
          <Tabs
            value={tab}
            onChange={(value) => {
              const next = TABS.find((t) => t.value === value);
              if (next) void navigate(next.path);
            }}
          >
            <Tabs.List>
              {TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          {tab === 'groups' ? (
            <GroupsView canEdit={canEdit} />
          ) : (
            <WorkOrdersView timeZone={company.timezone} canEdit={canEdit} />
          )}
        </Stack>
      )}
    </Stack>
  );
}
