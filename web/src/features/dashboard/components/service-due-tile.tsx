import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import {
  DASHBOARD_MESSAGES,
  SERVICE_DUE_SOON_DAYS,
  serviceRemainingText,
  type DashboardServiceDue,
} from '@fleet/domain';
import { useDashboardServiceDue } from '../api/get-dashboard-service-due';
import { formatCount } from '../model/dashboard-format';
import { assetCardPath, SERVICE_DUE_ASSETS_PATH } from '../model/dashboard-links';
import { DashboardTile } from './dashboard-tile';
import { TileStats } from './tile-stat';
import { TileTable } from './tile-table';

/**
 * 5. Service due: intervals overdue and due soon, each asset opening its card's Service tab;
 * the link lists them all in the asset register (admins and managers).
 */
export function ServiceDueTile({ canOpenAssets }: { canOpenAssets: boolean }) {
  const query = useDashboardServiceDue();
  return (
    <DashboardTile
      title="Service due"
      caption={`Overdue or due within ${SERVICE_DUE_SOON_DAYS} days`}
      link={canOpenAssets ? { to: SERVICE_DUE_ASSETS_PATH, label: 'All service due' } : null}
      query={query}
      isEmpty={(data) => data.overdue + data.due_soon === 0}
      emptyText={DASHBOARD_MESSAGES.noServiceDue}
    >
      {(data) => <ServiceDueBody due={data} />}
    </DashboardTile>
  );
}

function ServiceDueBody({ due }: { due: DashboardServiceDue }) {
  return (
    <>
      <TileStats
        stats={[
          { label: 'Overdue', value: formatCount(due.overdue), color: 'red.7' },
          { label: 'Due soon', value: formatCount(due.due_soon), color: 'orange.7' },
        ]}
      />
      <TileTable
        label="Service due"
        headers={['Asset', 'Interval', 'Remaining']}
        numeric={[2]}
        more={due.overdue + due.due_soon - due.assets.length}
        rows={due.assets.map((entry) => ({
          key: `${entry.asset_id}:${entry.interval_name}`,
          cells: [
            <Anchor component={Link} to={assetCardPath(entry.asset_id, 'service')} size="sm">
              {entry.name}
            </Anchor>,
            entry.interval_name,
            <Badge variant="light" color={entry.is_overdue ? 'red' : 'orange'} tt="none">
              {serviceRemainingText(entry.remaining, entry.unit)}
            </Badge>,
          ],
        }))}
      />
    </>
  );
}
