import { useState } from 'react';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { DASHBOARD_MESSAGES, type DashboardUtilization } from '@fleet/domain';
import { formatCount, formatDayRange, formatHours, formatShare } from '../model/dashboard-format';
import { UTILIZATION_PATH, utilizationPath } from '../model/dashboard-links';
import { barChartHeight, utilizationBars } from '../model/chart-data';
import { WINDOW_PARAMS } from '../model/window-param';
import { useDashboardUtilization } from '../api/get-dashboard-utilization';
import { useWindowParam } from '../hooks/use-window-param';
import { DashboardTile } from './dashboard-tile';
import { TileStats } from './tile-stat';
import { WindowControl } from './window-control';

type GroupBy = 'class' | 'branch';
const GROUP_CHOICES = [
  { value: 'class', label: 'By class' },
  { value: 'branch', label: 'By branch' },
];

/**
 * 2. Utilization: engine hours against 8 h a day over the last 7 or 30 company days, overall and
 * by class or branch; its link opens the rental utilization view over the same days.
 */
export function UtilizationTile({ canOpenRentals }: { canOpenRentals: boolean }) {
  const [days, setDays] = useWindowParam(WINDOW_PARAMS.utilization);
  const [groupBy, setGroupBy] = useState<GroupBy>('class');
  const query = useDashboardUtilization(days);
  const shown = query.data;
  return (
    <DashboardTile
      title="Utilization"
      caption={`Last ${days} days`}
      link={
        canOpenRentals
          ? {
              // The same company days as the bars, once they are known.
              to: shown ? utilizationPath(shown.start_date, shown.end_date) : UTILIZATION_PATH,
              label: 'Rental utilization',
            }
          : null
      }
      controls={
        <Group gap="sm">
          <WindowControl label="Utilization window" days={days} onChange={setDays} />
          <SegmentedControl
            aria-label="Utilization by"
            size="xs"
            data={GROUP_CHOICES}
            value={groupBy}
            onChange={(value) => setGroupBy(value === 'branch' ? 'branch' : 'class')}
          />
        </Group>
      }
      query={query}
      isEmpty={(data) => data.overall.engine_hours <= 0}
      emptyText={DASHBOARD_MESSAGES.noUsage}
    >
      {(data) => <UtilizationBody utilization={data} groupBy={groupBy} />}
    </DashboardTile>
  );
}

function UtilizationBody({
  utilization,
  groupBy,
}: {
  utilization: DashboardUtilization;
  groupBy: GroupBy;
}) {
  const { overall } = utilization;
  const bars = utilizationBars(groupBy === 'class' ? utilization.by_class : utilization.by_branch);
  return (
    <>
      <TileStats
        stats={[
          { label: 'Overall utilization', value: formatShare(overall.utilization) },
          { label: 'Engine hours', value: formatHours(overall.engine_hours) },
          { label: 'Assets', value: formatCount(overall.assets) },
        ]}
      />
      <BarChart
        h={barChartHeight(bars.rows.length)}
        data={bars.rows}
        dataKey="name"
        orientation="vertical"
        series={[{ name: 'percent', label: 'Utilization', color: 'blue.6' }]}
        valueFormatter={(value) => `${value}%`}
        withBarValueLabel
        // Room at the end of the longest bar for its label.
        barChartProps={{ margin: { right: 40 } }}
        yAxisProps={{ width: 130 }}
        gridAxis="x"
        maxBarWidth={22}
        aria-label={`Utilization ${groupBy === 'class' ? 'by class' : 'by branch'}`}
        role="img"
      />
      <Text size="xs" c="dimmed">
        {formatDayRange(utilization.start_date, utilization.end_date)}: engine hours ÷ (assets ×
        days × 8 h).
        {bars.hidden > 0 && ` ${formatCount(bars.hidden)} more not drawn.`}
      </Text>
    </>
  );
}
