import { SimpleGrid } from '@mantine/core';
import {
  batteryLevelLabel,
  formatEngineHours,
  formatHeading,
  formatMiles,
  formatPercent,
  formatSpeed,
} from '@fleet/domain';
import { type MapAsset } from '../../model/map-asset';
import { PanelSection } from '../../../../components/panel-section';
import { Stat } from './card-parts';

function batteryText(item: MapAsset): string | null {
  const label = batteryLevelLabel(item.description.batteryLevel);
  const percent = formatPercent(item.status?.battery_percent ?? null);
  if (label === null) return null;
  return percent === null ? label : `${label} (${percent})`;
}

/** The tracker's latest readings. */
export function AssetFacts({ item }: { item: MapAsset }) {
  const { status } = item;
  const engine = status === null ? null : status.engine_active ? 'On' : 'Off';
  return (
    <PanelSection title="Status">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <Stat label="Speed" value={formatSpeed(status?.speed ?? null)} />
        <Stat label="Heading" value={formatHeading(status?.direction ?? null)} />
        <Stat label="Odometer" value={formatMiles(status?.odometer ?? null)} />
        <Stat label="Engine hours" value={formatEngineHours(status?.hours ?? null)} />
        <Stat label="Engine" value={engine} />
        <Stat label="Fuel" value={formatPercent(status?.telemetry.fuel_level ?? null)} />
        <Stat label="Tracker battery" value={batteryText(item)} />
        <Stat label="Driver" value={item.asset.driver_name} />
      </SimpleGrid>
    </PanelSection>
  );
}
