import { useMemo } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { isAdminOrManager } from '@fleet/domain';
import { PageHeader } from '../../../components/page-header';
import { UnauthorizedPage } from '../../../components/unauthorized-page';
import { useAccess } from '../../../lib/access-provider';
import { useGeofenceChoices, useGroupChoices } from '../../../lib/company-choices';
import { usePickerUsers } from '../../../lib/company-users';
import { ActivityTab } from '../components/activity-tab';
import { RulesTab } from '../components/rules-tab';

type AlertsTab = 'activity' | 'configure';

/**
 * Alerts (spec 1 §2: admins and managers): Activity, the alerts fired, newest first, with why
 * each fired; Configure, the rules (docs/ALERTS.md). /alerts opens Activity.
 */
export function AlertsPage() {
  const { ctx, user, company } = useAccess();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tab: AlertsTab = pathname.startsWith('/alerts/configure') ? 'configure' : 'activity';
  const geofences = useGeofenceChoices(user.user_id);
  const groups = useGroupChoices();
  const people = usePickerUsers(company.company_id);
  const choices = useMemo(
    () => ({
      geofences: geofences.data ?? [],
      groups: groups.data ?? [],
      people: (people.data ?? []).map((person) => ({
        value: String(person.user_id),
        label: `${person.first_name} ${person.last_name}`.trim(),
      })),
    }),
    [geofences.data, groups.data, people.data],
  );
  if (!isAdminOrManager(ctx.securityLevelId)) return <UnauthorizedPage />;
  return (
    <Stack gap="lg" maw={1280}>
      <PageHeader
        title="Alerts"
        description="What your rules caught, as it happens, and the rules themselves."
      />
      <Tabs value={tab} onChange={(value) => void navigate(`/alerts/${value ?? 'activity'}`)}>
        <Tabs.List>
          <Tabs.Tab value="activity">Activity</Tabs.Tab>
          <Tabs.Tab value="configure">Configure</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {tab === 'activity' ? (
        <ActivityTab timeZone={company.timezone} />
      ) : (
        <RulesTab choices={choices} canWrite={!ctx.readOnly} />
      )}
    </Stack>
  );
}
