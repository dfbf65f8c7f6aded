import { Anchor, Badge } from '@mantine/core';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES, SERVICE_DUE_SOON_DAYS, type DashboardServiceDue } from '@fleet/domain';
import { useDashboardServiceDue } from '../api/get-dashboard-service-due';
import { formatCount, formatRemaining } from '../model/dashboard-format';
import { assetCardPath, OPEN_WORK_ORDERS_PATH } from '../model/dashboard-links';
import { DashboardTile } from './dashboard-tile';
import { TileStats } from './tile-stat';
import { TileTable } from './tile-table';

/**
 * 5. Service due: intervals overdue and due soon, each asset opening its card's Service tab.
 * Work orders have no "due" filter, so the link is the open work orders.
 */
export function ServiceDueTile() {
  const query = useDashboardServiceDue();
  return (
    <DashboardTile
      title="Service due"
      caption={`Overdue or due within ${SERVICE_DUE_SOON_DAYS} days`}
      link={{ to: OPEN_WORK_ORDERS_PATH, label: 'Open work orders' }}
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
              {formatRemaining(entry.remaining, entry.unit)}
            </Badge>,
          ],
        }))}
      />
    </>
  );
}
