import { Text } from '@mantine/core';
import { BarChart } from '@mantine/charts';
import { DASHBOARD_MESSAGES, type DashboardRentalClasses } from '@fleet/domain';
import { useDashboardRentalClasses } from '../api/get-dashboard-rental-classes';
import { barChartHeight, rentalClassBars, rentalTotals } from '../model/chart-data';
import { formatCount } from '../model/dashboard-format';
import { INVENTORY_BY_CLASS_PATH } from '../model/dashboard-links';
import { DashboardTile } from './dashboard-tile';
import { TileStats } from './tile-stat';

const SERIES = [
  { name: 'on_rent', label: 'On rent', color: 'indigo.6' },
  { name: 'available', label: 'Available', color: 'teal.5' },
  { name: 'unavailable', label: 'Unavailable', color: 'gray.5' },
];

/** 3. On rent against available, per class: stacked bars; the link is the inventory by class. */
export function RentalClassesTile() {
  const query = useDashboardRentalClasses();
  return (
    <DashboardTile
      title="On rent vs available"
      caption="Now · by class"
      link={{ to: INVENTORY_BY_CLASS_PATH, label: 'Inventory by class' }}
      query={query}
      isEmpty={(data) => rentalTotals(data.classes).total === 0}
      emptyText={DASHBOARD_MESSAGES.noAssets}
    >
      {(data) => <RentalClassesBody classes={data.classes} />}
    </DashboardTile>
  );
}

function RentalClassesBody({ classes }: { classes: DashboardRentalClasses['classes'] }) {
  const totals = rentalTotals(classes);
  const bars = rentalClassBars(classes);
  return (
    <>
      <TileStats
        stats={[
          { label: 'On rent', value: formatCount(totals.onRent), color: 'indigo.7' },
          { label: 'Available', value: formatCount(totals.available), color: 'teal.7' },
          { label: 'Unavailable', value: formatCount(totals.unavailable) },
        ]}
      />
      <BarChart
        h={barChartHeight(bars.rows.length) + 32}
        data={bars.rows}
        dataKey="name"
        type="stacked"
        orientation="vertical"
        series={SERIES}
        withLegend
        legendProps={{ verticalAlign: 'bottom', height: 32 }}
        yAxisProps={{ width: 130 }}
        gridAxis="x"
        maxBarWidth={22}
        aria-label="Assets on rent, available and unavailable by class"
        role="img"
      />
      {bars.hidden > 0 && (
        <Text size="xs" c="dimmed">
          The {bars.rows.length} largest classes; {formatCount(bars.hidden)} more in the inventory.
        </Text>
      )}
    </>
  );
}
