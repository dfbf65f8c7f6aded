import { Anchor, Group, Text } from '@mantine/core';
import { AreaChart } from '@mantine/charts';
import { Link } from 'react-router';
import { DASHBOARD_MESSAGES, type DashboardIdle } from '@fleet/domain';
import { useDashboardIdle } from '../api/get-dashboard-idle';
import { hasUsage, idleDays, idleTotals } from '../model/chart-data';
import { formatHours, formatShare, idleShare } from '../model/dashboard-format';
import { assetCardPath, statusMapPath } from '../model/dashboard-links';
import { WINDOW_PARAMS } from '../model/window-param';
import { useWindowParam } from '../hooks/use-window-param';
import { DashboardTile } from './dashboard-tile';
import { TileStats } from './tile-stat';
import { TileTable } from './tile-table';
import { WindowControl } from './window-control';

/** Idlers listed under the chart; the tile stays about as tall as its neighbours. */
const LISTED_IDLERS = 5;

const SERIES = [
  { name: 'engine', label: 'Engine hours', color: 'blue.6' },
  { name: 'idle', label: 'Idle hours', color: 'orange.6' },
];

/**
 * 4. Idle hours: engine and idle hours per company day and the assets that idled longest. No
 * list filters by idle time yet, so the link is the map of the assets idling now.
 */
export function IdleTile() {
  const [days, setDays] = useWindowParam(WINDOW_PARAMS.idle);
  const query = useDashboardIdle(days);
  return (
    <DashboardTile
      title="Idle hours"
      caption={`Last ${days} days`}
      link={{ to: statusMapPath('idling'), label: 'Idling now' }}
      controls={
        <Group gap="sm">
          <WindowControl label="Idle window" days={days} onChange={setDays} />
        </Group>
      }
      query={query}
      isEmpty={(data) => !hasUsage(data.by_day)}
      emptyText={DASHBOARD_MESSAGES.noUsage}
    >
      {(data) => <IdleBody idle={data} />}
    </DashboardTile>
  );
}

function IdleBody({ idle }: { idle: DashboardIdle }) {
  const totals = idleTotals(idle.by_day);
  const share = idleShare(totals.idle, totals.engine);
  const idlers = idle.top_assets.slice(0, LISTED_IDLERS);
  return (
    <>
      <TileStats
        stats={[
          { label: 'Idle hours', value: formatHours(totals.idle), color: 'orange.8' },
          { label: 'Engine hours', value: formatHours(totals.engine) },
          { label: 'Of engine time idle', value: share === null ? '--' : formatShare(share) },
        ]}
      />
      <AreaChart
        h={230}
        data={idleDays(idle.by_day)}
        dataKey="label"
        series={SERIES}
        curveType="monotone"
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 32 }}
        valueFormatter={(value) => formatHours(value)}
        withDots={idle.by_day.length <= 7}
        gridAxis="y"
        yAxisProps={{ width: 64 }}
        aria-label="Engine and idle hours per day"
        role="img"
      />
      {idlers.length > 0 && (
        <div>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4} mb={4}>
            Longest idling
          </Text>
          <TileTable
            label="Longest idling assets"
            headers={['Asset', 'Idle']}
            numeric={[1]}
            rows={idlers.map((asset) => ({
              key: asset.asset_id,
              cells: [
                <Anchor component={Link} to={assetCardPath(asset.asset_id)} size="sm">
                  {asset.name}
                </Anchor>,
                formatHours(asset.hours),
              ],
            }))}
          />
        </div>
      )}
    </>
  );
}
