// The charts' own styles, layered like Mantine's (web/src/main.tsx); imported here so they load
// with the dashboard's chunk only, never with the sign-in page or the map.
import '@mantine/charts/styles.layer.css';
import '../charts-on-preact';
import { Alert, SimpleGrid, Stack } from '@mantine/core';
import { canOpenPath, DASHBOARD_MESSAGES } from '@fleet/domain';
import { PageHeader } from '../../../components/page-header';
import { useAccess } from '../../../lib/access-provider';
import { isApiError } from '../../../lib/api-client';
import { useDashboardStatuses } from '../api/get-dashboard-statuses';
import { IdleTile } from '../components/idle-tile';
import { NotReportingTile } from '../components/not-reporting-tile';
import { RentalClassesTile } from '../components/rental-classes-tile';
import { ServiceDueTile } from '../components/service-due-tile';
import { StatusTile } from '../components/status-tile';
import { UtilizationTile } from '../components/utilization-tile';
import { ASSETS_PATH, UTILIZATION_PATH } from '../model/dashboard-links';

/**
 * /dashboard (spec 1 §2 "Dashboard"; domain/src/dashboard): the fleet at a glance, one tile per
 * call so a slow one never holds the others, each linking to the list behind its numbers.
 */
export function DashboardPage() {
  const { ctx, company } = useAccess();
  const statuses = useDashboardStatuses();
  // The navigation hides the entry when the dashboard is off; a company switched off since the
  // page opened is told so once, rather than by six failed tiles.
  const isDisabled = isApiError(statuses.error) && statuses.error.status === 403;
  return (
    <Stack gap={0} maw={1400}>
      <PageHeader
        title="Dashboard"
        description="The fleet at a glance: what it is doing now, how hard it worked, and what needs attention."
      />
      {isDisabled ? (
        <Alert color="gray">{DASHBOARD_MESSAGES.disabled}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" verticalSpacing="lg">
          <StatusTile query={statuses} timeZone={company.timezone} />
          <UtilizationTile canOpenRentals={canOpenPath(ctx, UTILIZATION_PATH)} />
          <RentalClassesTile />
          <IdleTile />
          <ServiceDueTile canOpenAssets={canOpenPath(ctx, ASSETS_PATH)} />
          <NotReportingTile
            timeZone={company.timezone}
            canOpenAssets={canOpenPath(ctx, ASSETS_PATH)}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
